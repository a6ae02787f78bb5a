import { view, type RouteManifest } from '@/lib/route-manifest';

/** Co-curricular activities: grading participation and assigning students (issue 11). */
export const routes: RouteManifest = [
  {
    key: 'ccaYears',
    label: 'CCA Grading',
    access: [view('CcaInYear')],
    screen: () => import('@/features/cca/routes/cca-years'),
    menu: {
      order: 140,
      group: 'Co-Curricular Activities',
      icon: 'medal',
      description: 'Grade students’ participation in the activities you run.',
    },
  },
  {
    key: 'ccaYear',
    label: 'CCA grade',
    access: [view('CcaInYear')],
    parent: 'ccaYears',
    screen: () => import('@/features/cca/routes/cca-year-grades'),
  },
  {
    key: 'ccaYearAssignments',
    label: 'CCA Assignment',
    access: [view('CcaInYear')],
    screen: () => import('@/features/cca/routes/cca-assignments'),
    menu: {
      order: 141,
      group: 'Co-Curricular Activities',
      icon: 'userPlus',
      description: 'Assign students to this year’s clubs, teams and groups.',
    },
  },
  {
    key: 'ccaYearAssignment',
    label: 'Assign students',
    access: [{ action: 'update', subject: 'CcaInYear' }],
    parent: 'ccaYearAssignments',
    screen: () => import('@/features/cca/routes/cca-assignment'),
  },
];
