import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { studentKeys } from '@/features/classrooms/api/classroom-keys';
import { apiClient } from '@/lib/api-client';
import { GENDERS, ID_TYPES, RELIGIONS, TITLES } from '@/lib/school-rules/enums';

const StudentSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  gender: z.enum(GENDERS),
  religion: z.enum(RELIGIONS).nullable(),
  idType: z.enum(ID_TYPES).nullable(),
  idNumber: z.string().nullable(),
  title: z.enum(TITLES).nullable().optional(),
  dateOfBirth: z.string(),
  classYearId: z.string(),
  guardians: z.array(z.object({ name: z.string(), relationship: z.string(), phone: z.string(), email: z.string() })),
});
export type Student = z.infer<typeof StudentSchema>;

export async function fetchStudent(id: string, signal?: AbortSignal): Promise<Student> {
  const { data } = await apiClient.get(`/students/${encodeURIComponent(id)}`, { signal });
  return StudentSchema.parse(data);
}

export const studentQueryOptions = (id: string) =>
  queryOptions({ queryKey: studentKeys.detail(id), queryFn: ({ signal }) => fetchStudent(id, signal) });

export function useStudent(id: string) {
  return useQuery(studentQueryOptions(id));
}
