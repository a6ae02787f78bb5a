import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { gradebookKeys } from '@/features/gradebook/api/gradebook-keys';
import { apiClient } from '@/lib/api-client';
import type { Term } from '@/lib/school-rules/term-score';
import { useSingleFlightMutation } from '@/lib/use-single-flight-mutation';

const SaveScoresResponseSchema = z.object({ updated: z.number().int().nonnegative() });

/** One mark to save; null clears it. */
export interface ScoreInput {
  studentId: string;
  assessmentId: string;
  score: number | null;
}

export interface SaveScoresInput {
  subjectYearId: string;
  term: Term;
  scores: ScoreInput[];
}

/** PUT /subject-years/:id/gradebook/scores with the changed marks only; idempotent on the server. */
export async function saveGradebookScores({ subjectYearId, term, scores }: SaveScoresInput) {
  const { data } = await apiClient.put(`/subject-years/${encodeURIComponent(subjectYearId)}/gradebook/scores`, {
    term,
    scores,
  });
  return SaveScoresResponseSchema.parse(data);
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
