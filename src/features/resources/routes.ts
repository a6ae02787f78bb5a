import { view, type RouteManifest } from '@/lib/route-manifest';

/** Screens not built yet: the routes and their guards exist, each shows "coming soon". */
export const routes: RouteManifest = [
  {
    key: 'resources',
    label: 'Resources',
    access: [view('LessonBuilder')],
    menu: { order: 20, icon: 'bookOpen', description: 'Subjects, chapters, lessons and assignments to teach from.' },
  },
  {
    key: 'resourcesAssign',
    label: 'Assign students',
    access: [{ action: 'update', subject: 'LessonBuilder' }],
    parent: 'resources',
    screen: () => import('@/features/resources/routes/assign-students'),
  },
  { key: 'resourceSubject', label: 'Chapters', access: [view('LessonBuilder')], parent: 'resources' },
  { key: 'resourceChapter', label: 'Chapter details', access: [view('LessonBuilder')], parent: 'resourceSubject' },
  { key: 'resourceLesson', label: 'Lesson details', access: [view('LessonBuilder')], parent: 'resourceChapter' },
  {
    key: 'resourceAssignment',
    label: 'Assignment details',
    access: [view('LessonBuilder')],
    parent: 'resourceChapter',
  },
];
