import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { referenceKeys } from '@/features/classrooms/api/classroom-keys';
import { fetchList } from '@/lib/list-query';

const AcademicYearOption = z.object({ id: z.string(), year: z.string() });

/** The few academic years the class filter offers, fetched whole (pageSize 0), newest first. */
export const academicYearOptionsQuery = () =>
  queryOptions({
    queryKey: referenceKeys.academicYears,
    queryFn: ({ signal }) => fetchList('/academic-years', { pageSize: 0, sortBy: '-year' }, AcademicYearOption, signal),
    staleTime: 5 * 60_000,
  });

export function useAcademicYearOptions() {
  return useQuery(academicYearOptionsQuery());
}
