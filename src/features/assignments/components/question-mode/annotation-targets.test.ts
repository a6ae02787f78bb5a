import { describe, expect, it } from 'vitest';
import type { QuestionAnswer } from '@/features/assignments/api/question-marks';
import { annotationTargets, targetIndex } from './annotation-targets';

const file = (id: string, mimeType: string) => ({ id, fileName: `${id}.x`, mimeType, size: 10, entityType: 'LessonBuilder' as const });
const row = (id: string, files: ReturnType<typeof file>[] | null): QuestionAnswer => ({
  id,
  student: { id: `s-${id}`, fullName: id },
  state: files ? 'Submitted' : "Haven't submitted",
  version: 1,
  answer: files ? { materialId: 'm', materialType: 'ATTACH_FILES', answer: { files } } : null,
  mark: null,
  automatic: false,
  autoMark: null,
});

describe('the attachments the text tool walks in question mode', () => {
  it('lists images and PDFs student by student, leaving out downloads and work not handed in', () => {
    const rows = [
      row('a', [file('a1', 'image/png'), file('a2', 'image/svg+xml'), file('a3', 'application/pdf')]),
      row('b', null),
      row('c', [file('c1', 'image/JPEG')]),
    ];
    const targets = annotationTargets(rows);
    expect(targets.map((target) => `${target.row.id}/${target.file.id}`)).toEqual(['a/a1', 'a/a3', 'c/c1']);
    expect(targetIndex(targets, { studentAssignmentId: 'c', fileId: 'c1' })).toBe(2);
    expect(targetIndex(targets, { studentAssignmentId: 'a', fileId: 'a2' })).toBe(-1);
    expect(targetIndex(targets, null)).toBe(-1);
  });
});
