import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { classYearKeys } from '@/features/classrooms/api/classroom-keys';
import { ClassYearSchema } from '@/features/classrooms/api/get-class-years';
import { apiClient } from '@/lib/api-client';

const ClassYearDetailSchema = ClassYearSchema.extend({
  subjects: z.array(
    z.object({
      subjectYearId: z.string(),
      subjectId: z.string(),
      name: z.string(),
      teachers: z.array(z.object({ id: z.string(), fullName: z.string() })),
    }),
  ),
});
export type ClassYearDetail = z.infer<typeof ClassYearDetailSchema>;

export async function fetchClassYear(id: string, signal?: AbortSignal): Promise<ClassYearDetail> {
  const { data } = await apiClient.get(`/class-years/${encodeURIComponent(id)}`, { signal });
  return ClassYearDetailSchema.parse(data);
}

export const classYearQueryOptions = (id: string) =>
  queryOptions({ queryKey: classYearKeys.detail(id), queryFn: ({ signal }) => fetchClassYear(id, signal) });

export function useClassYear(id: string) {
  return useQuery(classYearQueryOptions(id));
}
