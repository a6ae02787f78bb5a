import { ConflictNotice as SharedConflictNotice } from '@/components/conflict-notice';

export interface ConflictNoticeProps {
  onKeepMine: () => void;
  onLoadTheirs: () => void;
}

/** A 409: someone saved this submission first. The typed work stays on screen and in the draft until chosen. */
export function ConflictNotice(props: ConflictNoticeProps) {
  return (
    <SharedConflictNotice
      heading="Someone else graded this submission while you were working on it."
      body="Your marks, feedback and annotations are still here and kept as a draft. Keep yours to save them over the other grading, or load the other grading instead."
      keepMineLabel="Keep mine and save again"
      loadTheirsLabel="Load their grading"
      {...props}
    />
  );
}
