import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { classYearKeys } from '@/features/classrooms/api/classroom-keys';
import { GENDERS, ID_TYPES, TITLES } from '@/lib/school-rules/enums';
import { fetchList, type ListParams } from '@/lib/list-query';

const ClassStudentSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  gender: z.enum(GENDERS),
  dateOfBirth: z.string(),
  idType: z.enum(ID_TYPES).nullable(),
  idNumber: z.string().nullable(),
  title: z.enum(TITLES).nullable().optional(),
});
export type ClassStudent = z.infer<typeof ClassStudentSchema>;

export function fetchClassStudents(classYearId: string, params: ListParams, signal?: AbortSignal) {
  return fetchList(`/class-years/${encodeURIComponent(classYearId)}/students`, params, ClassStudentSchema, signal);
}

export const classStudentsQueryOptions = (classYearId: string, params: ListParams) =>
  queryOptions({
    queryKey: classYearKeys.students(classYearId, params),
    queryFn: ({ signal }) => fetchClassStudents(classYearId, params, signal),
    placeholderData: keepPreviousData,
  });

export function useClassStudents(classYearId: string, params: ListParams) {
  return useQuery(classStudentsQueryOptions(classYearId, params));
}
