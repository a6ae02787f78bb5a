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

export interface Permission {
  action: Action;
  subject: Subject;
}
