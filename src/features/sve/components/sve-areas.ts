import { paths } from '@/config/paths';
import type { SveExamType, SveLibraryKind } from '@/features/sve/api/sve-schemas';

/** One of the four areas listing exam types: where an exam type opens and what it counts. */
export interface SveArea {
  title: string;
  description: string;
  /** Only the exam types the user is assigned to (SVE assignments); the file libraries list every exam type. */
  assignedOnly: boolean;
  countHeader: string;
  count: (examType: SveExamType) => number;
  href: (sveExamTypeId: string) => string;
  emptyMessage: string;
}

export const SVE_AREAS = {
  assignments: {
    title: 'SVE Assignments',
    description: 'The SVE exam types you are assigned to. Open one to set assignments with files.',
    assignedOnly: true,
    countHeader: 'Assignments',
    count: (examType) => examType.assignmentsCount,
    href: (sveExamTypeId) => paths.sve.href({ sveExamTypeId }),
    emptyMessage: 'You are not assigned to any SVE exam type.',
  },
  PAST_PAPER: {
    title: 'SVE Past Papers',
    description: 'Past papers per SVE exam type.',
    assignedOnly: false,
    countHeader: 'Past papers',
    count: (examType) => examType.pastPapersCount,
    href: (sveExamTypeId) => paths.svePastPaper.href({ sveExamTypeId }),
    emptyMessage: 'There are no SVE exam types yet.',
  },
  BMT: {
    title: 'BMT File Download',
    description: 'Benchmarking test files per SVE exam type.',
    assignedOnly: false,
    countHeader: 'BMT files',
    count: (examType) => examType.bmtFilesCount,
    href: (sveExamTypeId) => paths.bmtFile.href({ sveExamTypeId }),
    emptyMessage: 'There are no SVE exam types yet.',
  },
  EXAM_SUPPORTING: {
    title: 'Exam Supporting File Download',
    description: 'Supporting files for each SVE exam type.',
    assignedOnly: false,
    countHeader: 'Files',
    count: (examType) => examType.examSupportingFilesCount,
    href: (sveExamTypeId) => paths.examSupportingFile.href({ sveExamTypeId }),
    emptyMessage: 'There are no SVE exam types yet.',
  },
} satisfies Record<'assignments' | SveLibraryKind, SveArea>;
