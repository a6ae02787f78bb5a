import { describe, expect, it } from 'vitest';
import { AnswerSchema, isAnsweredType } from './answers';
import { MATERIAL_TYPES } from './material-types';

describe('answer schemas', () => {
  it('accepts one well-formed answer of each answered type', () => {
    const file = { id: 'f1', fileName: 'essay.pdf', mimeType: 'application/pdf', size: 1200, entityType: 'LessonBuilder' };
    const answers = [
      { materialType: 'MULTIPLE_CHOICE', answer: { choiceIds: ['a', 'c'] } },
      { materialType: 'FITB', answer: { answers: ['100', ''] } },
      { materialType: 'FREE_RESPONSE', answer: { text: 'Because heat rises.' } },
      { materialType: 'ERROR_EDITING', answer: { text: 'He goes to school.' } },
      { materialType: 'VOICE_RESPONSE', answer: { fileId: 'f2', durationSeconds: 12.5 } },
      { materialType: 'ATTACH_FILES', answer: { files: [file] } },
    ];
    for (const answer of answers) expect(AnswerSchema.safeParse(answer).success, answer.materialType).toBe(true);
  });

  it('refuses answers of the content types, answers of the wrong shape and negative durations', () => {
    expect(AnswerSchema.safeParse({ materialType: 'LINK', answer: { text: 'x' } }).success).toBe(false);
    expect(AnswerSchema.safeParse({ materialType: 'MULTIPLE_CHOICE', answer: { text: 'a' } }).success).toBe(false);
    expect(AnswerSchema.safeParse({ materialType: 'VOICE_RESPONSE', answer: { fileId: 'f', durationSeconds: -1 } }).success).toBe(false);
    expect(AnswerSchema.safeParse({ materialType: 'ATTACH_FILES', answer: { files: [{ id: 'f' }] } }).success).toBe(false);
  });

  it('knows which material types take an answer', () => {
    expect(MATERIAL_TYPES.filter(isAnsweredType)).toEqual([
      'ATTACH_FILES',
      'MULTIPLE_CHOICE',
      'FITB',
      'FREE_RESPONSE',
      'ERROR_EDITING',
      'VOICE_RESPONSE',
    ]);
  });
});
