import type { Permission } from '../config/permissions';

/** Row shapes of the demo database. Every row has a string id and an ISO createdAt. */
interface Row {
  id: string;
  createdAt: string;
}

export interface Branch extends Row {
  name: string;
  code: string;
}

export const TERMS = [1, 2, 3, 4] as const;

export interface AcademicYear extends Row {
  name: string;
  year: string;
  startDate: string;
  endDate: string;
  isCurrent: boolean;
  term1StartDate: string;
  term1EndDate: string;
  term2StartDate: string;
  term2EndDate: string;
  term3StartDate: string;
  term3EndDate: string;
  term4StartDate: string;
  term4EndDate: string;
}

export type ProgrammeType = 'ACADEMIC' | 'NONACADEMIC';

export interface MasterProgramme extends Row {
  name: string;
  code: string;
  type: ProgrammeType;
}

export interface MasterLevel extends Row {
  name: string;
  code: string;
  order: number;
  masterProgrammeId: string;
}

export interface ClassYear extends Row {
  name: string;
  academicYearId: string;
  branchId: string;
  masterLevelId: string;
  homeroomTeacherId: string | null;
}

export type Gender = 'Male' | 'Female';

export interface Student extends Row {
  /** Same as fullName, so generic selects (label key `name`) work without configuration. */
  name: string;
  fullName: string;
  gender: Gender;
  dateOfBirth: string;
  classYearId: string;
  branchId: string;
}

export interface Subject extends Row {
  name: string;
  code: string;
}

export interface Position extends Row {
  name: string;
}

export interface EmployeePosition extends Row {
  employeeId: string;
  positionId: string;
  branchId: string;
  academicYearId: string;
}

/** Staff accounts. Every employee is a user; the demo keeps passwords in clear because it is a demo. */
export interface User extends Row {
  username: string;
  password: string;
  fullName: string;
  email: string;
  adminPageAccessId: string | null;
  crossPortalAvailability: boolean;
  sgechineseServiceAvailability: boolean;
  koobitsServiceAvailability: boolean;
  hasDefaultPassword: boolean;
  permissions: Permission[];
}

/** Who teaches which subject in which class. */
export interface TeachingAssignment extends Row {
  classYearId: string;
  subjectId: string;
  teacherId: string;
}

export interface SveExamType extends Row {
  name: string;
  academicYearId: string;
}

export interface SveExamTypeAssignment extends Row {
  sveExamTypeId: string;
  teacherId: string;
  academicYearId: string;
}

export interface CalendarEvent extends Row {
  title: string;
  startsAt: string;
  endsAt: string;
  branchId: string;
  /** null for a branch-wide event. */
  classYearId: string | null;
}

export type AssignmentType = 'Quiz' | 'Homework' | 'Class Work';

export interface Assignment extends Row {
  title: string;
  type: AssignmentType;
  classYearId: string;
  subjectId: string;
  teacherId: string;
  dueAt: string;
}

export type SubmissionStatus = 'NOT_SUBMITTED' | 'SUBMITTED' | 'GRADED';

export interface StudentAssignment extends Row {
  assignmentId: string;
  studentId: string;
  status: SubmissionStatus;
  submittedAt: string | null;
  score: number | null;
}

/** An access token: an opaque random string mapped to a user and an expiry. */
export interface Session extends Row {
  userId: string;
  expiresAt: number;
}

export interface HandoffCode extends Row {
  userId: string;
  expiresAt: number;
}

/** Placement result status (spec §4); null until the principal finalizes the applicant. */
export type PtResultStatus = 'WAITING' | 'ACCEPT' | 'REJECT' | 'WITHDRAWN';

/** Someone applying for a place; not in any class yet, so kept apart from `students`. */
export interface Applicant extends Row {
  name: string;
  fullName: string;
  gender: Gender;
  dateOfBirth: string;
}

export interface StudentAdmission extends Row {
  studentId: string;
  academicYearId: string;
  branchId: string;
  masterProgrammeId: string;
  masterLevelId: string;
}

export interface PlacementTestSchedule extends Row {
  studentId: string;
  /** ISO date of the test day. */
  date: string;
}

/** Which parts of the placement test a level takes; flags are named from the result type. */
export interface PlacementTestSetting extends Row {
  masterLevelId: string;
  subjectTests: string[];
  isTest: boolean;
  isObservation: boolean;
  isInterview: boolean;
  isReportCard: boolean;
  isFinal: boolean;
}

export interface SubjectTestScore {
  subject: string;
  score: number | null;
}

export interface PlacementTestResult extends Row {
  placementTestScheduleId: string;
  studentAdmissionId: string;
  studentId: string;
  testScore: number | null;
  testNotes: string | null;
  subjectTestScores: SubjectTestScore[];
  observationScore: number | null;
  observationRemark: string | null;
  interviewScore: number | null;
  interviewNotes: string | null;
  reportCardScore: number | null;
  reportCardRemark: string | null;
  finalScore: number | null;
  finalNotes: string | null;
  ptResultStatus: PtResultStatus | null;
}

export interface DemoData extends ClassroomsData {
  branches: Branch[];
  academicYears: AcademicYear[];
  masterProgrammes: MasterProgramme[];
  masterLevels: MasterLevel[];
  classYears: ClassYear[];
  students: Student[];
  subjects: Subject[];
  positions: Position[];
  employeePositions: EmployeePosition[];
  users: User[];
  teachingAssignments: TeachingAssignment[];
  sveExamTypes: SveExamType[];
  sveExamTypeAssignments: SveExamTypeAssignment[];
  calendarEvents: CalendarEvent[];
  assignments: Assignment[];
  studentAssignments: StudentAssignment[];
  sessions: Session[];
  handoffCodes: HandoffCode[];
  applicants: Applicant[];
  studentAdmissions: StudentAdmission[];
  placementTestSchedules: PlacementTestSchedule[];
  placementTestSettings: PlacementTestSetting[];
  placementTestResults: PlacementTestResult[];
}

/* ---- Issue 4: classrooms, gradebook, reports, e-badges ---- */

export type StudentTitle = 'Mr' | 'Mrs' | 'Miss' | 'Ms';
export type Religion = 'Buddhist' | 'Catholic' | 'Christian' | 'Confucian' | 'Hindu' | 'Moslem' | 'Others';
export type IdType = 'KTP' | 'SIM' | 'Passport' | 'NPWP' | 'KITAS' | 'KITAP';

export interface Guardian {
  name: string;
  relationship: string;
  phone: string;
  email: string;
}

/** A student's particulars, one row per student (id = the student's id); kept apart so Student stays small. */
export interface StudentParticulars extends Row {
  title: StudentTitle;
  religion: Religion;
  idType: IdType;
  idNumber: string;
  guardians: Guardian[];
}

/** A subject as taught to one class in one year; its teachers are the matching teachingAssignments. */
export interface SubjectYear extends Row {
  subjectId: string;
  classYearId: string;
  academicYearId: string;
}

/** One of the two assessments of a subject year in a term; scores by student id (absent key: no mark yet). */
export interface Assessment extends Row {
  subjectYearId: string;
  term: 1 | 2 | 3 | 4;
  name: string;
  typeCode: string;
  typeLabel: string;
  maxScore: number;
  order: number;
  scores: Record<string, number>;
}

export interface GradeBoundary extends Row {
  academicYearId: string;
  term: 1 | 2 | 3 | 4;
  gradeAMin: number;
  gradeBMin: number;
  gradeCMin: number;
  gradeDMin: number;
}

export type FrequencyCode = 'A' | 'M' | 'S' | 'N';
export type ObservationLevelCode = 'NEED_ASSISTANCE' | 'EMERGING' | 'FREQUENTLY_OBSERVED' | 'CONSISTENTLY_OBSERVED';
export type PromotionOutcomeValue = 'Promoted' | 'Conditionally Promoted' | 'Retained';

/** Form-class record of one student in one term: attendance (days by status), remark, conduct, height and weight. */
export interface StudentTermRecord extends Row {
  studentId: string;
  academicYearId: string;
  term: 1 | 2 | 3 | 4;
  present: number;
  late: number;
  absent: number;
  absentWithoutExcuse: number;
  remark: string | null;
  /** Frequencies aligned with CONDUCT_DESCRIPTORS (classrooms/conduct.ts). */
  conduct: FrequencyCode[];
  heightCm: number | null;
  weightKg: number | null;
}

export interface LeapsRecordEvent {
  name: string;
  domain: 'participation' | 'achievement' | 'leadership' | 'service';
  level: number;
  date: string;
}

/** Year-end record of one student: FTP evaluation, promotion outcome and LEAPS attainment. */
export interface StudentYearRecord extends Row {
  studentId: string;
  academicYearId: string;
  /** Levels aligned with OBSERVATION_AREAS (classrooms/conduct.ts). */
  observations: ObservationLevelCode[];
  promotionOutcome: PromotionOutcomeValue | null;
  leaps: { participation: number; achievement: number; leadership: number; service: number };
  leapsEvents: LeapsRecordEvent[];
}

export interface Holiday extends Row {
  academicYearId: string;
  date: string;
  name: string;
}

export type BadgeColour = 'Green' | 'Red' | 'Yellow' | 'Blue';

export interface Ebadge extends Row {
  name: string;
  description: string;
  colour: BadgeColour;
}

export interface EbadgeAward extends Row {
  classYearId: string;
  academicYearId: string;
  studentId: string;
  ebadgeId: string;
  awardedAt: string;
  awardedById: string;
  note: string | null;
}

export interface ClassroomsData {
  studentParticulars: StudentParticulars[];
  subjectYears: SubjectYear[];
  assessments: Assessment[];
  gradeBoundaries: GradeBoundary[];
  studentTermRecords: StudentTermRecord[];
  studentYearRecords: StudentYearRecord[];
  holidays: Holiday[];
  ebadges: Ebadge[];
  ebadgeAwards: EbadgeAward[];
}
