import { view, type RouteManifest } from '@/lib/route-manifest';

/** Issue 12's file sharing: each share's list and a file's page with its versions. */
export const routes: RouteManifest = [
  {
    key: 'academicDepartmentFiles',
    label: 'Academic Department Files',
    access: [view('AcademicDepartmentFile')],
    screen: () => import('@/features/file-sharing/routes/file-sharing-screen'),
    menu: {
      order: 120,
      group: 'File Sharing',
      icon: 'building',
      description: 'Files shared within your academic department.',
    },
  },
  {
    key: 'academicDepartmentFile',
    label: 'File details',
    access: [view('AcademicDepartmentFile')],
    parent: 'academicDepartmentFiles',
    screen: () => import('@/features/file-sharing/routes/file-sharing-screen'),
  },
  {
    key: 'subjectFiles',
    label: 'Subject Files',
    access: [view('SubjectFile')],
    screen: () => import('@/features/file-sharing/routes/file-sharing-screen'),
    menu: {
      order: 121,
      group: 'File Sharing',
      icon: 'folderOpen',
      description: 'Files shared by the teachers of a subject.',
    },
  },
  {
    key: 'subjectFile',
    label: 'File details',
    access: [view('SubjectFile')],
    parent: 'subjectFiles',
    screen: () => import('@/features/file-sharing/routes/file-sharing-screen'),
  },
];
