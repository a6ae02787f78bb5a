import { pasteReporter } from '@/components/entry-grid/paste-feedback';

/** Tells the teacher what a pasted column did: remarks left out below the last student, remarks too long. */
export const reportRemarkPaste = pasteReporter({
  clipped: (count) => `${count} pasted remark(s) did not fit below the last student and were left out.`,
  invalid: (count) =>
    `${count} pasted remark(s) are too long for the report and are highlighted; shorten them before saving.`,
});
