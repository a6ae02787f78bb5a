import type { Term } from '../../domain/gradebook/term-score';
import type { User } from '../auth/schema';
import type { StudentTermRecord, StudentYearRecord } from '../classrooms/schema';
import { CONDUCT_DESCRIPTORS } from '../classrooms/conduct';
import { db } from '../db';
import { HttpError } from '../http/errors';
import { nowIso } from '../http/record-writes';
import type { ClassYear } from '../school/schema';
import { assertSeasonUnlocked } from '../report-season/season';
import { newTermRecordId, newYearRecordId } from './record-ids';
import { bumpVersion, versionOf, type VersionedKind } from './versions';

export const NOT_IN_CLASS_MESSAGE = 'This student is not in the class.';
export const STALE_MESSAGE = 'Someone else saved some of these records after you opened them. Reload to see their changes; what you typed is kept.';

export interface SaveTarget {
  user: User;
  classYear: ClassYear;
  kind: VersionedKind;
  academicYearId: string;
  /** null for the year records (streaming and promotion, the FTP evaluation). */
  term: Term | null;
}

interface Entry {
  studentId: string;
  version: number;
}

/**
 * All or nothing: every entry is checked (the year, the student's class, the kind's own rule as `check`, the term's
 * report sign-off (423), then the version read) before any is written, so a refusal leaves nothing half-saved.
 */
export function saveEntries<E extends Entry>(
  target: SaveTarget,
  body: { academicYearId: string; entries: E[] },
  check: (entry: E) => Record<string, string>,
  apply: (entry: E) => void,
): void {
  if (body.academicYearId !== target.classYear.academicYearId) {
    const message = `${target.classYear.name} is not a class of that academic year.`;
    throw new HttpError(422, message, { academicYearId: message });
  }
  const errors: Record<string, string> = {};
  body.entries.forEach((entry, index) => {
    const student = db.students.get(entry.studentId);
    const problems = student?.classYearId === target.classYear.id ? check(entry) : { studentId: NOT_IN_CLASS_MESSAGE };
    for (const [field, message] of Object.entries(problems)) errors[`entries.${index}.${field}`] = message;
  });
  const first = Object.values(errors)[0];
  if (first) throw new HttpError(422, first, errors);
  // A year record (promotion, the FTP evaluation) is printed on the term 4 reports: their sign-off locks it.
  assertSeasonUnlocked(target.classYear, target.term ?? 4);
  const stale: Record<string, string> = {};
  body.entries.forEach((entry, index) => {
    if (versionOf(target.kind, entry.studentId, target.academicYearId, target.term).version !== entry.version) {
      stale[`entries.${index}.version`] = 'Changed by someone else since you opened it.';
    }
  });
  if (Object.keys(stale).length > 0) throw new HttpError(409, STALE_MESSAGE, stale);
  for (const entry of body.entries) {
    apply(entry);
    bumpVersion(target.kind, entry.studentId, target.academicYearId, target.term, target.user);
  }
}

/** Writes part of a student's term record, creating it (no attendance yet) when the student has none. */
export function writeTermRecord(studentId: string, academicYearId: string, term: Term, patch: Partial<StudentTermRecord>): void {
  const existing = db.studentTermRecords.find((row) => row.studentId === studentId && row.academicYearId === academicYearId && row.term === term);
  if (existing) {
    db.studentTermRecords.update(existing.id, patch);
    return;
  }
  db.studentTermRecords.insert({
    id: newTermRecordId(studentId, academicYearId, term),
    createdAt: nowIso(),
    studentId,
    academicYearId,
    term,
    present: 0,
    late: 0,
    absent: 0,
    absentWithoutExcuse: 0,
    remark: null,
    conduct: CONDUCT_DESCRIPTORS.map(() => null),
    heightCm: null,
    weightKg: null,
    ...patch,
  });
}

/** Writes part of a student's year record, creating it when the student has none. */
export function writeYearRecord(studentId: string, academicYearId: string, patch: Partial<StudentYearRecord>): void {
  const existing = db.studentYearRecords.find((row) => row.studentId === studentId && row.academicYearId === academicYearId);
  if (existing) {
    db.studentYearRecords.update(existing.id, patch);
    return;
  }
  db.studentYearRecords.insert({
    id: newYearRecordId(studentId, academicYearId),
    createdAt: nowIso(),
    studentId,
    academicYearId,
    observations: [],
    promotionOutcome: null,
    nextStreamId: null,
    retainReason: null,
    ...patch,
  });
}
