import { view, type RouteManifest } from '@/lib/route-manifest';

/** `/assignments` is built; an assignment's page and a student's submission come with grading (issue 10). */
export const routes: RouteManifest = [
  {
    key: 'assignments',
    label: 'Assignments',
    access: [view('LessonBuilder')],
    screen: () => import('@/features/assignments/routes/assignments'),
    menu: {
      order: 30,
      icon: 'clipboardList',
      description: 'Set work for your classes, follow submissions and mark them.',
    },
  },
  { key: 'assignment', label: 'Assignment details', access: [view('LessonBuilder')], parent: 'assignments' },
  { key: 'studentSubmission', label: 'Student submission', access: [view('LessonBuilder')], parent: 'assignment' },
];
