import { showToast } from '@/lib/toast-store';
import type { PastePlan } from './clipboard-grid';
import { countOf, nounFor } from '@/domain/school/count-words';

/** What a grid says after a multi-cell paste, given how many values were left out or are invalid. */
export interface PasteMessages {
  clipped?: (count: number) => string;
  invalid?: (count: number) => string;
}

const DEFAULT_MESSAGES: Required<PasteMessages> = {
  clipped: (count) => `${countOf(count, 'pasted value')} did not fit in the grid and ${nounFor(count, 'was', 'were')} left out.`,
  invalid: (count) => `${countOf(count, 'pasted value')} ${nounFor(count, 'is not valid and is', 'are not valid and are')} highlighted; fix ${nounFor(count, 'it', 'them')} before saving.`,
};

/**
 * A paste reporter for `useEntryGrid`: a warning toast for values that fell outside the grid, another for values
 * the validator rejects (kept and highlighted). Create it once per screen, outside the component, so it is stable.
 */
export function pasteReporter(messages: PasteMessages = {}): (plan: PastePlan) => void {
  const { clipped, invalid } = { ...DEFAULT_MESSAGES, ...messages };
  return (plan) => {
    if (plan.clipped > 0) showToast({ variant: 'warning', message: clipped(plan.clipped) });
    const rejected = plan.edits.filter((edit) => !edit.valid).length;
    if (rejected > 0) showToast({ variant: 'warning', message: invalid(rejected) });
  };
}

/** The reporter with the generic messages ("… pasted values …"). */
export const reportPaste = pasteReporter();
