import { view, type RouteManifest } from '@/lib/route-manifest';

/** Screen not built yet: the route and its guard exist, it shows "coming soon". */
export const routes: RouteManifest = [
  {
    key: 'calendar',
    label: 'Calendar',
    access: [view('Schedule')],
    menu: { order: 110, icon: 'calendar', description: 'The school’s timetable, events and key dates.' },
  },
];
