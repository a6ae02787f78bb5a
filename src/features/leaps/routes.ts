import { view, type RouteManifest } from '@/lib/route-manifest';

export const routes: RouteManifest = [
  {
    key: 'leaps',
    label: 'LEAPS',
    access: [view('LeapsEvent')],
    screen: () => import('@/features/leaps/routes/leaps-events'),
    menu: {
      order: 60,
      icon: 'sparkles',
      description: 'Record students’ participation, achievement, leadership and service events.',
    },
  },
  {
    key: 'leapsAdd',
    label: 'Add LEAPS event',
    access: [{ action: 'create', subject: 'LeapsEvent' }],
    parent: 'leaps',
    screen: () => import('@/features/leaps/routes/leaps-event-add'),
  },
  {
    key: 'leapsEvent',
    label: 'LEAPS event',
    access: [view('LeapsEvent')],
    parent: 'leaps',
    screen: () => import('@/features/leaps/routes/leaps-event-details'),
  },
  {
    key: 'leapsEdit',
    label: 'Edit',
    access: [{ action: 'update', subject: 'LeapsEvent' }],
    parent: 'leapsEvent',
    screen: () => import('@/features/leaps/routes/leaps-event-edit'),
  },
];
