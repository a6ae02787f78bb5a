import type { Action, Subject } from '@/config/permissions';

/** A permission pair as one key: `'update StudentReport'`. */
export type PermissionKey = `${Action} ${Subject}`;

/** How a subject is named in a sentence, for the reason of a pair the table below does not word. */
const SUBJECT_NOUNS: Record<Subject, string> = {
  LeapsEvent: 'LEAPS events',
  Remark: 'remarks',
  HeightAndWeight: 'heights and weights',
  StreamingAndPromotion: 'streaming and promotion',
  Conduct: 'conduct',
  FormTeacherPeriod: 'form teacher periods',
  CcaInYear: 'CCAs',
  AcademicDepartmentFile: 'academic department files',
  SubjectFile: 'subject files',
  PlacementTestResult: 'placement test results',
  StudentPickUpRequest: 'pick-up requests',
  LessonBuilder: 'the lesson builder',
  Class: 'classes',
  StudentReport: 'student reports',
  Schedule: 'the calendar',
  SchemeOfWork: 'schemes of work',
  Sve: 'SVE',
  SveExamType: 'SVE exam types',
};

const VIEW_FILES_BUT_NOT_CHANGE = 'You can view these files but not change them.';
const VIEW_FILES_BUT_NOT_UPLOAD = 'You can view and download these files; uploading needs the permission to share them.';
const VIEW_RECORDS_BUT_NOT_CHANGE = 'You may view these records but not change them.';

/**
 * The words a user reads beside a control their permissions keep off, one entry per pair a screen explains.
 * Every other pair gets the sentence {@link deniedReason} builds from the subject's noun.
 */
const DENIED_REASONS: Partial<Record<PermissionKey, string>> = {
  'update Class': 'You need update permission on classes to award e-badges.',
  'view StudentReport': 'You need view permission on student reports to open class reports.',
  'update StudentReport': 'You may view these marks but not change them.',
  'update CcaInYear': 'You may view these grades but not change them.',
  'update HeightAndWeight': VIEW_RECORDS_BUT_NOT_CHANGE,
  'update StreamingAndPromotion': VIEW_RECORDS_BUT_NOT_CHANGE,
  'create AcademicDepartmentFile': VIEW_FILES_BUT_NOT_UPLOAD,
  'create SubjectFile': VIEW_FILES_BUT_NOT_UPLOAD,
  'update AcademicDepartmentFile': VIEW_FILES_BUT_NOT_CHANGE,
  'update SubjectFile': VIEW_FILES_BUT_NOT_CHANGE,
  'create SveExamType':
    'You can read and download these past papers. Adding one is for staff who manage SVE exam types.',
};

/** Why a user without `action` on `subject` finds the control that needs it switched off. */
export function deniedReason(action: Action, subject: Subject): string {
  return DENIED_REASONS[`${action} ${subject}`] ?? `You need ${action} permission on ${SUBJECT_NOUNS[subject]}.`;
}
