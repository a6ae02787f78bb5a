import { view, type RouteManifest } from '@/lib/route-manifest';

export const routes: RouteManifest = [
  {
    key: 'ebadges',
    label: 'E-Badges',
    access: [view('Class')],
    screen: () => import('@/features/ebadges/routes/ebadges'),
    menu: {
      order: 70,
      group: 'Grade',
      icon: 'award',
      description: 'Award badges to students and see what each has earned.',
    },
  },
  {
    key: 'ebadgesClass',
    label: 'Class e-badges',
    access: [view('Class')],
    parent: 'ebadges',
    screen: () => import('@/features/ebadges/routes/ebadges-class'),
  },
];
