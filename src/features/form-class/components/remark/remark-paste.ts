import { pasteReporter } from '@/components/entry-grid/paste-feedback';
import { countOf, nounFor } from '@/domain/school/count-words';

/** Tells the teacher what a pasted column did: remarks left out below the last student, remarks too long. */
export const reportRemarkPaste = pasteReporter({
  clipped: (count) => `${countOf(count, 'pasted remark')} did not fit below the last student and ${nounFor(count, 'was', 'were')} left out.`,
  invalid: (count) =>
    `${countOf(count, 'pasted remark')} ${nounFor(count, 'is too long for the report and is', 'are too long for the report and are')} highlighted; shorten ${nounFor(count, 'it', 'them')} before saving.`,
});
