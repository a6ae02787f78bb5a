import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { callEndpoint, defineEndpoint } from '@/lib/endpoint';
import { listResponseSchema } from '@/lib/list-query';
import { createQueryKeys } from '@/lib/query-keys';
import { createDetailApi } from '@/lib/resource-api';
import { ATTENDANCE_STATUSES, ID_TYPES } from '@/domain/school/enums';
import { PICK_UP_STATES, type PickUpAction } from '@/domain/release-student/release-chain';
import {
  PickUpRequestBodySchema,
  PickUpTransitionBodySchema,
  type PickUpRequestBody,
} from '@/domain/release-student/bodies';
import { useSingleFlightMutation } from '@/lib/use-single-flight-mutation';

export const pickUpKeys = createQueryKeys('student-pick-up-requests');

export const PickUpRequestSchema = z.object({
  id: z.string(),
  date: z.string(),
  branchId: z.string(),
  pickUpTime: z.string(),
  reason: z.string(),
  collectorName: z.string(),
  relationship: z.string(),
  idType: z.enum(ID_TYPES),
  idNumber: z.string(),
  state: z.enum(PICK_UP_STATES),
  chain: z.array(z.object({ state: z.enum(PICK_UP_STATES), at: z.string(), byId: z.string(), byName: z.string() })),
  attendance: z.enum(ATTENDANCE_STATUSES),
  attendanceNote: z.string().nullable(),
  student: z.object({ id: z.string(), fullName: z.string() }),
  classYear: z.object({ id: z.string(), name: z.string() }),
});
export type PickUpRequest = z.infer<typeof PickUpRequestSchema>;

export const listPickUpRequestsEndpoint = defineEndpoint({
  operationId: 'listStudentPickUpRequests',
  method: 'get',
  path: '/student-pick-up-requests',
  summary:
    'The day’s pick-up requests at the caller’s campuses, by pick-up time (needs view StudentPickUpRequest; date defaults to today)',
  tag: 'Release student',
  query: z.object({
    date: z.string().optional(),
    state: z.enum(PICK_UP_STATES).optional(),
    classYearId: z.string().optional(),
  }),
  response: listResponseSchema(PickUpRequestSchema),
  errors: [403, 422],
});

export const pickUpRequestApi = createDetailApi({
  operationId: 'getStudentPickUpRequest',
  path: '/student-pick-up-requests/{id}',
  summary: 'One pick-up request with its chain (403 at another campus)',
  tag: 'Release student',
  response: PickUpRequestSchema,
  errors: [403, 404],
  queryKey: pickUpKeys.detail,
});

export const createPickUpRequestEndpoint = defineEndpoint({
  operationId: 'createStudentPickUpRequest',
  method: 'post',
  path: '/student-pick-up-requests',
  summary:
    'Log a pick-up request for today or a later day (needs create StudentPickUpRequest; 403 for a student of another ' +
    'campus); 409 when the student was already released that day; 422 names the field',
  tag: 'Release student',
  body: PickUpRequestBodySchema,
  response: PickUpRequestSchema,
  status: 201,
  errors: [403, 409, 413, 415, 422],
});

export const transitionPickUpRequestEndpoint = defineEndpoint({
  operationId: 'transitionStudentPickUpRequest',
  method: 'post',
  path: '/student-pick-up-requests/{id}/transitions',
  summary:
    'Approve, reject, release or cancel (needs update StudentPickUpRequest; approve and reject only by a principal ' +
    'of the campus or the form teacher of the student’s class, else 403); appends who and when to the chain; ' +
    '409 when the state does not allow it (a student is released once)',
  tag: 'Release student',
  params: z.object({ id: z.string() }),
  body: PickUpTransitionBodySchema,
  response: PickUpRequestSchema,
  errors: [403, 404, 409, 413, 415, 422],
});

export function usePickUpRequests(date: string) {
  return useQuery(
    queryOptions({
      queryKey: pickUpKeys.list({ date }),
      queryFn: ({ signal }) => callEndpoint(listPickUpRequestsEndpoint, { query: { date }, signal }),
      meta: { errorMessage: 'Could not load the pick-up requests.' },
    }),
  );
}

/** One step of the chain; the day's list is refetched so a refusal (409) shows the request as it now stands. */
export function usePickUpTransition() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationKey: [...pickUpKeys.all, 'transition'],
    mutationFn: ({ id, action }: { id: string; action: PickUpAction }) =>
      callEndpoint(transitionPickUpRequestEndpoint, { params: { id }, body: { action } }),
    meta: { errorMessage: 'The pick-up request could not be updated.' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pickUpKeys.lists() }),
  });
}

/** Logs a request; its errors are shown on the form (422 on the field it names), not as a toast. */
export function useCreatePickUpRequest() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationKey: [...pickUpKeys.all, 'create'],
    mutationFn: (body: PickUpRequestBody) => callEndpoint(createPickUpRequestEndpoint, { body }),
    meta: { successMessage: 'Pick-up request logged.', suppressErrorToast: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pickUpKeys.lists() }),
  });
}
