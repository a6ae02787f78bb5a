import { leapsEventKeys } from '@/features/leaps/api/leaps-keys';
import { LeapsEventSchema } from '@/domain/leaps/responses';
import { createResourceApi } from '@/lib/resource-api';

export const leapsEventsApi = createResourceApi({
  key: leapsEventKeys,
  path: '/leaps-events',
  tag: 'LEAPS',
  singular: 'LeapsEvent',
  plural: 'LeapsEvents',
  item: LeapsEventSchema,
  detail: LeapsEventSchema,
  filters: ['classYearId', 'domain', 'academicYearId'],
  listErrors: [400, 403],
  getErrors: [403, 404],
  listSummary:
    'LEAPS events of the caller’s students (list contract; sort date, name, domain, level; search on the name or a student’s name)',
  getSummary: 'One LEAPS event with the students the caller may see',
  listErrorMessage: 'Could not load the LEAPS events.',
  detailErrorMessage: 'Could not load the LEAPS event.',
});
export const useLeapsEvents = leapsEventsApi.useList;
export const fetchLeapsEvents = leapsEventsApi.list;
export const useLeapsEvent = leapsEventsApi.useDetail;
