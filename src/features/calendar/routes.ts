import { view, type RouteManifest } from '@/lib/route-manifest';

export const routes: RouteManifest = [
  {
    key: 'calendar',
    label: 'Calendar',
    access: [view('Schedule')],
    screen: () => {
      // The class list's chunks are fetched with the screen's, not one import level after another (the entry keeps
      // no preload lists for its lazy screens, vite.config.ts), so the month's events are asked for sooner.
      void import('@/entities/class-year/class-year');
      void import('@/lib/list-query');
      return import('@/features/calendar/routes/calendar');
    },
    menu: { order: 110, icon: 'calendar', description: 'The school’s timetable, events and key dates.' },
  },
];
