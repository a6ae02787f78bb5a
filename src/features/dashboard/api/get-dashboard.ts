import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callEndpoint, defineEndpoint } from '@/lib/endpoint';

const DashboardSchema = z.object({
  classesCount: z.number().int().nonnegative(),
  studentsCount: z.number().int().nonnegative(),
  pendingSubmissionsCount: z.number().int().nonnegative(),
  eventsThisWeek: z.array(z.object({ id: z.string(), title: z.string(), startsAt: z.string(), endsAt: z.string() })),
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
