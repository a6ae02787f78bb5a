import { view, type RouteManifest } from '@/lib/route-manifest';

export const routes: RouteManifest = [
  {
    key: 'classrooms',
    label: 'Classrooms',
    access: [view('Class')],
    screen: () => import('@/features/classrooms/routes/classrooms'),
    menu: { order: 40, icon: 'school', description: 'Class lists, student details and class reports per term.' },
  },
  {
    key: 'classroom',
    label: 'Classroom details',
    access: [view('Class')],
    parent: 'classrooms',
    screen: () => import('@/features/classrooms/routes/classroom'),
  },
  {
    // Whoever may open the class reads its history; the backend answers 403 for a class that is not theirs.
    key: 'classroomHistory',
    label: 'Change history',
    access: [view('Class')],
    parent: 'classroom',
    screen: () => import('@/features/classrooms/routes/class-history'),
  },
  {
    key: 'classroomStudent',
    label: 'Student details',
    access: [view('Class')],
    parent: 'classroom',
    screen: () => import('@/features/classrooms/routes/classroom-student'),
  },
];
