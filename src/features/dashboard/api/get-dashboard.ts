import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callEndpoint, defineEndpoint } from '@/lib/endpoint';
import { REPORT_TYPES } from '@/domain/reports/report-types';

const TermSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

const DashboardSchema = z.object({
  classesCount: z.number().int().nonnegative(),
  studentsCount: z.number().int().nonnegative(),
  pendingSubmissionsCount: z.number().int().nonnegative(),
  /** The week's occurrences from the calendar, in the school's local time: `YYYY-MM-DD` when all day, else `YYYY-MM-DDTHH:mm`. */
  eventsThisWeek: z.array(
    z.object({ id: z.string(), title: z.string(), allDay: z.boolean(), startsAt: z.string(), endsAt: z.string() }),
  ),
  classes: z.array(
    z.object({ id: z.string(), name: z.string(), isHomeroom: z.boolean(), studentsCount: z.number().int().nonnegative() }),
  ),
  currentTerm: TermSchema,
  placementToFinalize: z.array(
    z.object({
      programmeId: z.string(),
      programmeName: z.string(),
      masterLevelId: z.string(),
      masterLevelName: z.string(),
      count: z.number().int().positive(),
    }),
  ),
  missingMarks: z.array(
    z.object({
      subjectYearId: z.string(),
      subjectYearName: z.string(),
      term: TermSchema,
      missing: z.number().int().positive(),
      expected: z.number().int().positive(),
    }),
  ),
  missingMarksTotal: z.object({ subjects: z.number().int().nonnegative(), marks: z.number().int().nonnegative() }),
  reportsReady: z.array(
    z.object({ classYearId: z.string(), className: z.string(), term: TermSchema, reportType: z.enum(REPORT_TYPES) }),
  ),
  classesAwaitingMarks: z.number().int().nonnegative(),
});
export type Dashboard = z.infer<typeof DashboardSchema>;

export const dashboardKeys = { all: ['dashboard'] as const };

export const getDashboardEndpoint = defineEndpoint({
  operationId: 'getDashboard',
  method: 'get',
  path: '/dashboard',
  summary: "Figures computed from the signed-in user's data",
  tag: 'Signed-in user',
  response: DashboardSchema,
});

export function fetchDashboard(): Promise<Dashboard> {
  return callEndpoint(getDashboardEndpoint);
}

export const dashboardQueryOptions = () => queryOptions({ queryKey: dashboardKeys.all, queryFn: fetchDashboard });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
