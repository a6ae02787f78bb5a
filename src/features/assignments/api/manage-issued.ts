import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { issuedAssignmentKeys } from '@/features/assignments/api/grading-keys';
import { IssuedAssignmentDetailSchema, type IssuedAssignmentDetail } from '@/features/assignments/api/grading-schemas';
import {
  ChangeIssuedDatesSchema,
  WithdrawIssuedSchema,
  type ChangeIssuedDates,
  type WithdrawIssued,
} from '@/domain/lesson-content/assignment-settings';
import { callEndpoint, defineEndpoint } from '@/lib/endpoint';
import { sharedRootKey } from '@/lib/query-keys';
import { useSingleFlightMutation } from '@/lib/use-single-flight-mutation';

// Managing issued work (issue 21 §10): its dates, who has it, and whether it exists. The issuer and the principal
// may (docs/api.md, "Managing issued work"); anyone else who reads it gets 403, anyone who does not, 404.

const Params = z.object({ assignmentId: z.string() });

export const WithdrawalResultSchema = z
  .object({
    withdrawnCount: z.number().int().nonnegative(),
    keptCount: z.number().int().nonnegative(),
    version: z.number().int().nonnegative(),
  })
  .meta({ id: 'IssuedWithdrawal' });
export type WithdrawalResult = z.infer<typeof WithdrawalResultSchema>;

export const changeIssuedDatesEndpoint = defineEndpoint({
  operationId: 'changeIssuedAssignmentDates',
  method: 'put',
  path: '/assignments/{assignmentId}/dates',
  summary: 'Change the start and due dates of issued work (the rules of assigning); 409 on a stale version',
  tag: 'Assignments',
  params: Params,
  body: ChangeIssuedDatesSchema,
  response: IssuedAssignmentDetailSchema,
  errors: [403, 404, 409],
});

export const withdrawIssuedEndpoint = defineEndpoint({
  operationId: 'withdrawIssuedAssignment',
  method: 'post',
  path: '/assignments/{assignmentId}/withdrawals',
  summary:
    'Take issued work back from one class or one student; students with handed-in or graded work keep it; 409 on a stale version, when the student has work, or when nobody would be left',
  tag: 'Assignments',
  params: Params,
  body: WithdrawIssuedSchema,
  response: WithdrawalResultSchema,
  errors: [403, 404, 409],
});

export const deleteIssuedEndpoint = defineEndpoint({
  operationId: 'deleteIssuedAssignment',
  method: 'delete',
  path: '/assignments/{assignmentId}',
  summary: 'Delete issued work with its students’ hand-ins; 409 while any student’s work holds a grade',
  tag: 'Assignments',
  params: Params,
  errors: [403, 404, 409],
});

export function changeIssuedDates(assignmentId: string, body: ChangeIssuedDates) {
  return callEndpoint(changeIssuedDatesEndpoint, { params: { assignmentId }, body });
}

export function withdrawIssued(assignmentId: string, body: WithdrawIssued) {
  return callEndpoint(withdrawIssuedEndpoint, { params: { assignmentId }, body });
}

export function deleteIssued(assignmentId: string) {
  return callEndpoint(deleteIssuedEndpoint, { params: { assignmentId } });
}

const INVALIDATES_ASSIGNMENTS = { invalidates: ['assignments'] as const };

/** New dates: the answer is the assignment as it now is; every list under the shared root refreshes. */
export function useChangeIssuedDates(assignmentId: string) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationKey: [...sharedRootKey('assignments'), 'dates', assignmentId],
    mutationFn: (body: ChangeIssuedDates) => changeIssuedDates(assignmentId, body),
    // The dialog shows a stale version or a date's refusal itself, keeping what was typed.
    meta: { errorMessage: 'The dates could not be changed.', suppressErrorToast: true, ...INVALIDATES_ASSIGNMENTS },
    onSuccess: (detail: IssuedAssignmentDetail) => queryClient.setQueryData(issuedAssignmentKeys.detail(assignmentId), detail),
  });
}

/**
 * Refused because the page is behind (a stale version, work handed in or graded meanwhile): the assignment reloads, so
 * the confirmation still open recounts and a second try sends the current version.
 */
function useReloadOnRefusal(assignmentId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: issuedAssignmentKeys.detail(assignmentId) });
}

/** Withdraws from a class or a student; the assignment, its students and every list refresh. */
export function useWithdrawIssued(assignmentId: string) {
  const reload = useReloadOnRefusal(assignmentId);
  return useSingleFlightMutation({
    mutationKey: [...sharedRootKey('assignments'), 'withdraw', assignmentId],
    mutationFn: (body: WithdrawIssued) => withdrawIssued(assignmentId, body),
    meta: { errorMessage: 'The assignment could not be withdrawn.', ...INVALIDATES_ASSIGNMENTS },
    onError: reload,
  });
}

/**
 * Deletes it. Everything under the shared root is marked stale without refetching: the page still showing it would
 * refetch its own detail into a 404 before it moves away; the lists reload when they are shown next.
 */
export function useDeleteIssued(assignmentId: string) {
  const queryClient = useQueryClient();
  const reload = useReloadOnRefusal(assignmentId);
  return useSingleFlightMutation({
    mutationKey: [...sharedRootKey('assignments'), 'delete', assignmentId],
    mutationFn: () => deleteIssued(assignmentId),
    meta: { errorMessage: 'The assignment could not be deleted.' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedRootKey('assignments'), refetchType: 'none' }),
    // Graded meanwhile: the page reloads and says why Delete is off.
    onError: reload,
  });
}
