import { describe, expect, it } from 'vitest';
import { formFieldOf, initialAssignValues } from '@/features/resources/components/assign/assign-form-values';
import { AssignmentSettingsSchema, IssueAssignmentSchema } from '@/domain/lesson-content/assignment-settings';

describe('initialAssignValues', () => {
  it('starts today with no due date and nobody chosen', () => {
    expect(initialAssignValues(new URLSearchParams(), new Date(2026, 10, 23))).toEqual({
      sourceType: 'lesson',
      sourceId: undefined,
      classYearIds: [],
      studentIds: [],
      startDate: '2026-11-23',
      dueDate: undefined,
    });
  });

  it('takes the content from a lesson page link, and only the two kinds there are', () => {
    const linked = initialAssignValues(new URLSearchParams('sourceType=assignment&sourceId=ra-1'));
    expect(linked).toMatchObject({ sourceType: 'assignment', sourceId: 'ra-1' });
    expect(initialAssignValues(new URLSearchParams('sourceType=quiz&sourceId=x')).sourceType).toBe('lesson');
  });
});

describe('formFieldOf', () => {
  it('maps the server’s field names onto the form’s fields', () => {
    expect(formFieldOf('dueDate')).toBe('dueDate');
    expect(formFieldOf('classYearIds.3')).toBe('classYearIds');
    expect(formFieldOf('studentIds.0')).toBe('studentIds');
    expect(formFieldOf('sourceType')).toBe('sourceId');
    expect(formFieldOf('attempts')).toBeNull();
  });
});

describe('the assign form’s and the settings form’s dates', () => {
  const issue = { sourceType: 'lesson', sourceId: 'lesson-1', classYearIds: ['cy-1'], studentIds: [], startDate: '2026-12-01', dueDate: '2026-12-08' };
  const settings = { assignmentType: 'Quiz', questionOrder: 'Random', answerReveal: 'Hide Until Past Deadline', attempts: 1, startDate: '2026-12-01', dueDate: '2026-12-08' };
  const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    Object.fromEntries((result.error?.issues ?? []).map((item) => [item.path.join('.'), item.message]));

  it('refuse a due or start date that does not exist, as the server does', () => {
    expect(errorsOf(IssueAssignmentSchema.safeParse({ ...issue, dueDate: '2026-13-45' }))).toEqual({ dueDate: 'Due date must be a date (dd/mm/yyyy).' });
    expect(errorsOf(AssignmentSettingsSchema.safeParse({ ...settings, startDate: '2026-02-30', dueDate: '2026-03-31' }))).toEqual({
      startDate: 'Start date must be a date (dd/mm/yyyy).',
    });
    expect(IssueAssignmentSchema.safeParse({ ...issue, startDate: '2028-02-29', dueDate: '2028-03-01' }).success).toBe(true);
  });
});
