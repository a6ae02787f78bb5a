import { z } from 'zod';
import { leapsEventKeys } from '@/features/leaps/api/leaps-keys';
import { LeapsEventSchema } from '@/domain/leaps/responses';
import { callEndpoint, defineEndpoint } from '@/lib/endpoint';
import { createEntityWrites } from '@/lib/entity-writes';
import {
  LeapsEventBodySchema,
  LeapsEventUpdateBodySchema,
  type LeapsEventBody,
  type LeapsEventUpdateBody,
} from '@/domain/leaps/bodies';

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

const leapsEventWrites = createEntityWrites({
  keys: leapsEventKeys,
  create: (body: LeapsEventBody) => callEndpoint(createLeapsEventEndpoint, { body }),
  update: (id, body: LeapsEventUpdateBody) => callEndpoint(updateLeapsEventEndpoint, { params: { id }, body }),
  remove: (id) => callEndpoint(deleteLeapsEventEndpoint, { params: { id } }),
  saveError: 'The LEAPS event could not be saved.',
  deleteError: 'The LEAPS event could not be deleted.',
  /** A saved event changes the lists, its page, the class attainment and the next LEAPS report. */
  invalidates: ['classReports'],
  afterWrite: (queryClient, event, id) => {
    if (event) queryClient.setQueryData(leapsEventKeys.detail(id), event);
    else queryClient.removeQueries({ queryKey: leapsEventKeys.detail(id) });
    void queryClient.invalidateQueries({ queryKey: leapsEventKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: [...leapsEventKeys.all, 'attainment'] });
  },
});

export const useCreateLeapsEvent = leapsEventWrites.useCreate;
export const useUpdateLeapsEvent = leapsEventWrites.useUpdate;
export const useDeleteLeapsEvent = leapsEventWrites.useDelete;
