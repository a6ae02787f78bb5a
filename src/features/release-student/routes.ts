import { view, type RouteManifest } from '@/lib/route-manifest';

/** Screen not built yet: the route and its guard exist, it shows "coming soon". */
export const routes: RouteManifest = [
  {
    key: 'releaseStudent',
    label: 'Release Student',
    access: [view('StudentPickUpRequest')],
    menu: { order: 150, icon: 'doorOpen', description: 'Release students for early pick-up and record the time.' },
  },
];
