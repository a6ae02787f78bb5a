import type { QuestionAnswer } from '@/features/assignments/api/question-marks';
import type { UploadedFile } from '@/domain/lesson-content/material-content';
import { previewKindOf } from '../answers/previewable';

/** One file a student attached that the text tool can write on, with whose work it is. */
export interface AnnotationTarget {
  row: QuestionAnswer;
  file: UploadedFile;
}

/** Which attachment the dialog shows: the student's work and the file. */
export interface AnnotationTargetRef {
  studentAssignmentId: string;
  fileId: string;
}

/** Every image and PDF attached to the question, student by student in the page's order (others are downloads). */
export function annotationTargets(rows: readonly QuestionAnswer[]): AnnotationTarget[] {
  return rows.flatMap((row) => {
    const files = row.answer?.materialType === 'ATTACH_FILES' ? row.answer.answer.files : [];
    return files.filter((file) => previewKindOf(file.mimeType) !== 'download').map((file) => ({ row, file }));
  });
}

/** Where the target sits in the list, or -1 when it is no longer there. */
export function targetIndex(targets: readonly AnnotationTarget[], ref: AnnotationTargetRef | null): number {
  if (!ref) return -1;
  return targets.findIndex((target) => target.row.id === ref.studentAssignmentId && target.file.id === ref.fileId);
}
