import { view, type RouteManifest } from '@/lib/route-manifest';

export const routes: RouteManifest = [
  {
    key: 'classroomReport',
    label: 'Class report',
    access: [view('Class'), view('StudentReport')],
    parent: 'classroom',
    screen: () => import('@/features/reports/routes/class-report'),
  },
];
