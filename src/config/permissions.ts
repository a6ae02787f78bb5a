/** Actions a permission grants (spec §6). */
export const ACTIONS = ['view', 'create', 'update'] as const;
export type Action = (typeof ACTIONS)[number];

/** Permission subjects: the entity-type names of spec §3 and §6. */
export const SUBJECTS = [
  'LeapsEvent',
  'Remark',
  'HeightAndWeight',
  'StreamingAndPromotion',
  'Conduct',
  'FormTeacherPeriod',
  'CcaInYear',
  'AcademicDepartmentFile',
  'SubjectFile',
  'PlacementTestResult',
  'StudentPickUpRequest',
  'LessonBuilder',
  'Class',
  'StudentReport',
  'Schedule',
  'SchemeOfWork',
  'Sve',
  'SveExamType',
] as const;
export type Subject = (typeof SUBJECTS)[number];

/** Each subject in the school's words, for messages a person reads ("You do not have permission to view student reports."). */
export const SUBJECT_WORDS: Record<Subject, string> = {
  LeapsEvent: 'LEAPS events',
  Remark: 'remarks',
  HeightAndWeight: 'heights and weights',
  StreamingAndPromotion: 'streaming and promotion',
  Conduct: 'conduct grades',
  FormTeacherPeriod: 'FTP evaluations',
  CcaInYear: 'CCAs',
  AcademicDepartmentFile: 'academic department files',
  SubjectFile: 'subject files',
  PlacementTestResult: 'placement test results',
  StudentPickUpRequest: 'pick-up requests',
  LessonBuilder: 'lesson resources',
  Class: 'classes',
  StudentReport: 'student reports',
  Schedule: 'the calendar',
  SchemeOfWork: 'schemes of work',
  Sve: 'SVE assignments',
  SveExamType: 'SVE exam types',
};

/** The refusal a person reads when they lack `action` on `subject`. */
export function permissionRefusal(action: Action, subject: Subject): string {
  const verb = action === 'view' ? 'view' : action === 'create' ? 'add' : 'change';
  return `You do not have permission to ${verb} ${SUBJECT_WORDS[subject]}.`;
}

export interface Permission {
  action: Action;
  subject: Subject;
}
