import { view, type RouteManifest } from '@/lib/route-manifest';

export const routes: RouteManifest = [
  {
    key: 'gradebook',
    label: 'Gradebook',
    access: [view('StudentReport')],
    screen: () => import('@/features/gradebook/routes/gradebook-subjects'),
    menu: {
      order: 71,
      group: 'Grade',
      icon: 'table',
      description: 'Enter marks per term and see scores and grades as you type.',
    },
  },
  {
    key: 'gradebookSubject',
    label: 'Gradebook details',
    access: [view('StudentReport')],
    parent: 'gradebook',
    screen: () => import('@/features/gradebook/routes/gradebook-sheet'),
  },
];
