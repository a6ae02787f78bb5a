import { describe, expect, it } from 'vitest';
import { checkClassRemarks } from '../../domain/report-season/remark-checks';
import { REMARK_CHECKS } from '../../domain/report-season/responses';
import { REMARK_MAX_LENGTH } from '../../domain/form-class/limits';
import { db } from '../db';
import { HOMEROOM_CLASS_ID } from '../school/seed';

const CURRENT_TERM = 2;

function classRemarks(term: number) {
  const pupils = db.students.filter((student) => student.classYearId === HOMEROOM_CLASS_ID);
  return pupils.map((student) => {
    const record = db.studentTermRecords.filter((row) => row.studentId === student.id && row.academicYearId === 'ay-2026' && row.term === term)[0];
    return { studentId: student.id, fullName: student.fullName, gender: student.gender, remark: record?.remark ?? null };
  });
}

describe("the homeroom class's seeded remarks (issue 23 §2)", () => {
  it('carry each slip on its seeded pupils in the current term: four share one template, one pupil each for the rest', () => {
    const pupils = classRemarks(CURRENT_TERM);
    const issues = checkClassRemarks(pupils);
    for (const check of REMARK_CHECKS) {
      const flagged = pupils.filter((pupil) => issues.get(pupil.studentId)?.some((issue) => issue.check === check));
      expect(flagged, check).toHaveLength(check === 'sharedWithClassmates' ? 4 : 1);
    }
    // Each slip pupil has that one slip only, so the board shows one clear example of each.
    const slipped = pupils.filter((pupil) => (issues.get(pupil.studentId) ?? []).length > 0);
    expect(slipped).toHaveLength(9);
    expect(slipped.every((pupil) => issues.get(pupil.studentId)?.length === 1)).toBe(true);
  });

  it('has at least 30 clean remarks in the current and past terms, and blanks left for the board', () => {
    const clean = [1, CURRENT_TERM].flatMap((term) => {
      const pupils = classRemarks(term);
      const issues = checkClassRemarks(pupils);
      return pupils.filter((pupil) => pupil.remark !== null && issues.get(pupil.studentId)?.length === 0);
    });
    expect(clean.length).toBeGreaterThanOrEqual(30);
    expect(classRemarks(CURRENT_TERM).filter((pupil) => pupil.remark === null).length).toBeGreaterThan(0);
  });

  it('keeps every seeded remark within the length the remark grid saves', () => {
    for (const term of [1, CURRENT_TERM]) {
      expect(classRemarks(term).every((pupil) => (pupil.remark ?? '').length <= REMARK_MAX_LENGTH)).toBe(true);
    }
  });
});
