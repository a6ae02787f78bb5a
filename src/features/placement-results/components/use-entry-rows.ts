import { useMemo } from 'react';
import { useStudentAdmissions } from '@/features/placement-results/api/get-student-admissions';
import { usePlacementSchedules } from '@/features/placement-results/api/get-placement-schedules';
import { useResultsBySchedule } from '@/features/placement-results/api/get-placement-results-by-schedule';
import type { PlacementResult } from '@/domain/placement/results';
import { ANY_TEST_DATE, type EntryQuery } from '@/features/placement-results/rules/entry-filters';

/** One applicant of the entry grid: their schedule (on the chosen date) and result, if any. */
export interface EntryRow {
  placementTestScheduleId: string;
  resultId: string | null;
  studentName: string;
  date: string;
  result: PlacementResult | null;
}

/**
 * The students admitted to the level (a page of them), joined with their placement test schedule
 * and its result — the three calls of spec §7 in sequence. The server pages only the students with
 * a test on the chosen day (or on any day), so the page, its rows and the count agree.
 */
export function useEntryRows({ filters, page, pageSize }: EntryQuery, enabled: boolean) {
  const { date, ...level } = filters;
  const admissions = useStudentAdmissions(enabled ? { ...level, placementTestDate: date, page, pageSize } : null);
  const studentIds = useMemo(() => admissions.data?.data.map((row) => row.studentId), [admissions.data]);
  const schedules = usePlacementSchedules(studentIds, date === ANY_TEST_DATE ? '' : date);
  const scheduleIds = useMemo(() => schedules.data?.map((row) => row.id), [schedules.data]);
  const results = useResultsBySchedule(scheduleIds);

  const rows = useMemo((): EntryRow[] | undefined => {
    if (!admissions.data) return undefined;
    if (admissions.data.data.length === 0) return [];
    if (!schedules.data) return undefined;
    if (schedules.data.length > 0 && !results.data) return undefined;
    const resultBySchedule = new Map((results.data ?? []).map((result) => [result.placementTestScheduleId, result]));
    return admissions.data.data.flatMap((admission) => {
      const schedule = schedules.data.find((row) => row.studentId === admission.studentId);
      if (!schedule) return [];
      const result = resultBySchedule.get(schedule.id) ?? null;
      return [{
        placementTestScheduleId: schedule.id,
        resultId: result?.id ?? null,
        studentName: admission.student?.fullName ?? admission.studentId,
        date: schedule.date,
        result,
      }];
    });
  }, [admissions.data, schedules.data, results.data]);

  const failed = [admissions, schedules, results].find((query) => query.isError);
  return {
    rows,
    count: admissions.data?.count,
    error: failed?.error ?? null,
    retry: () => void failed?.refetch(),
    isFetching: admissions.isFetching || schedules.isFetching || results.isFetching,
  };
}
