import type { PathKey } from '@/config/paths';

export interface MenuLink {
  type: 'link';
  route: PathKey;
  label: string;
  /** Two-letter mark shown on landing tiles. */
  mark: string;
}
export interface MenuGroup {
  type: 'group';
  label: string;
  children: readonly MenuLink[];
}
export type MenuNode = MenuLink | MenuGroup;

const link = (route: PathKey, label: string, mark: string): MenuLink => ({ type: 'link', route, label, mark });

/**
 * The sidebar of spec §2 in its order. Only labels and order live here; who may see an entry is
 * read from the route table.
 */
export const MENU: readonly MenuNode[] = [
  link('dashboard', 'Dashboard', 'Db'),
  link('resources', 'Resources', 'Rs'),
  link('assignments', 'Assignments', 'As'),
  link('classrooms', 'Classrooms', 'Cl'),
  {
    type: 'group',
    label: 'Form Class',
    children: [
      link('remark', 'Remark', 'Rm'),
      link('heightAndWeight', 'Height & Weight', 'HW'),
      link('streamingAndPromotion', 'Streaming & Promotion', 'SP'),
      link('conduct', 'Conduct', 'Cd'),
    ],
  },
  link('leaps', 'LEAPS', 'Lp'),
  {
    type: 'group',
    label: 'Grade',
    children: [
      link('ebadges', 'E-Badges', 'Eb'),
      link('gradebook', 'Gradebook', 'Gb'),
      link('placementTestResults', 'Placement Test Result', 'PT'),
    ],
  },
  { type: 'group', label: 'SVE', children: [link('sves', 'Assignment', 'SA'), link('svePastPapers', 'Past Paper', 'PP')] },
  link('bmtFiles', 'BMT File Download', 'BM'),
  link('examSupportingFiles', 'Exam Supporting File Download', 'ES'),
  link('calendar', 'Calendar', 'Ca'),
  {
    type: 'group',
    label: 'File Sharing',
    children: [
      link('academicDepartmentFiles', 'Academic Department Files', 'AD'),
      link('subjectFiles', 'Subject Files', 'SF'),
    ],
  },
  link('sows', 'Scheme of Works', 'SW'),
  {
    type: 'group',
    label: 'Co-Curricular Activities',
    children: [link('ccaYears', 'CCA Grading', 'CG'), link('ccaYearAssignments', 'CCA Assignment', 'CA')],
  },
  link('releaseStudent', 'Release Student', 'RS'),
];
