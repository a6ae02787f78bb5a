import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callEndpoint, defineEndpoint } from '@/lib/endpoint';
import { defineListEndpoint, fetchListOf } from '@/lib/list-endpoint';
import type { ListParams } from '@/lib/list-query';
import { createQueryKeys } from '@/lib/query-keys';
import { GENDERS, ID_TYPES, RELIGIONS, TITLES } from '@/domain/school/enums';

/** A student as a class list shows them (`GET /class-years/{id}/students`). */
export const ClassStudentSchema = z
  .object({
    id: z.string(),
    fullName: z.string(),
    gender: z.enum(GENDERS),
    dateOfBirth: z.string(),
    idType: z.enum(ID_TYPES).nullable(),
    idNumber: z.string().nullable(),
    title: z.enum(TITLES).nullable().optional(),
  })
  .meta({ id: 'ClassStudent' });
export type ClassStudent = z.infer<typeof ClassStudentSchema>;

/** One student's particulars (`GET /students/{id}`). */
export const StudentSchema = ClassStudentSchema.extend({
  religion: z.enum(RELIGIONS).nullable(),
  classYearId: z.string(),
  guardians: z.array(z.object({ name: z.string(), relationship: z.string(), phone: z.string(), email: z.string() })),
}).meta({ id: 'Student' });
export type Student = z.infer<typeof StudentSchema>;

/** Students, whichever area reads them: one cache, so a change to a student refreshes every screen. */
export const studentKeys = createQueryKeys('students');

export const classStudentsEndpoint = defineListEndpoint({
  operationId: 'listClassStudents',
  path: '/class-years/{classYearId}/students',
  summary: 'Students of a class (list contract, search key fullName)',
  tag: 'Students',
  params: z.object({ classYearId: z.string() }),
  item: ClassStudentSchema,
  filters: ['fullName'],
  errors: [403, 404],
});

export const getStudentEndpoint = defineEndpoint({
  operationId: 'getStudent',
  method: 'get',
  path: '/students/{id}',
  summary: "One student's particulars and guardians",
  tag: 'Students',
  params: z.object({ id: z.string() }),
  response: StudentSchema,
  errors: [403, 404],
});

/** A student as `GET /students` lists them (the searchable select of /resources/assign reads it by full name). */
export const StudentListItemSchema = z
  .object({ id: z.string(), fullName: z.string(), classYearId: z.string() })
  .meta({ id: 'StudentListItem' });

export const listStudentsEndpoint = defineListEndpoint({
  operationId: 'listStudents',
  path: '/students',
  summary: "Students of the caller's classes (list contract; search by fullName, filter by classYearId)",
  tag: 'Students',
  item: StudentListItemSchema,
  filters: ['fullName', 'classYearId'],
  errors: [403],
});

export function fetchClassStudents(classYearId: string, params: ListParams, signal?: AbortSignal) {
  return fetchListOf(classStudentsEndpoint, params, { params: { classYearId }, signal });
}

export const classStudentsQueryOptions = (classYearId: string, params: ListParams) =>
  queryOptions({
    queryKey: studentKeys.list({ classYearId, ...params }),
    queryFn: ({ signal }) => fetchClassStudents(classYearId, params, signal),
    placeholderData: keepPreviousData,
  });

export function useClassStudents(classYearId: string, params: ListParams) {
  return useQuery(classStudentsQueryOptions(classYearId, params));
}

export const studentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: studentKeys.detail(id),
    queryFn: ({ signal }) => callEndpoint(getStudentEndpoint, { params: { id }, signal }),
  });

export function useStudent(id: string) {
  return useQuery(studentQueryOptions(id));
}
