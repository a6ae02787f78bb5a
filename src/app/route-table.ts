import type { PathKey } from '@/config/paths';
import type { Subject } from '@/config/permissions';
import type { AccessRequirement } from '@/lib/access';

/** What a route needs, read by the guard, the sidebar and the breadcrumb alike. */
export interface RouteEntry {
  key: PathKey;
  /** Breadcrumb label. */
  label: string;
  access: readonly AccessRequirement[];
  /** The breadcrumb's parent. */
  parent?: PathKey;
  /** Which built screen renders it; routes whose feature has not landed show "coming soon". */
  screen?: ScreenKey;
}

export type ScreenKey =
  | 'landing'
  | 'dashboard'
  | 'profile'
  | 'placementResults'
  | 'placementEntry'
  | 'classrooms'
  | 'classroom'
  | 'classroomStudent'
  | 'ebadges'
  | 'ebadgesClass'
  | 'gradebook'
  | 'gradebookSubject'
  | 'classroomReport';

const view = (subject: Subject): AccessRequirement => ({ action: 'view', subject });
const homeroom: AccessRequirement = { rule: 'homeroom' };

/** The one route table (house style §2): every path of spec §2 with its guard. */
export const ROUTE_TABLE: readonly RouteEntry[] = [
  { key: 'landing', label: 'Home', access: [], screen: 'landing' },
  { key: 'dashboard', label: 'Dashboard', access: [], screen: 'dashboard' },
  { key: 'profile', label: 'Profile', access: [], screen: 'profile' },

  { key: 'resources', label: 'Resources', access: [view('LessonBuilder')] },
  { key: 'resourcesAssign', label: 'Assign students', access: [{ action: 'update', subject: 'LessonBuilder' }], parent: 'resources' },
  { key: 'resourceSubject', label: 'Chapters', access: [view('LessonBuilder')], parent: 'resources' },
  { key: 'resourceChapter', label: 'Chapter details', access: [view('LessonBuilder')], parent: 'resourceSubject' },
  { key: 'resourceLesson', label: 'Lesson details', access: [view('LessonBuilder')], parent: 'resourceChapter' },
  { key: 'resourceAssignment', label: 'Assignment details', access: [view('LessonBuilder')], parent: 'resourceChapter' },

  { key: 'classrooms', label: 'Classrooms', access: [view('Class')], screen: 'classrooms' },
  { key: 'classroom', label: 'Classroom details', access: [view('Class')], parent: 'classrooms', screen: 'classroom' },
  { key: 'classroomReport', label: 'Class report', access: [view('Class'), view('StudentReport')], parent: 'classroom', screen: 'classroomReport' },
  { key: 'classroomStudent', label: 'Student details', access: [view('Class')], parent: 'classroom', screen: 'classroomStudent' },

  { key: 'sows', label: 'Scheme of Works', access: [view('SchemeOfWork')] },
  { key: 'sow', label: 'Scheme of work details', access: [view('SchemeOfWork')], parent: 'sows' },
  { key: 'calendar', label: 'Calendar', access: [view('Schedule')] },
  { key: 'assignments', label: 'Assignments', access: [view('LessonBuilder')] },
  { key: 'assignment', label: 'Assignment details', access: [view('LessonBuilder')], parent: 'assignments' },
  { key: 'studentSubmission', label: 'Student submission', access: [view('LessonBuilder')], parent: 'assignment' },

  { key: 'sves', label: 'SVE Assignments', access: [view('Sve')] },
  { key: 'sve', label: 'SVE exam type', access: [view('Sve')], parent: 'sves' },
  { key: 'svePastPapers', label: 'SVE Past Papers', access: [view('SveExamType')] },
  { key: 'svePastPaper', label: 'Past papers', access: [view('SveExamType')], parent: 'svePastPapers' },
  { key: 'bmtFiles', label: 'BMT File Download', access: [] },
  { key: 'bmtFile', label: 'BMT files', access: [], parent: 'bmtFiles' },
  { key: 'examSupportingFiles', label: 'Exam Supporting File Download', access: [] },
  { key: 'examSupportingFile', label: 'Exam supporting files', access: [], parent: 'examSupportingFiles' },

  { key: 'gradebook', label: 'Gradebook', access: [view('StudentReport')], screen: 'gradebook' },
  {
    key: 'gradebookSubject',
    label: 'Gradebook details',
    access: [view('StudentReport')],
    parent: 'gradebook',
    screen: 'gradebookSubject',
  },

  { key: 'leaps', label: 'LEAPS', access: [view('LeapsEvent')] },
  { key: 'leapsAdd', label: 'Add LEAPS event', access: [{ action: 'create', subject: 'LeapsEvent' }], parent: 'leaps' },
  { key: 'leapsEvent', label: 'LEAPS event', access: [view('LeapsEvent')], parent: 'leaps' },
  { key: 'leapsEdit', label: 'Edit', access: [{ action: 'update', subject: 'LeapsEvent' }], parent: 'leapsEvent' },

  { key: 'remark', label: 'Remark', access: [homeroom, view('Remark')] },
  { key: 'remarkClass', label: 'Class remarks', access: [homeroom, view('Remark')], parent: 'remark' },
  { key: 'heightAndWeight', label: 'Height & Weight', access: [homeroom, view('HeightAndWeight')] },
  { key: 'heightAndWeightClass', label: 'Class height & weight', access: [homeroom, view('HeightAndWeight')], parent: 'heightAndWeight' },
  { key: 'streamingAndPromotion', label: 'Streaming & Promotion', access: [homeroom, view('StreamingAndPromotion')] },
  {
    key: 'streamingAndPromotionClass',
    label: 'Class streaming & promotion',
    access: [homeroom, view('StreamingAndPromotion')],
    parent: 'streamingAndPromotion',
  },
  { key: 'conduct', label: 'Conduct', access: [homeroom, view('Conduct')] },
  { key: 'conductClass', label: 'Class conduct', access: [homeroom, view('Conduct')], parent: 'conduct' },

  { key: 'ebadges', label: 'E-Badges', access: [view('Class')], screen: 'ebadges' },
  { key: 'ebadgesClass', label: 'Class e-badges', access: [view('Class')], parent: 'ebadges', screen: 'ebadgesClass' },
  { key: 'ccaYears', label: 'CCA Grading', access: [view('CcaInYear')] },
  { key: 'ccaYear', label: 'CCA grade', access: [view('CcaInYear')], parent: 'ccaYears' },
  { key: 'ccaYearAssignments', label: 'CCA Assignment', access: [view('CcaInYear')] },
  { key: 'ccaYearAssignment', label: 'Assign students', access: [{ action: 'update', subject: 'CcaInYear' }], parent: 'ccaYearAssignments' },

  { key: 'academicDepartmentFiles', label: 'Academic Department Files', access: [view('AcademicDepartmentFile')] },
  { key: 'academicDepartmentFile', label: 'File details', access: [view('AcademicDepartmentFile')], parent: 'academicDepartmentFiles' },
  { key: 'subjectFiles', label: 'Subject Files', access: [view('SubjectFile')] },
  { key: 'subjectFile', label: 'File details', access: [view('SubjectFile')], parent: 'subjectFiles' },

  { key: 'placementTestResults', label: 'Placement Test Results', access: [view('PlacementTestResult')], screen: 'placementResults' },
  {
    key: 'placementTestResultsAdd',
    label: 'Add/Edit Result',
    access: [view('PlacementTestResult')],
    parent: 'placementTestResults',
    screen: 'placementEntry',
  },
  { key: 'releaseStudent', label: 'Release Student', access: [view('StudentPickUpRequest')] },
];

export const ROUTES_BY_KEY: ReadonlyMap<PathKey, RouteEntry> = new Map(ROUTE_TABLE.map((entry) => [entry.key, entry]));
