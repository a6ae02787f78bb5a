import { view, type RouteManifest } from '@/lib/route-manifest';

/** Screens not built yet: the routes and their guards exist, each shows "coming soon". */
export const routes: RouteManifest = [
  {
    key: 'sows',
    label: 'Scheme of Works',
    access: [view('SchemeOfWork')],
    menu: { order: 130, icon: 'notebook', description: 'Plan each subject’s topics, weeks and lessons for a term.' },
  },
  { key: 'sow', label: 'Scheme of work details', access: [view('SchemeOfWork')], parent: 'sows' },
];
