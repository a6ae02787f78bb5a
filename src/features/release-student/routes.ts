import { view, type RouteManifest } from '@/lib/route-manifest';

export const routes: RouteManifest = [
  {
    key: 'releaseStudent',
    label: 'Release Student',
    access: [view('StudentPickUpRequest')],
    screen: () => import('@/features/release-student/routes/release-student'),
    menu: { order: 150, icon: 'doorOpen', description: 'Release students for early pick-up and record the time.' },
  },
];
