import { view, type RouteManifest } from '@/lib/route-manifest';

/** The assignments set to the user's classes, one assignment's students, and grading one student's submission. */
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
  {
    key: 'assignment',
    label: 'Assignment details',
    access: [view('LessonBuilder')],
    parent: 'assignments',
    screen: () => import('@/features/assignments/routes/assignment-details'),
  },
  {
    key: 'studentSubmission',
    label: 'Student submission',
    access: [view('LessonBuilder')],
    parent: 'assignment',
    screen: () => import('@/features/assignments/routes/student-submission'),
  },
];
