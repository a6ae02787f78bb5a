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

/** Year-end record of one student: FTP evaluation and promotion outcome (LEAPS is computed from leaps/ events). */
export interface StudentYearRecord extends Row {
  studentId: string;
  academicYearId: string;
  /** Levels aligned with OBSERVATION_AREAS (classrooms/conduct.ts); null (or missing) where none was given yet. */
  observations: Array<ObservationLevelCode | null>;
  promotionOutcome: PromotionOutcomeValue | null;
  /** Next year's stream (form-class/streams.ts); null when retained, undecided or the next level has none. */
  nextStreamId: string | null;
  /** Why the student is retained; only with promotionOutcome Retained. */
  retainReason: string | null;
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

/** This domain's tables join the demo database (../schema.ts) by this export. */
export const tables = classroomsTables;

declare module '../schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: adds this domain's tables
  interface DemoTables extends ReturnType<typeof classroomsTables> {}
}
