import type { PastePlan } from '@/components/entry-grid/clipboard-grid';
import { showToast } from '@/lib/toast-store';

/** Tells the teacher what a pasted column did: remarks left out below the last student, remarks too long. */
export function reportRemarkPaste(plan: PastePlan): void {
  if (plan.clipped > 0) {
    showToast({
      variant: 'warning',
      message: `${plan.clipped} pasted remark(s) did not fit below the last student and were left out.`,
    });
  }
  const tooLong = plan.edits.filter((edit) => !edit.valid).length;
  if (tooLong > 0) {
    showToast({
      variant: 'warning',
      message: `${tooLong} pasted remark(s) are too long for the report and are highlighted; shorten them before saving.`,
    });
  }
}
