import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { sessionKeys } from '@/lib/session/session-keys';

export const AcademicYearSchema = z.object({
  id: z.string(),
  year: z.string(),
  term1StartDate: z.string(),
  term1EndDate: z.string(),
  term2StartDate: z.string(),
  term2EndDate: z.string(),
  term3StartDate: z.string(),
  term3EndDate: z.string(),
  term4StartDate: z.string(),
  term4EndDate: z.string(),
});
export type AcademicYear = z.infer<typeof AcademicYearSchema>;

export async function fetchCurrentAcademicYear(): Promise<AcademicYear> {
  const { data } = await apiClient.get('/academic-years/current');
  return AcademicYearSchema.parse(data);
}

export const currentAcademicYearQueryOptions = () =>
  queryOptions({ queryKey: sessionKeys.currentAcademicYear(), queryFn: fetchCurrentAcademicYear, staleTime: Infinity });
