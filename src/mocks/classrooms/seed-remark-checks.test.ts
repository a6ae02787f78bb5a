import { describe, expect, it } from 'vitest';
import { checkClassRemarks } from '../../domain/report-season/remark-checks';
import { REMARK_CHECKS } from '../../domain/report-season/responses';
import { db } from '../db';
import { REMARK_SLIP_PLACES } from './seed-remark-slips';

const TERM = 2;

function classRemarks(classId: string) {
  const pupils = db.students.filter((student) => student.classYearId === classId).sort((a, b) => a.fullName.localeCompare(b.fullName, 'en'));
  const remarkOf = (studentId: string) =>
    db.studentTermRecords.find((row) => row.studentId === studentId && row.academicYearId === 'ay-2026' && row.term === TERM)?.remark ?? null;
  const rows = pupils.map((student) => ({ studentId: student.id, fullName: student.fullName, gender: student.gender, remark: remarkOf(student.id) }));
  return { rows, issues: checkClassRemarks(rows) };
}

describe('the seeded remarks of the current term', () => {
  it('carry each slip the checks find, on exactly the pupils seeded with it, in the homeroom demo class', () => {
    const { rows, issues } = classRemarks('cy-primary-5-courage');
    const firing = (check: string) => rows.flatMap((row, place) => ((issues.get(row.studentId) ?? []).some((issue) => issue.check === check) ? [place] : []));
    for (const check of REMARK_CHECKS) {
      const seeded = REMARK_SLIP_PLACES[check];
      expect(firing(check), check).toEqual(typeof seeded === 'number' ? [seeded] : [...seeded]);
    }
  });

  it('leave every other remark of the current classes without a slip: hundreds of clean remarks', () => {
    const slipped = new Set<number>([...Object.values(REMARK_SLIP_PLACES)].flat());
    const classes = db.classYears.filter((classYear) => classYear.academicYearId === 'ay-2026').map((classYear) => classYear.id);
    const clean = classes.flatMap((classId) => {
      const { rows, issues } = classRemarks(classId);
      return rows.filter((row, place) => row.remark !== null && !(classId === 'cy-primary-5-courage' && slipped.has(place))).map((row) => ({ ...row, issues: issues.get(row.studentId) ?? [] }));
    });
    expect(clean.length).toBeGreaterThanOrEqual(30);
    expect(clean.filter((row) => row.issues.length > 0).map((row) => [row.fullName, row.remark, row.issues])).toEqual([]);
  });
});
