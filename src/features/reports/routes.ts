import { view, type RouteManifest } from '@/lib/route-manifest';

export const routes: RouteManifest = [
  {
    key: 'classroomReport',
    label: 'Class report',
    access: [view('Class'), view('StudentReport')],
    parent: 'classroom',
    screen: () => import('@/features/reports/routes/class-report'),
  },
  {
    // Reached from the class's report-season board: the class's term reports as one PDF or a ZIP per pupil.
    key: 'classReportsPrint',
    label: 'Print the term reports',
    access: [view('Class'), view('StudentReport')],
    parent: 'classroom',
    screen: () => import('@/features/reports/routes/class-reports-print'),
  },
  {
    // Reached from the principal's level view: every class of the level at once.
    key: 'levelReportsPrint',
    label: 'Print the level’s term reports',
    access: [view('Class'), view('StudentReport')],
    screen: () => import('@/features/reports/routes/level-reports-print'),
  },
];
