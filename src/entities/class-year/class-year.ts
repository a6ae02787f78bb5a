import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { AcademicYearRefSchema } from '@/entities/academic-year/academic-year';
import { NamedRefSchema } from '@/domain/school/refs';
import { StaffMemberRefSchema } from '@/domain/school/refs';
import type { ListParams } from '@/lib/list-query';
import { createResourceApi } from '@/lib/resource-api';

/** A class of one academic year, with its relations always embedded (docs/api.md, `GET /class-years`). */
export const ClassYearSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    academicYearId: z.string(),
    academicYear: AcademicYearRefSchema.nullable(),
    branchId: z.string(),
    branch: NamedRefSchema.nullable(),
    masterLevelId: z.string(),
    masterLevel: NamedRefSchema.nullable(),
    homeroomTeacherId: z.string().nullable(),
    homeroomTeacher: StaffMemberRefSchema.nullable(),
    studentsCount: z.number().int().nonnegative(),
  })
  .meta({ id: 'ClassYear' });
export type ClassYear = z.infer<typeof ClassYearSchema>;

/** `GET /class-years/{id}`: the class plus its subjects and their teachers. */
export const ClassYearDetailSchema = ClassYearSchema.extend({
  subjects: z.array(
    z.object({
      subjectYearId: z.string(),
      subjectId: z.string(),
      name: z.string(),
      teachers: z.array(StaffMemberRefSchema),
    }),
  ),
}).meta({ id: 'ClassYearDetail' });
export type ClassYearDetail = z.infer<typeof ClassYearDetailSchema>;

/** Classes, for every area that lists or opens one (classrooms, e-badges, form class, …): one cache. */
export const classYearsApi = createResourceApi({
  key: 'class-years',
  path: '/class-years',
  tag: 'Classes',
  singular: 'ClassYear',
  plural: 'ClassYears',
  item: ClassYearSchema,
  detail: ClassYearDetailSchema,
  filters: ['academicYearId', 'masterLevelId', 'branchId', 'name'],
  listErrors: [403],
  getErrors: [403, 404],
});
export const classYearKeys = classYearsApi.keys;

export const fetchClassYears = classYearsApi.list;

export function useClassYears(params: ListParams) {
  return useQuery(classYearsApi.listQuery(params));
}

export function useClassYear(id: string) {
  return useQuery(classYearsApi.detailQuery(id));
}
