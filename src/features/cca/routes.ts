import { view, type RouteManifest } from '@/lib/route-manifest';

/** Co-curricular activities; screens not built yet show "coming soon". */
export const routes: RouteManifest = [
  {
    key: 'ccaYears',
    label: 'CCA Grading',
    access: [view('CcaInYear')],
    menu: {
      order: 140,
      group: 'Co-Curricular Activities',
      icon: 'medal',
      description: 'Grade students’ participation in the activities you run.',
    },
  },
  { key: 'ccaYear', label: 'CCA grade', access: [view('CcaInYear')], parent: 'ccaYears' },
  {
    key: 'ccaYearAssignments',
    label: 'CCA Assignment',
    access: [view('CcaInYear')],
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
  },
];
