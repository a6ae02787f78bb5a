import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { NamedRefSchema } from '@/domain/school/refs';
import { StaffMemberRefSchema } from '@/domain/school/refs';
import type { ListParams } from '@/lib/list-query';
import { createResourceApi } from '@/lib/resource-api';

/** A subject taught to one class in one academic year (docs/api.md, `GET /subject-years`). */
export const SubjectYearSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    subjectId: z.string(),
    subject: NamedRefSchema,
    classYearId: z.string(),
    classYear: NamedRefSchema,
    academicYearId: z.string(),
    teachers: z.array(StaffMemberRefSchema),
    studentsCount: z.number().int().nonnegative(),
  })
  .meta({ id: 'SubjectYear' });
export type SubjectYear = z.infer<typeof SubjectYearSchema>;

/** Subject years the user teaches (principal: all), for the gradebook and every marks area. */
export const subjectYearsApi = createResourceApi({
  key: 'subject-years',
  path: '/subject-years',
  tag: 'Subject years',
  singular: 'SubjectYear',
  plural: 'SubjectYears',
  item: SubjectYearSchema,
  detail: SubjectYearSchema,
  filters: ['academicYearId', 'classYearId', 'subjectId', 'name'],
  listErrors: [403],
  getErrors: [403, 404],
});
export const subjectYearKeys = subjectYearsApi.keys;

export const fetchSubjectYears = subjectYearsApi.list;

export function useSubjectYears(params: ListParams) {
  return useQuery({ ...subjectYearsApi.listQuery(params), meta: { errorMessage: 'Could not load your subjects.' } });
}
