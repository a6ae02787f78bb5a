import { view, type RouteManifest } from '@/lib/route-manifest';

export const routes: RouteManifest = [
  {
    key: 'resources',
    label: 'Resources',
    access: [view('LessonBuilder')],
    screen: () => import('@/features/resources/routes/resource-subjects'),
    menu: { order: 20, icon: 'bookOpen', description: 'Subjects, chapters, lessons and assignments to teach from.' },
  },
  {
    key: 'resourcesAssign',
    label: 'Assign students',
    access: [{ action: 'update', subject: 'LessonBuilder' }],
    parent: 'resources',
    screen: () => import('@/features/resources/routes/assign-students'),
  },
  {
    key: 'resourceSubject',
    label: 'Chapters',
    access: [view('LessonBuilder')],
    parent: 'resources',
    screen: () => import('@/features/resources/routes/resource-chapters'),
  },
  {
    key: 'resourceChapter',
    label: 'Chapter details',
    access: [view('LessonBuilder')],
    parent: 'resourceSubject',
    screen: () => import('@/features/resources/routes/resource-chapter'),
  },
  {
    key: 'resourceLesson',
    label: 'Lesson details',
    access: [view('LessonBuilder')],
    parent: 'resourceChapter',
    screen: () => import('@/features/resources/routes/resource-lesson'),
  },
  {
    key: 'resourceAssignment',
    label: 'Assignment details',
    access: [view('LessonBuilder')],
    parent: 'resourceChapter',
    screen: () => import('@/features/resources/routes/resource-assignment'),
  },
];
