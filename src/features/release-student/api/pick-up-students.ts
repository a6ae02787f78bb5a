import { z } from 'zod';
import { createResourceApi } from '@/lib/resource-api';

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

// The pick-up form's searchable select reads these through its generic list reader (resource "/pick-up-students").
export const pickUpStudentsApi = createResourceApi({
  key: 'pick-up-students',
  path: '/pick-up-students',
  tag: 'Release student',
  singular: 'PickUpStudent',
  plural: 'PickUpStudents',
  item: PickUpStudentSchema,
  detail: PickUpStudentSchema,
  filters: ['fullName', 'classYearId'],
  listErrors: [403],
  getErrors: [403, 404],
  listSummary:
    'This year’s students of the campuses where the caller holds a position, by full name (list contract; search ' +
    'by fullName; needs create StudentPickUpRequest)',
  getSummary: 'One student a pick-up can be logged for (403 at another campus)',
});
