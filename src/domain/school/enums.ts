/** The enumerations of spec §3 that classrooms, gradebook, reports and e-badges use. */

export const TITLES = ['Mr', 'Mrs', 'Miss', 'Ms'] as const;
export type Title = (typeof TITLES)[number];

export const GENDERS = ['Male', 'Female', 'Other'] as const;
export type Gender = (typeof GENDERS)[number];

export const RELIGIONS = ['Buddhist', 'Catholic', 'Christian', 'Confucian', 'Hindu', 'Moslem', 'Others'] as const;
export type Religion = (typeof RELIGIONS)[number];

export const ID_TYPES = ['KTP', 'SIM', 'Passport', 'NPWP', 'KITAS', 'KITAP'] as const;
export type IdType = (typeof ID_TYPES)[number];

export const COLOURS = ['Green', 'Red', 'Yellow', 'Blue'] as const;
export type Colour = (typeof COLOURS)[number];

/** Assessment type codes of spec §3; CA, CAT, SA, FYA and MEDAL form the report-weighting group. */
export const ASSESSMENT_TYPE_CODES = ['TT', 'MYE', 'FYE', 'CA', 'CAT', 'SA', 'FYA', 'MEDAL'] as const;
export type AssessmentTypeCode = (typeof ASSESSMENT_TYPE_CODES)[number];
export const ASSESSMENT_GROUP_CODES: readonly AssessmentTypeCode[] = ['CA', 'CAT', 'SA', 'FYA', 'MEDAL'];

export const ASSESSMENT_TYPE_LABELS_BY_CODE: Readonly<Record<AssessmentTypeCode, string>> = {
  TT: 'Topical Test',
  MYE: 'Mid-Year Exam',
  FYE: 'Final-Year Exam',
  CA: 'Continuous Assessment',
  CAT: 'Continuous Assessment Term',
  SA: 'Semestral Assessment',
  FYA: 'Final-Year Assessment',
  MEDAL: 'Medal',
};

/** Every assessment type label of spec §3, including those the spec gives no code. */
export const ASSESSMENT_TYPE_LABELS = [
  'Topical Test',
  'DCA',
  'Benchmarking Test',
  'Mid-Year Exam',
  'Final-Year Exam',
  'Verbal Test',
  'Integrated Check',
  'Performance in each Unit',
  'Continuous Assessment',
  'Continuous Assessment Term',
  'Semestral Assessment',
  'Final-Year Assessment',
  'Medal',
  'Listening Integrated Check',
  'Speaking Integrated Check',
  'Writing Integrated Check',
  'Reading Integrated Check',
] as const;

export const ATTENDANCE_STATUSES = ['Present', 'Late', 'Absent', 'Absent Without Excuse'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

export const FREQUENCIES = ['A', 'M', 'S', 'N'] as const;
export type Frequency = (typeof FREQUENCIES)[number];
export const FREQUENCY_LABELS: Readonly<Record<Frequency, string>> = {
  A: 'Almost',
  M: 'Most Of The Time',
  S: 'Seldom',
  N: 'Never',
};

export const PROMOTION_OUTCOMES = ['Promoted', 'Conditionally Promoted', 'Retained'] as const;
export type PromotionOutcome = (typeof PROMOTION_OUTCOMES)[number];

export const OBSERVATION_LEVELS = ['NEED_ASSISTANCE', 'EMERGING', 'FREQUENTLY_OBSERVED', 'CONSISTENTLY_OBSERVED'] as const;
export type ObservationLevel = (typeof OBSERVATION_LEVELS)[number];
export const OBSERVATION_LEVEL_LABELS: Readonly<Record<ObservationLevel, string>> = {
  NEED_ASSISTANCE: 'Need Assistance',
  EMERGING: 'Emerging',
  FREQUENTLY_OBSERVED: 'Frequently Observed',
  CONSISTENTLY_OBSERVED: 'Consistently Observed',
};

/** LEAPS domains and the overall attainment bands printed on the LEAPS report. */
export const LEAPS_DOMAINS = ['participation', 'achievement', 'leadership', 'service'] as const;
export type LeapsDomain = (typeof LEAPS_DOMAINS)[number];
export const LEAPS_ATTAINMENTS = ['Excellent', 'Good', 'Fair', 'Below Fair'] as const;
export type LeapsAttainment = (typeof LEAPS_ATTAINMENTS)[number];
