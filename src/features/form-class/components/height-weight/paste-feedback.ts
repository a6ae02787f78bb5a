import type { PastePlan } from '@/components/entry-grid/clipboard-grid';
import { showToast } from '@/lib/toast-store';

/** Tells the user what a multi-cell paste could not do cleanly: values left out, values to fix. */
export function reportPaste(plan: PastePlan): void {
  if (plan.clipped > 0) {
    showToast({ variant: 'warning', message: `${plan.clipped} pasted value(s) did not fit in the grid and were left out.` });
  }
  const invalid = plan.edits.filter((edit) => !edit.valid).length;
  if (invalid > 0) {
    showToast({ variant: 'warning', message: `${invalid} pasted value(s) are not valid and are highlighted; fix them before saving.` });
  }
}
