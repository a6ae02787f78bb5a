import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { gradebookKeys } from '@/features/gradebook/api/gradebook-keys';
import { callEndpoint, defineEndpoint } from '@/lib/endpoint';
import type { Term } from '@/domain/gradebook/term-score';
import { SaveGradebookScoresBodySchema, type ScoreCell } from '@/domain/gradebook/bodies';
import { SaveGradebookScoresResponseSchema } from '@/domain/gradebook/responses';
import { useSingleFlightMutation } from '@/lib/use-single-flight-mutation';

/** One mark to save (null clears it) with the version it was read at; a stale one answers 409. */
export type ScoreInput = ScoreCell;

export const saveGradebookScoresEndpoint = defineEndpoint({
  operationId: 'saveGradebookScores',
  method: 'put',
  path: '/subject-years/{id}/gradebook/scores',
  summary:
    'Save changed marks of one term, each with the version it was read at (409 naming scores.N.version when someone saved it since; all entries checked before any is written)',
  tag: 'Gradebook',
  params: z.object({ id: z.string() }),
  body: SaveGradebookScoresBodySchema,
  // The saved marks with their new versions, for a mark typed again while the save was on its way.
  response: SaveGradebookScoresResponseSchema,
  errors: [400, 403, 404, 409, 413, 415, 422, 423],
});

export interface SaveScoresInput {
  subjectYearId: string;
  term: Term;
  scores: ScoreInput[];
}

/** Sends the changed marks only, each with the version it was read at. */
export function saveGradebookScores({ subjectYearId, term, scores }: SaveScoresInput) {
  return callEndpoint(saveGradebookScoresEndpoint, { params: { id: subjectYearId }, body: { term, scores } });
}

export function useSaveGradebookScores() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationKey: [...gradebookKeys.sheets(), 'save-scores'],
    mutationFn: saveGradebookScores,
    meta: {
      successMessage: 'Marks saved.',
      // The save dialog shows the failure next to the retry button.
      suppressErrorToast: true,
    },
    // Not awaited: the caller records the save in its grid first, then the sheet refetches from the
    // server (and the next term's sheet, which carries this term's final scores, reloads when opened).
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: gradebookKeys.sheets() });
    },
  });
}
