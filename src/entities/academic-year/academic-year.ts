import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { createResourceApi } from '@/lib/resource-api';

// The current academic year (GET /academic-years/current) is part of the session, in src/lib/session/.

/** An academic year as other resources embed it. */
export const AcademicYearRefSchema = z.object({ id: z.string(), year: z.string() }).meta({ id: 'AcademicYearRef' });
export type AcademicYearRef = z.infer<typeof AcademicYearRefSchema>;

export const academicYearsApi = createResourceApi({
  key: 'academic-years',
  path: '/academic-years',
  tag: 'Reference lists',
  singular: 'AcademicYear',
  plural: 'AcademicYears',
  item: AcademicYearRefSchema,
  detail: AcademicYearRefSchema,
  staleTime: 5 * 60_000,
});

/** The few academic years a year filter offers, fetched whole (pageSize 0), newest first. */
export const academicYearOptionsQuery = () => academicYearsApi.listQuery({ pageSize: 0, sortBy: '-year' });

export function useAcademicYearOptions() {
  return useQuery(academicYearOptionsQuery());
}
