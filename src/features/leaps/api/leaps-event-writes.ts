import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { leapsEventKeys } from '@/features/leaps/api/leaps-keys';
import { LeapsEventSchema, type LeapsEvent } from '@/features/leaps/api/leaps-schemas';
import { callEndpoint, defineEndpoint } from '@/lib/endpoint';
import { classReportsRootKey } from '@/lib/query-keys';
import {
  LeapsEventBodySchema,
  LeapsEventUpdateBodySchema,
  type LeapsEventBody,
  type LeapsEventUpdateBody,
} from '@/lib/school-rules/leaps-event-body';
import { useSingleFlightMutation } from '@/lib/use-single-flight-mutation';

const Params = z.object({ id: z.string() });

export const createLeapsEventEndpoint = defineEndpoint({
  operationId: 'createLeapsEvent',
  method: 'post',
  path: '/leaps-events',
  summary:
    'Record a LEAPS event (needs create LeapsEvent); 422 names the field (students.N.studentId for a student not in the caller’s classes)',
  tag: 'LEAPS',
  body: LeapsEventBodySchema,
  response: LeapsEventSchema,
  status: 201,
  errors: [403, 413, 415, 422],
});

export const updateLeapsEventEndpoint = defineEndpoint({
  operationId: 'updateLeapsEvent',
  method: 'put',
  path: '/leaps-events/{id}',
  summary: 'Change a LEAPS event (needs update LeapsEvent); 409 when the version sent is not the current one',
  tag: 'LEAPS',
  params: Params,
  body: LeapsEventUpdateBodySchema,
  response: LeapsEventSchema,
  errors: [403, 404, 409, 413, 415, 422],
});

export const deleteLeapsEventEndpoint = defineEndpoint({
  operationId: 'deleteLeapsEvent',
  method: 'delete',
  path: '/leaps-events/{id}',
  summary:
    'Delete a LEAPS event (needs update LeapsEvent; 403 while it lists students of classes the caller does not see)',
  tag: 'LEAPS',
  params: Params,
  errors: [403, 404],
});

/** A saved event changes the lists, its page, the class attainment and the next LEAPS report. */
function useRefreshAfterSave() {
  const queryClient = useQueryClient();
  return (event: LeapsEvent | null, id: string) => {
    if (event) queryClient.setQueryData(leapsEventKeys.detail(id), event);
    else queryClient.removeQueries({ queryKey: leapsEventKeys.detail(id) });
    void queryClient.invalidateQueries({ queryKey: leapsEventKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: [...leapsEventKeys.all, 'attainment'] });
    void queryClient.invalidateQueries({ queryKey: classReportsRootKey });
  };
}

/** The form shows 409 and 422 itself and keeps what was typed; other failures are the mutation's toast. */
const formMeta = (errorMessage: string) => ({ errorMessage, suppressErrorToast: true });

export function useCreateLeapsEvent() {
  const refresh = useRefreshAfterSave();
  return useSingleFlightMutation({
    mutationKey: [...leapsEventKeys.all, 'create'],
    mutationFn: (body: LeapsEventBody) => callEndpoint(createLeapsEventEndpoint, { body }),
    meta: formMeta('The LEAPS event could not be saved.'),
    onSuccess: (event) => refresh(event, event.id),
  });
}

export function useUpdateLeapsEvent(id: string) {
  const refresh = useRefreshAfterSave();
  return useSingleFlightMutation({
    mutationKey: [...leapsEventKeys.detail(id), 'update'],
    mutationFn: (body: LeapsEventUpdateBody) => callEndpoint(updateLeapsEventEndpoint, { params: { id }, body }),
    meta: formMeta('The LEAPS event could not be saved.'),
    onSuccess: (event) => refresh(event, id),
  });
}

export function useDeleteLeapsEvent(id: string) {
  const refresh = useRefreshAfterSave();
  return useSingleFlightMutation({
    mutationKey: [...leapsEventKeys.detail(id), 'delete'],
    mutationFn: () => callEndpoint(deleteLeapsEventEndpoint, { params: { id } }),
    meta: { errorMessage: 'The LEAPS event could not be deleted.' },
    onSuccess: () => refresh(null, id),
  });
}
