import { view, type RouteManifest } from '@/lib/route-manifest';

/** SVE exam types: assignments of the exam types the user is assigned to, and the file libraries per exam type. */
export const routes: RouteManifest = [
  {
    key: 'sves',
    screen: () => import('@/features/sve/routes/sves-list'),
    label: 'SVE Assignments',
    access: [view('Sve')],
    menu: {
      order: 80,
      group: 'SVE',
      label: 'Assignment',
      icon: 'penLine',
      description: 'Set assignments for the exam types you are assigned to.',
    },
  },
  {
    key: 'sve',
    screen: () => import('@/features/sve/routes/sve-assignments'),
    label: 'SVE exam type',
    access: [view('Sve')],
    parent: 'sves',
  },
  {
    key: 'svePastPapers',
    screen: () => import('@/features/sve/routes/past-papers-list'),
    label: 'SVE Past Papers',
    access: [view('SveExamType')],
    menu: {
      order: 81,
      group: 'SVE',
      label: 'Past Paper',
      icon: 'archive',
      description: 'Share and find past papers per exam type.',
    },
  },
  {
    key: 'svePastPaper',
    screen: () => import('@/features/sve/routes/past-papers'),
    label: 'Past papers',
    access: [view('SveExamType')],
    parent: 'svePastPapers',
  },
  {
    key: 'bmtFiles',
    screen: () => import('@/features/sve/routes/bmt-files-list'),
    label: 'BMT File Download',
    access: [],
    menu: {
      order: 90,
      icon: 'download',
      description: 'Download benchmarking test files per exam type.',
    },
  },
  {
    key: 'bmtFile',
    screen: () => import('@/features/sve/routes/bmt-files'),
    label: 'BMT files',
    access: [],
    parent: 'bmtFiles',
  },
  {
    key: 'examSupportingFiles',
    screen: () => import('@/features/sve/routes/exam-supporting-files-list'),
    label: 'Exam Supporting File Download',
    access: [],
    menu: {
      order: 100,
      icon: 'fileDown',
      description: 'Download the supporting files for each exam type.',
    },
  },
  {
    key: 'examSupportingFile',
    screen: () => import('@/features/sve/routes/exam-supporting-files'),
    label: 'Exam supporting files',
    access: [],
    parent: 'examSupportingFiles',
  },
];
