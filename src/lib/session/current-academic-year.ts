import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { callEndpoint, defineEndpoint } from '@/lib/endpoint';
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

export const getCurrentAcademicYearEndpoint = defineEndpoint({
  operationId: 'getCurrentAcademicYear',
  method: 'get',
  path: '/academic-years/current',
  summary: 'The current academic year and its term dates',
  tag: 'Signed-in user',
  response: AcademicYearSchema,
});

export function fetchCurrentAcademicYear(): Promise<AcademicYear> {
  return callEndpoint(getCurrentAcademicYearEndpoint);
}

export const currentAcademicYearQueryOptions = () =>
  queryOptions({ queryKey: sessionKeys.currentAcademicYear(), queryFn: fetchCurrentAcademicYear, staleTime: Infinity });
