import { useCallback, useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import type { Submission } from '@/features/assignments/api/grading-schemas';
import type { QuestionAnswer } from '@/features/assignments/api/question-marks';
import { annotationTargets, targetIndex, type AnnotationTargetRef } from './annotation-targets';
import type { QuestionEdits } from './question-edits';

/**
 * Which attachment question mode's annotation dialog shows, and what a save there changes here: a mark typed
 * for that student on the version the annotations were saved over moves on with it, so saving the mark after
 * the annotations is not taken for someone else's change (409).
 */
export function useAnnotateDialog(rows: readonly QuestionAnswer[], setEdits: Dispatch<SetStateAction<QuestionEdits>>) {
  const [shown, setShown] = useState<AnnotationTargetRef | null>(null);
  const targets = useMemo(() => annotationTargets(rows), [rows]);
  const open = useCallback((studentAssignmentId: string, fileId: string) => setShown({ studentAssignmentId, fileId }), []);
  const onSaved = useCallback(
    (saved: Submission, from: number) =>
      setEdits((current) => {
        const edit = current[saved.id];
        return edit && edit.version === from ? { ...current, [saved.id]: { ...edit, version: saved.version } } : current;
      }),
    [setEdits],
  );
  return {
    open,
    dialog: {
      targets,
      index: targetIndex(targets, shown),
      onGo: (index: number) => {
        const target = targets[index];
        if (target) setShown({ studentAssignmentId: target.row.id, fileId: target.file.id });
      },
      onHide: () => setShown(null),
      onSaved,
    },
  };
}
