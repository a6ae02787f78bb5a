import { HistoryButton } from '@/components/record-history/history-button';
import type { EntryRow } from '@/features/placement-results/components/use-entry-rows';

/**
 * The history of an applicant's placement test result, beside their name. One result holds every part (subject
 * tests, observation, interview, report card, final), so its title names the result, not the part on screen. An
 * applicant with no result yet has no history: no button until the first save creates the result.
 */
export function PlacementResultHistory({ entry }: { entry: Pick<EntryRow, 'resultId' | 'studentName'> }) {
  if (!entry.resultId) return null;
  return <HistoryButton recordType="PlacementResult" recordId={entry.resultId} title={`Placement test result · ${entry.studentName}`} className="ms-2" />;
}
