import { describe, expect, it } from 'vitest';
import { AssignmentSettingsSchema, IssueAssignmentSchema } from './assignment-settings';
import { MaterialInputSchema } from './material-content';

const issuesOf = (value: unknown) => {
  const result = MaterialInputSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('material input rules', () => {
  it('accepts a well-formed question of each marked kind', () => {
    expect(
      issuesOf({
        materialType: 'MULTIPLE_CHOICE',
        title: 'Q1',
        content: { question: '2 + 2?', choices: [{ id: 'a', text: '4' }, { id: 'b', text: '5' }], correctChoiceIds: ['a'], maxMark: 1 },
      }),
    ).toEqual([]);
    expect(issuesOf({ materialType: 'FITB', title: 'Q2', content: { passage: 'A [cat|kitten] sat.', maxMark: 1 } })).toEqual([]);
    expect(
      issuesOf({
        materialType: 'ERROR_EDITING',
        title: 'Q3',
        content: { passage: 'He go to school.', errors: [{ wrong: 'go', correction: 'goes' }], maxMark: 1 },
      }),
    ).toEqual([]);
    expect(issuesOf({ materialType: 'VOICE_RESPONSE', title: 'Q4', content: { prompt: 'Read aloud', maxDurationSeconds: 60, maxMark: 5 } })).toEqual([]);
  });

  it('names the field of each broken rule', () => {
    expect(issuesOf({ materialType: 'LINK', title: 'Site', content: { url: 'javascript:alert(1)' } })).toEqual([
      'content.url: Enter a full web address starting with http:// or https://.',
    ]);
    expect(
      issuesOf({ materialType: 'MULTIPLE_CHOICE', title: ' ', content: { question: 'Q', choices: [{ id: 'a', text: 'x' }], correctChoiceIds: ['z'], maxMark: 0 } }),
    ).toEqual([
      'title: Title is required.',
      'content.choices: Give at least 2 choices.',
      'content.maxMark: Maximum mark must be at least 1.',
      'content.correctChoiceIds: A correct answer must be one of the choices.',
    ]);
    expect(issuesOf({ materialType: 'FITB', title: 'Q', content: { passage: 'No blank.', maxMark: 1 } })).toEqual([
      'content.passage: Add at least one blank, written as [answer].',
    ]);
    expect(issuesOf({ materialType: 'ERROR_EDITING', title: 'Q', content: { passage: 'He goes.', errors: [{ wrong: 'go to', correction: 'went' }], maxMark: 1 } })).toEqual([
      'content.errors.0.wrong: This error does not appear in the passage.',
    ]);
    expect(issuesOf({ materialType: 'ATTACH_FILES', title: 'Worksheet', content: { files: [] } })).toEqual(['content.files: Attach at least one file.']);
  });

  it('refuses a due date before the start date', () => {
    const settings = { assignmentType: 'Quiz', questionOrder: 'Random', answerReveal: 'Hide Until Past Deadline', attempts: 2, startDate: '2026-11-20', dueDate: '2026-11-19' };
    expect(AssignmentSettingsSchema.safeParse(settings).error?.issues[0]).toMatchObject({ path: ['dueDate'] });
    expect(AssignmentSettingsSchema.safeParse({ ...settings, dueDate: '2026-11-20' }).success).toBe(true);
    expect(
      IssueAssignmentSchema.safeParse({ sourceType: 'lesson', sourceId: 'l1', classYearIds: [], studentIds: [], startDate: '2026-11-20', dueDate: '2026-11-21' }).error
        ?.issues[0]?.message,
    ).toBe('Choose at least one class or student.');
  });
});
