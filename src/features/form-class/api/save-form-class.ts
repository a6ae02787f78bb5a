import { useQueryClient, type MutationKey } from '@tanstack/react-query';
import { formClassKeys } from '@/features/form-class/api/form-class-keys';
import { useSingleFlightMutation } from '@/lib/use-single-flight-mutation';

export interface FormClassSaveOptions {
  /** Toast after a save; the grids usually say it themselves. */
  successMessage?: string;
  /** The grids show 409 (someone else saved first) and 422 (field messages) themselves and keep what was typed. */
  suppressErrorToast?: boolean;
}

/**
 * A form-class save through the single-flight mutation: the answer (the saved sheet) replaces the cached sheet,
 * then every form-class answer (lists' completion, the completion view, the other grids) and every class report's
 * data refresh, so the next PDF carries the change without a reload.
 */
export function useFormClassSave<Input, Answer>(
  mutationKey: MutationKey,
  mutationFn: (input: Input) => Promise<Answer>,
  sheetKey: (input: Input) => readonly unknown[],
  options: FormClassSaveOptions = {},
) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationKey,
    mutationFn,
    meta: { errorMessage: 'The records could not be saved.', invalidates: ['classReports'], ...options },
    onSuccess: (answer, input) => {
      queryClient.setQueryData(sheetKey(input), answer);
      void queryClient.invalidateQueries({ queryKey: formClassKeys.all });
    },
  });
}
