import { view, type RouteManifest } from '@/lib/route-manifest';

export const routes: RouteManifest = [
  {
    key: 'calendar',
    label: 'Calendar',
    access: [view('Schedule')],
    screen: () => import('@/features/calendar/routes/calendar'),
    menu: { order: 110, icon: 'calendar', description: 'The school’s timetable, events and key dates.' },
  },
];
