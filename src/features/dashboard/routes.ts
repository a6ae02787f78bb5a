import type { RouteManifest } from '@/lib/route-manifest';

export const routes: RouteManifest = [
  {
    key: 'dashboard',
    label: 'Dashboard',
    access: [],
    screen: () => import('@/features/dashboard/routes/dashboard'),
    menu: {
      order: 10,
      icon: 'dashboard',
      description: 'Your classes, students and what needs you today, at a glance.',
    },
  },
];
