import { view, type RouteManifest } from '@/lib/route-manifest';

export const routes: RouteManifest = [
  {
    key: 'placementTestResults',
    label: 'Placement Test Results',
    access: [view('PlacementTestResult')],
    screen: () => import('@/features/placement-results/routes/placement-results'),
    menu: {
      order: 72,
      group: 'Grade',
      label: 'Placement Test Result',
      icon: 'clipboardCheck',
      description: 'Enter, review and finalize admissions placement test results.',
    },
  },
  {
    key: 'placementTestResultsAdd',
    label: 'Add/Edit Result',
    access: [view('PlacementTestResult')],
    parent: 'placementTestResults',
    screen: () => import('@/features/placement-results/routes/placement-entry'),
  },
];
