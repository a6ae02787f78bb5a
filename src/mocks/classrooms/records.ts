import { db } from '../db';
import { CONDUCT_DESCRIPTORS, OBSERVATION_AREAS } from './conduct';
import type { ObservationLevelCode, StudentTermRecord } from './schema';
import type { Student } from '../school/schema';
import { subjectResults, subjectYearsOfClass } from '../gradebook/results';

export function termRecordsOf(studentId: string, academicYearId: string): StudentTermRecord[] {
  return db.studentTermRecords
    .filter((row) => row.studentId === studentId && row.academicYearId === academicYearId)
    .sort((a, b) => a.term - b.term);
}

export function yearRecordOf(studentId: string, academicYearId: string) {
  return db.studentYearRecords.find((row) => row.studentId === studentId && row.academicYearId === academicYearId);
}

/** The graded descriptors only: one not graded yet is left off rather than printed as a frequency nobody gave. */
/** Every descriptor in report order, an ungraded one with a null frequency so a printed report shows the gap. */
export const conductRows = (record: StudentTermRecord) =>
  CONDUCT_DESCRIPTORS.map((descriptor, index) => ({ descriptor, frequency: record.conduct[index] ?? null }));

export const conductItems = (record: StudentTermRecord) =>
  CONDUCT_DESCRIPTORS.flatMap((descriptor, index) => {
    const frequency = record.conduct[index];
    return frequency ? [{ descriptor, frequency }] : [];
  });

/** Every observation area in report order, one not observed yet with a null level so a printed report shows the gap. */
export function observationItems(levels: ReadonlyArray<ObservationLevelCode | null>) {
  return OBSERVATION_AREAS.map((area, index) => ({ area, level: levels[index] ?? null }));
}

/** `GET /students/:id/record`: one student's marks, grades and form-class records of a year. */
export function studentRecord(student: Student, academicYearId: string) {
  const classYear = db.classYears.get(student.classYearId);
  const inYear = classYear?.academicYearId === academicYearId;
  const subjects = inYear
    ? subjectYearsOfClass(student.classYearId).map((subjectYear) => ({
        subjectYearId: subjectYear.id,
        subjectName: db.subjects.get(subjectYear.subjectId)?.name ?? 'Subject',
        terms: (subjectResults(subjectYear, [student.id]).get(student.id) ?? []).map(
          ({ term, score, finalScore, scoreIncomplete, finalScoreIncomplete, grade }) => ({ term, score, finalScore, scoreIncomplete, finalScoreIncomplete, grade }),
        ),
      }))
    : [];
  const terms = termRecordsOf(student.id, academicYearId);
  return {
    academicYearId,
    subjects,
    attendance: terms.map(({ term, present, late, absent, absentWithoutExcuse }) => ({
      term,
      present,
      late,
      absent,
      absentWithoutExcuse,
      schoolDays: present + late + absent + absentWithoutExcuse,
    })),
    remarks: terms.filter((row) => row.remark !== null).map(({ term, remark }) => ({ term, text: remark ?? '' })),
    conduct: terms.map((row) => ({ term: row.term, items: conductItems(row) })),
    heightAndWeight: terms.map(({ term, heightCm, weightKg }) => ({ term, heightCm, weightKg })),
    promotionOutcome: yearRecordOf(student.id, academicYearId)?.promotionOutcome ?? null,
  };
}
