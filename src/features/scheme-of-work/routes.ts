import { view, type RouteManifest } from '@/lib/route-manifest';

/** Schemes of work: each subject's teaching weeks, topics and lessons for a term (issue 12). */
export const routes: RouteManifest = [
  {
    key: 'sows',
    label: 'Scheme of Works',
    access: [view('SchemeOfWork')],
    screen: () => import('@/features/scheme-of-work/routes/sows'),
    menu: { order: 130, icon: 'notebook', description: 'Plan each subject’s topics, weeks and lessons for a term.' },
  },
  {
    key: 'sow',
    label: 'Scheme of work details',
    access: [view('SchemeOfWork')],
    parent: 'sows',
    screen: () => import('@/features/scheme-of-work/routes/sow'),
  },
];
