import type { StudentTermRecord, StudentYearRecord } from './schema';
import type { Student } from '../school/schema';

/**
 * What each student of a demo homeroom class is missing in the current term, by their place in the class list
 * (by name): of every ten, four complete (one of them retained), one missing each kind, one missing everything
 * and one missing two.
 * Place 0 and the first student created stay complete, so the class report and the student page open on a full
 * example.
 */
type Gap = 'remark' | 'heightAndWeight' | 'conduct' | 'streamingAndPromotion';
const CURRENT_TERM_GAPS: ReadonlyArray<ReadonlyArray<Gap>> = [
  [],
  [],
  [],
  ['remark'],
  ['heightAndWeight'],
  ['conduct'],
  ['remark', 'heightAndWeight', 'conduct', 'streamingAndPromotion'],
  ['remark', 'conduct'],
  ['streamingAndPromotion'],
  [],
];
/** The past term is nearly done: one remark and one conduct grade still to give. */
const PAST_TERM_GAPS: ReadonlyMap<number, ReadonlyArray<Gap>> = new Map([
  [3, ['remark']],
  [5, ['conduct']],
]);

function clearTerm(record: StudentTermRecord, gaps: ReadonlyArray<Gap>, place: number): StudentTermRecord {
  const next = { ...record };
  if (gaps.includes('remark')) next.remark = null;
  // Height without weight for some, both blank for others: either leaves the record incomplete.
  if (gaps.includes('heightAndWeight')) Object.assign(next, place % 2 === 0 ? { heightCm: null, weightKg: null } : { weightKg: null });
  // A missing-everything student has no conduct at all; the others lack a grade or two.
  if (gaps.includes('conduct')) next.conduct = gaps.length > 2 ? record.conduct.map(() => null) : record.conduct.map((code, index) => (index % 2 === 1 ? null : code));
  return next;
}

function clearYear(record: StudentYearRecord, place: number): StudentYearRecord {
  // Half undecided, half promoted without next year's stream chosen.
  return place % 2 === 0 ? { ...record, promotionOutcome: null, nextStreamId: null, retainReason: null } : { ...record, nextStreamId: null };
}

/**
 * Takes records of the demo homeroom classes out of the seeded (complete) state for the current and past terms;
 * one student per class is retained with a reason, so every outcome is on screen.
 */
export function withCompletionStates(
  terms: StudentTermRecord[],
  years: StudentYearRecord[],
  students: ReadonlyArray<Student>,
  options: { classIds: ReadonlySet<string>; currentTerm: number; retainedReason: string },
): { terms: StudentTermRecord[]; years: StudentYearRecord[] } {
  const place = new Map<string, number>();
  const firstCreated = new Set<string>();
  for (const classId of options.classIds) {
    const members = students.filter((student) => student.classYearId === classId);
    if (members[0]) firstCreated.add(members[0].id);
    [...members].sort((a, b) => a.fullName.localeCompare(b.fullName, 'en')).forEach((student, index) => place.set(student.id, index));
  }
  const gapsOf = (studentId: string, term: number): ReadonlyArray<Gap> => {
    const index = place.get(studentId);
    if (index === undefined || firstCreated.has(studentId)) return [];
    if (term === options.currentTerm) return CURRENT_TERM_GAPS[index % CURRENT_TERM_GAPS.length] ?? [];
    return term < options.currentTerm ? (PAST_TERM_GAPS.get(index) ?? []) : [];
  };
  return {
    terms: terms.map((record) => {
      const gaps = gapsOf(record.studentId, record.term);
      return gaps.length > 0 ? clearTerm(record, gaps, place.get(record.studentId) ?? 0) : record;
    }),
    years: years.map((record) => {
      const index = place.get(record.studentId);
      if (index === 9) return { ...record, promotionOutcome: 'Retained', nextStreamId: null, retainReason: options.retainedReason };
      return gapsOf(record.studentId, options.currentTerm).includes('streamingAndPromotion') ? clearYear(record, index ?? 0) : record;
    }),
  };
}
