import { z } from 'zod';
import { defineEndpoint } from '@/lib/endpoint';
import { defineListEndpoint } from '@/lib/list-endpoint';

/** A student a pick-up can be logged for; `releasedToday` warns before the server's 409. */
export const PickUpStudentSchema = z
  .object({
    id: z.string(),
    fullName: z.string(),
    classYearId: z.string(),
    classYearName: z.string(),
    releasedToday: z.boolean(),
  })
  .meta({ id: 'PickUpStudent' });

export const listPickUpStudentsEndpoint = defineListEndpoint({
  operationId: 'listPickUpStudents',
  path: '/pick-up-students',
  summary:
    'This year’s students of the campuses where the caller holds a position, by full name (list contract; search ' +
    'by fullName; needs create StudentPickUpRequest)',
  tag: 'Release student',
  item: PickUpStudentSchema,
  filters: ['fullName', 'classYearId'],
  errors: [403],
});

export const getPickUpStudentEndpoint = defineEndpoint({
  operationId: 'getPickUpStudent',
  method: 'get',
  path: '/pick-up-students/{id}',
  summary: 'One student a pick-up can be logged for (403 at another campus)',
  tag: 'Release student',
  params: z.object({ id: z.string() }),
  response: PickUpStudentSchema,
  errors: [403, 404],
});
