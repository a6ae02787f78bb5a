import type { Row, TableMaker } from '../collection';

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
  /** Frequencies aligned with CONDUCT_DESCRIPTORS (classrooms/conduct.ts); null where none was given yet. */
  conduct: Array<FrequencyCode | null>;
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
  /** Next year's stream (form-class/streams.ts); null when retained, undecided or the next level has none. */
  nextStreamId: string | null;
  /** Why the student is retained; only with promotionOutcome Retained. */
  retainReason: string | null;
  leaps: { participation: number; achievement: number; leadership: number; service: number };
  leapsEvents: LeapsRecordEvent[];
}

export interface Holiday extends Row {
  academicYearId: string;
  date: string;
  name: string;
}

/** The classrooms domain's tables; db.ts composes every domain's tables into the one database. */
export function classroomsTables(table: TableMaker) {
  return {
    studentParticulars: table<StudentParticulars>('studentParticulars'),
    studentTermRecords: table<StudentTermRecord>('studentTermRecords'),
    studentYearRecords: table<StudentYearRecord>('studentYearRecords'),
    holidays: table<Holiday>('holidays'),
  };
}

export type ClassroomsTables = ReturnType<typeof classroomsTables>;
