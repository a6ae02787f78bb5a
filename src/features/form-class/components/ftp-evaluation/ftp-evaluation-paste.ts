import type { PastePlan } from '@/components/entry-grid/clipboard-grid';
import { showToast } from '@/lib/toast-store';

/** Tells the teacher what a pasted block did: values outside the grid, values that are not a level. */
export function reportFtpEvaluationPaste(plan: PastePlan): void {
  if (plan.clipped > 0) {
    showToast({ variant: 'warning', message: `${plan.clipped} pasted value(s) did not fit in the grid and were left out.` });
  }
  const invalid = plan.edits.filter((edit) => !edit.valid).length;
  if (invalid > 0) {
    showToast({
      variant: 'warning',
      message: `${invalid} pasted value(s) are not N, E, F or C (or a level's name) and are highlighted; fix them before saving.`,
    });
  }
}
