import { view, type RouteManifest } from '@/lib/route-manifest';

/** Screens not built yet: the routes and their guards exist, each shows "coming soon". */
export const routes: RouteManifest = [
  {
    key: 'leaps',
    label: 'LEAPS',
    access: [view('LeapsEvent')],
    menu: {
      order: 60,
      icon: 'sparkles',
      description: 'Record students’ participation, achievement, leadership and service events.',
    },
  },
  { key: 'leapsAdd', label: 'Add LEAPS event', access: [{ action: 'create', subject: 'LeapsEvent' }], parent: 'leaps' },
  { key: 'leapsEvent', label: 'LEAPS event', access: [view('LeapsEvent')], parent: 'leaps' },
  { key: 'leapsEdit', label: 'Edit', access: [{ action: 'update', subject: 'LeapsEvent' }], parent: 'leapsEvent' },
];
