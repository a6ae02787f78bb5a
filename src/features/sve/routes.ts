import { view, type RouteManifest } from '@/lib/route-manifest';

/** SVE exam types and their file libraries; screens not built yet show "coming soon". */
export const routes: RouteManifest = [
  {
    key: 'sves',
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
  { key: 'sve', label: 'SVE exam type', access: [view('Sve')], parent: 'sves' },
  {
    key: 'svePastPapers',
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
  { key: 'svePastPaper', label: 'Past papers', access: [view('SveExamType')], parent: 'svePastPapers' },
  {
    key: 'bmtFiles',
    label: 'BMT File Download',
    access: [],
    menu: { order: 90, icon: 'download', description: 'Download benchmarking test files per exam type.' },
  },
  { key: 'bmtFile', label: 'BMT files', access: [], parent: 'bmtFiles' },
  {
    key: 'examSupportingFiles',
    label: 'Exam Supporting File Download',
    access: [],
    menu: { order: 100, icon: 'fileDown', description: 'Download the supporting files for each exam type.' },
  },
  { key: 'examSupportingFile', label: 'Exam supporting files', access: [], parent: 'examSupportingFiles' },
];
