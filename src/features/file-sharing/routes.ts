import { view, type RouteManifest } from '@/lib/route-manifest';

/** Screens not built yet: the routes and their guards exist, each shows "coming soon". */
export const routes: RouteManifest = [
  {
    key: 'academicDepartmentFiles',
    label: 'Academic Department Files',
    access: [view('AcademicDepartmentFile')],
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
  },
  {
    key: 'subjectFiles',
    label: 'Subject Files',
    access: [view('SubjectFile')],
    menu: {
      order: 121,
      group: 'File Sharing',
      icon: 'folderOpen',
      description: 'Files shared by the teachers of a subject.',
    },
  },
  { key: 'subjectFile', label: 'File details', access: [view('SubjectFile')], parent: 'subjectFiles' },
];
