import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ccaYearKeys } from '@/features/cca/api/cca-years';
import { callEndpoint, defineEndpoint } from '@/lib/endpoint';
import {
  AssignCcaMembersBodySchema,
  SaveCcaGradesBodySchema,
  type SaveCcaGradesBody,
} from '@/domain/cca/bodies';
import { useSingleFlightMutation } from '@/lib/use-single-flight-mutation';

const CcaYearParams = z.object({ id: z.string() });
const TAG = 'Co-curricular activities';

export const saveCcaGradesEndpoint = defineEndpoint({
  operationId: 'saveCcaGrades',
  method: 'put',
  path: '/cca-years/{id}/grades',
  summary:
    'Save the changed participation grades (all checked before any is written); 409 when the version is stale or the year is over',
  tag: TAG,
  params: CcaYearParams,
  body: SaveCcaGradesBodySchema,
  response: z.object({ updated: z.number().int().nonnegative(), version: z.number().int().nonnegative() }),
  errors: [400, 403, 404, 409, 413, 415, 422],
});

export const assignCcaMembersEndpoint = defineEndpoint({
  operationId: 'assignCcaMembers',
  method: 'post',
  path: '/cca-years/{id}/members',
  summary:
    'Add students to a CCA year; 422 over its capacity (studentIds) or for a same-day clash (studentIds.N, naming the CCA)',
  tag: TAG,
  params: CcaYearParams,
  body: AssignCcaMembersBodySchema,
  response: z.object({ added: z.number().int().nonnegative(), membersCount: z.number().int().nonnegative() }),
  status: 201,
  errors: [400, 403, 404, 409, 413, 415, 422],
});

export const removeCcaMemberEndpoint = defineEndpoint({
  operationId: 'removeCcaMember',
  method: 'delete',
  path: '/cca-years/{id}/members/{studentId}',
  summary: 'Remove a student (and their grades) from a CCA year; 409 when the year is over',
  tag: TAG,
  params: z.object({ id: z.string(), studentId: z.string() }),
  errors: [403, 404, 409],
});

/** Refreshes the lists' counts and the CCA year's members after any write. */
function useInvalidateCcaYear() {
  const queryClient = useQueryClient();
  return (id: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ccaYearKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: ccaYearKeys.detail(id) }),
    ]);
}

export function useSaveCcaGrades() {
  const invalidate = useInvalidateCcaYear();
  return useSingleFlightMutation({
    mutationKey: [...ccaYearKeys.all, 'save-grades'],
    mutationFn: ({ id, body }: { id: string; body: SaveCcaGradesBody }) =>
      callEndpoint(saveCcaGradesEndpoint, { params: { id }, body }),
    // The save dialog shows a failure (a 409 included) next to its retry button.
    meta: { successMessage: 'Grades saved.', suppressErrorToast: true, invalidates: ['classReports'] },
    onSuccess: (_data, { id }) => {
      void invalidate(id);
    },
  });
}

export function useAssignCcaMembers() {
  const invalidate = useInvalidateCcaYear();
  return useSingleFlightMutation({
    mutationKey: [...ccaYearKeys.all, 'assign'],
    mutationFn: ({ id, studentIds }: { id: string; studentIds: string[] }) =>
      callEndpoint(assignCcaMembersEndpoint, { params: { id }, body: { studentIds } }),
    // The form shows the refusal (capacity, a clash) under the student picker.
    meta: { suppressErrorToast: true, invalidates: ['classReports'] },
    onSuccess: (_data, { id }) => invalidate(id),
  });
}

export function useRemoveCcaMember() {
  const invalidate = useInvalidateCcaYear();
  return useSingleFlightMutation({
    mutationKey: [...ccaYearKeys.all, 'remove'],
    mutationFn: ({ id, studentId }: { id: string; studentId: string; fullName: string }) =>
      callEndpoint(removeCcaMemberEndpoint, { params: { id, studentId } }),
    meta: { errorMessage: 'The student could not be removed.', invalidates: ['classReports'] },
    onSuccess: (_data, { id }) => invalidate(id),
  });
}
