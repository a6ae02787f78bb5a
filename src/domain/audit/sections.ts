// What an event is about, for filtering a pupil's or a class's history, and how long each kind is kept
// (docs/api.md "History and audit": the contract states it, the backend enforces it).

export const AUDIT_SECTIONS = [
  'Marks',
  'Remarks',
  'Conduct',
  'Attendance',
  'Height and weight',
  'Promotion and streaming',
  'FTP evaluation',
  'CCA',
  'LEAPS',
  'Placement',
  'Report season',
  'Grading',
  'Lessons and assignments',
  'Scheme of work',
  'Calendar',
  'Pick-up',
  'Files',
  'e-Badges',
  'Sign-in',
  'Personal details read',
  'Other',
] as const;
export type AuditSection = (typeof AUDIT_SECTIONS)[number];

/** What a report or a placement decision rests on is kept five years; the rest of the school's work two. */
const PUPIL_RECORDS_YEARS = 5;
const SCHOOL_WORK_YEARS = 2;
/** Sign-ins and reads of personal details: one year, long enough to answer a parent's or an auditor's question. */
const ACCESS_YEARS = 1;

export const RETENTION_YEARS: Readonly<Record<AuditSection, number>> = {
  Marks: PUPIL_RECORDS_YEARS,
  Remarks: PUPIL_RECORDS_YEARS,
  Conduct: PUPIL_RECORDS_YEARS,
  Attendance: PUPIL_RECORDS_YEARS,
  'Height and weight': PUPIL_RECORDS_YEARS,
  'Promotion and streaming': PUPIL_RECORDS_YEARS,
  'FTP evaluation': PUPIL_RECORDS_YEARS,
  CCA: PUPIL_RECORDS_YEARS,
  LEAPS: PUPIL_RECORDS_YEARS,
  Placement: PUPIL_RECORDS_YEARS,
  'Report season': PUPIL_RECORDS_YEARS,
  Grading: SCHOOL_WORK_YEARS,
  'Lessons and assignments': SCHOOL_WORK_YEARS,
  'Scheme of work': SCHOOL_WORK_YEARS,
  Calendar: SCHOOL_WORK_YEARS,
  'Pick-up': SCHOOL_WORK_YEARS,
  Files: SCHOOL_WORK_YEARS,
  'e-Badges': SCHOOL_WORK_YEARS,
  Other: SCHOOL_WORK_YEARS,
  'Sign-in': ACCESS_YEARS,
  'Personal details read': ACCESS_YEARS,
};

/** The instant before which an event of the section is no longer kept. */
export function retainedSince(section: AuditSection, now: Date): Date {
  const since = new Date(now);
  since.setUTCFullYear(since.getUTCFullYear() - RETENTION_YEARS[section]);
  return since;
}
