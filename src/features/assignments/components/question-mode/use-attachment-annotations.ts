import { useEffect, useMemo, useRef, useState } from 'react';
import { useSaveAttachmentAnnotations } from '@/features/assignments/api/attachment-annotations';
import type { Submission } from '@/features/assignments/api/grading-schemas';
import { annotationsSignature, type Annotation } from '@/features/assignments/rules/annotation';
import { toApiError } from '@/lib/api-error';
import { isMutationInFlight } from '@/lib/use-single-flight-mutation';
import { clearGradingDraft, gradingDraftKey, readGradingDraft, useGradingDraftPersistence } from '../grading/grading-draft';
import { annotationsByFile, initialGradingValues, type GradingQuestion } from '../grading/grading-values';
import { toWork, workSignature } from '../grading/grading-work';

export interface AttachmentAnnotationsInput {
  submission: Submission;
  /** The submission's questions as its grading page builds them: the draft keeps their marks as it found them. */
  questions: readonly GradingQuestion[];
  fileId: string;
  userId: string;
  /** Fetches the submission again (after a 409): answers the latest one. */
  refetch: () => Promise<Submission | undefined>;
  /** Saved: the work went from version `from` to the answer's version. */
  onSaved: (saved: Submission, from: number) => void;
}

const SAVE_FAILED = 'The annotations could not be saved.';
const same = (a: readonly Annotation[], b: readonly Annotation[]) => annotationsSignature(a) === annotationsSignature(b);

/**
 * One attachment's annotations, edited away from the student's page. The unsaved work lives in the same draft as
 * the grading page's (per user and submission), so it survives a failed save, a reload or an ended session and
 * shows on the student's page too; marks and feedback typed there are carried along untouched.
 */
export function useAttachmentAnnotations({ submission, questions, fileId, userId, refetch, onSaved }: AttachmentAnnotationsInput) {
  const draftKey = gradingDraftKey(userId, submission.id);
  const saved = useMemo(
    () => ({ values: initialGradingValues(questions, submission.feedback), annotations: annotationsByFile(submission.annotations) }),
    [questions, submission.feedback, submission.annotations],
  );
  const savedOfFile = saved.annotations[fileId] ?? [];
  const [restored, setRestored] = useState(() => readGradingDraft(draftKey));
  const [annotations, setAnnotations] = useState<readonly Annotation[]>(() =>
    restored ? (restored.annotations[fileId] ?? []) : savedOfFile,
  );
  const [version, setVersion] = useState(restored?.version ?? submission.version);
  // What the server holds for this file as of `version`: set from the save's own body, so the page shows it
  // saved (and Save disabled) at once, not only when the cached submission catches up.
  const [savedHere, setSavedHere] = useState<readonly Annotation[]>(savedOfFile);
  const [showRestored, setShowRestored] = useState(() => !same(annotations, savedOfFile));
  const [conflict, setConflict] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const annotationsRef = useRef(annotations);
  useEffect(() => {
    annotationsRef.current = annotations;
  }, [annotations]);
  const baseline = workSignature(toWork(saved.values, saved.annotations));
  const schedule = useGradingDraftPersistence(draftKey, {
    version,
    current: () => ({
      marks: restored?.marks ?? saved.values.marks,
      feedback: restored?.feedback ?? saved.values.feedback,
      annotations: { ...(restored?.annotations ?? saved.annotations), [fileId]: [...annotationsRef.current] },
    }),
    isDirty: (work) => workSignature(work) !== baseline,
  });
  useEffect(schedule, [annotations, schedule]);

  const mutation = useSaveAttachmentAnnotations(submission.id, fileId);
  const dirty = !same(annotations, savedHere);
  const save = async () => {
    if (!dirty) return;
    setProblem(null);
    try {
      const result = await mutation.mutateAsync({ annotations: [...annotations], version });
      setVersion(result.version);
      setSavedHere(annotations);
      setConflict(false);
      setShowRestored(false);
      onSaved(result, version);
      schedule();
    } catch (error) {
      if (isMutationInFlight(error)) return;
      const info = toApiError(error, SAVE_FAILED);
      if (info.status === 409) setConflict(true);
      else setProblem(info.message);
    }
  };

  return {
    annotations,
    setAnnotations: (next: Annotation[]) => setAnnotations(next),
    dirty,
    showRestored,
    conflict,
    problem,
    pending: mutation.isPending,
    save,
    /** Back to the saved annotations of this file; the rest of the draft (the student's page) stays. */
    discard: () => {
      setAnnotations(savedHere);
      setShowRestored(false);
    },
    /** After a 409: adopt the newer version, so the next Save writes over it knowingly. */
    keepMine: async () => {
      const latest = await refetch();
      if (latest) setVersion(latest.version);
      setConflict(false);
      schedule();
    },
    /** After a 409: drop the draft (as the grading page's "Load their grading" does) and show the saved work. */
    loadTheirs: async () => {
      clearGradingDraft(draftKey);
      setRestored(null);
      const latest = await refetch();
      if (!latest) return;
      const theirs = annotationsByFile(latest.annotations)[fileId] ?? [];
      setAnnotations(theirs);
      setSavedHere(theirs);
      setVersion(latest.version);
      setConflict(false);
      setShowRestored(false);
    },
  };
}
