import { completionByKind, missingRecords } from '../../domain/form-class/completion';
import { REMARK_MAX_LENGTH } from '../../domain/form-class/limits';
import type { Term } from '../../domain/gradebook/term-score';
import { CONDUCT_DESCRIPTORS } from '../classrooms/conduct';
import type { StudentTermRecord, StudentYearRecord } from '../classrooms/schema';
import { db } from '../db';
import type { ClassYear, Student } from '../school/schema';
import { nextYearOf } from './next-year';
import { newTermRecordId, newYearRecordId } from './record-ids';
import { versionOf } from './versions';

// The answers of the form-class grids and the completion view (docs/api.md, "Form class records").

export function classStudents(classYear: ClassYear): Student[] {
  return db.students.filter((student) => student.classYearId === classYear.id).sort((a, b) => a.fullName.localeCompare(b.fullName, 'en'));
}

const studentView = (student: Student) => ({ id: student.id, fullName: student.fullName, gender: student.gender });

export function classRef(classYear: ClassYear) {
  const year = db.academicYears.get(classYear.academicYearId);
  const level = db.masterLevels.get(classYear.masterLevelId);
  return {
    id: classYear.id,
    name: classYear.name,
    academicYearId: classYear.academicYearId,
    academicYear: { id: classYear.academicYearId, year: year?.year ?? '' },
    masterLevel: { id: classYear.masterLevelId, name: level?.name ?? '' },
  };
}

/** Each student's term record of one year and term, by student id. */
export function termRecordsByStudent(academicYearId: string, term: Term): Map<string, StudentTermRecord> {
  const rows = db.studentTermRecords.filter((row) => row.academicYearId === academicYearId && row.term === term);
  return new Map(rows.map((row) => [row.studentId, row]));
}

export function yearRecordsByStudent(academicYearId: string): Map<string, StudentYearRecord> {
  return new Map(db.studentYearRecords.filter((row) => row.academicYearId === academicYearId).map((row) => [row.studentId, row]));
}

/** The id of the pupil's term record, or the id its first save will give it: a row's history is its record's. */
export function termRecordIdOf(records: Map<string, StudentTermRecord>, studentId: string, academicYearId: string, term: Term): string {
  return records.get(studentId)?.id ?? newTermRecordId(studentId, academicYearId, term);
}

export function yearRecordIdOf(records: Map<string, StudentYearRecord>, studentId: string, academicYearId: string): string {
  return records.get(studentId)?.id ?? newYearRecordId(studentId, academicYearId);
}

function sheet<Row>(classYear: ClassYear, academicYearId: string, rows: (student: Student) => Row) {
  const data = classStudents(classYear).map(rows);
  return { classYear: classRef(classYear), academicYearId, count: data.length, data };
}

export function remarksSheet(classYear: ClassYear, academicYearId: string, term: Term) {
  const records = termRecordsByStudent(academicYearId, term);
  return {
    ...sheet(classYear, academicYearId, (student) => ({
      studentId: student.id,
      student: studentView(student),
      text: records.get(student.id)?.remark ?? null,
      ...versionOf('remark', student.id, academicYearId, term),
      recordId: termRecordIdOf(records, student.id, academicYearId, term),
    })),
    term,
    maxLength: REMARK_MAX_LENGTH,
  };
}

/** The term before (term 4 of the year before for term 1), when the student has a record there. */
function previousMeasurement(studentId: string, academicYearId: string, term: Term) {
  const years = db.academicYears.all().sort((a, b) => a.startDate.localeCompare(b.startDate));
  const yearIndex = years.findIndex((year) => year.id === academicYearId);
  const [yearId, previousTerm] = term > 1 ? [academicYearId, term - 1] : [years[yearIndex - 1]?.id, 4];
  const record = db.studentTermRecords.find((row) => row.studentId === studentId && row.academicYearId === yearId && row.term === previousTerm);
  return record ? { academicYearId: record.academicYearId, term: record.term, heightCm: record.heightCm, weightKg: record.weightKg } : null;
}

export function heightWeightSheet(classYear: ClassYear, academicYearId: string, term: Term) {
  const records = termRecordsByStudent(academicYearId, term);
  return {
    ...sheet(classYear, academicYearId, (student) => ({
      studentId: student.id,
      student: studentView(student),
      heightCm: records.get(student.id)?.heightCm ?? null,
      weightKg: records.get(student.id)?.weightKg ?? null,
      previous: previousMeasurement(student.id, academicYearId, term),
      ...versionOf('heightAndWeight', student.id, academicYearId, term),
      recordId: termRecordIdOf(records, student.id, academicYearId, term),
    })),
    term,
  };
}

export function conductSheet(classYear: ClassYear, academicYearId: string, term: Term) {
  const records = termRecordsByStudent(academicYearId, term);
  return {
    ...sheet(classYear, academicYearId, (student) => ({
      studentId: student.id,
      student: studentView(student),
      frequencies: CONDUCT_DESCRIPTORS.map((_, index) => records.get(student.id)?.conduct[index] ?? null),
      ...versionOf('conduct', student.id, academicYearId, term),
      recordId: termRecordIdOf(records, student.id, academicYearId, term),
    })),
    term,
    descriptors: [...CONDUCT_DESCRIPTORS],
  };
}

export function streamingSheet(classYear: ClassYear, academicYearId: string) {
  const records = yearRecordsByStudent(academicYearId);
  const { nextLevel, streams } = nextYearOf(classYear);
  return {
    ...sheet(classYear, academicYearId, (student) => ({
      studentId: student.id,
      student: studentView(student),
      promotionOutcome: records.get(student.id)?.promotionOutcome ?? null,
      nextStreamId: records.get(student.id)?.nextStreamId ?? null,
      retainReason: records.get(student.id)?.retainReason ?? null,
      ...versionOf('streamingAndPromotion', student.id, academicYearId, null),
      recordId: yearRecordIdOf(records, student.id, academicYearId),
    })),
    nextLevel: nextLevel ? { id: nextLevel.id, name: nextLevel.name } : null,
    streams: [...streams],
  };
}

/** Each student of the class with the records missing in the term, through the shared completion rule. */
export function completionRows(classYear: ClassYear, term: Term) {
  const terms = termRecordsByStudent(classYear.academicYearId, term);
  const years = yearRecordsByStudent(classYear.academicYearId);
  const context = { descriptorsCount: CONDUCT_DESCRIPTORS.length, streamRequired: nextYearOf(classYear).streams.length > 0 };
  return classStudents(classYear).map((student) => ({
    studentId: student.id,
    student: studentView(student),
    missing: missingRecords(terms.get(student.id) ?? null, years.get(student.id) ?? null, context),
  }));
}

export function completionSheet(classYear: ClassYear, term: Term) {
  const data = completionRows(classYear, term);
  return {
    classYear: classRef(classYear),
    academicYearId: classYear.academicYearId,
    term,
    completion: completionByKind(data.map((row) => row.missing)),
    count: data.length,
    data,
  };
}
