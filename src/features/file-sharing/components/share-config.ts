import { paths } from '@/config/paths';
import type { FileShare } from '@/domain/file-sharing/limits';

/** What differs between the two shares: permission subject, words, links. */
export interface ShareConfig {
  share: FileShare;
  subject: 'AcademicDepartmentFile' | 'SubjectFile';
  title: string;
  description: string;
  /** The folder's kind, as a column header and a field label. */
  folderLabel: 'Department' | 'Subject';
  allFoldersLabel: string;
  emptyFolders: string;
  csvName: string;
  listHref: () => string;
  detailHref: (fileId: string) => string;
}

export const SHARE_CONFIGS: Record<FileShare, ShareConfig> = {
  'academic-department-files': {
    share: 'academic-department-files',
    subject: 'AcademicDepartmentFile',
    title: 'Academic Department Files',
    description: 'Invoices, agreements, letters and cover pages shared within your academic departments.',
    folderLabel: 'Department',
    allFoldersLabel: 'All departments',
    emptyFolders: 'You are not in any academic department yet: departments follow the subjects you teach.',
    csvName: 'academic-department-files.csv',
    listHref: () => paths.academicDepartmentFiles.href(),
    detailHref: (adfId) => paths.academicDepartmentFile.href({ adfId }),
  },
  'subject-files': {
    share: 'subject-files',
    subject: 'SubjectFile',
    title: 'Subject Files',
    description: 'Worksheets, cover pages and documents shared by the teachers of a subject.',
    folderLabel: 'Subject',
    allFoldersLabel: 'All subjects',
    emptyFolders: 'You do not teach any subject this year, so there are no subject files to show.',
    csvName: 'subject-files.csv',
    listHref: () => paths.subjectFiles.href(),
    detailHref: (sfId) => paths.subjectFile.href({ sfId }),
  },
};
