import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';

const DashboardSchema = z.object({
  classesCount: z.number().int().nonnegative(),
  studentsCount: z.number().int().nonnegative(),
  pendingSubmissionsCount: z.number().int().nonnegative(),
  eventsThisWeek: z.array(z.object({ id: z.string(), title: z.string(), startsAt: z.string(), endsAt: z.string() })),
});
export type Dashboard = z.infer<typeof DashboardSchema>;

export const dashboardKeys = { all: ['dashboard'] as const };

export async function fetchDashboard(): Promise<Dashboard> {
  const { data } = await apiClient.get('/dashboard');
  return DashboardSchema.parse(data);
}

export const dashboardQueryOptions = () => queryOptions({ queryKey: dashboardKeys.all, queryFn: fetchDashboard });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
