import type { ReportType } from '../../domain/reports/report-types';
import { roundToOneDecimal, type Term } from '../../domain/gradebook/term-score';
import { db } from '../db';
import { BRANCH_ADDRESSES, SCHOOL_NAME } from '../classrooms/conduct';
import { schoolDaysOfTerm } from '../classrooms/seed-form-class';
import type { AcademicYear, ClassYear, Student } from '../school/schema';
import { subjectResults, subjectYearsOfClass, type TermResult } from '../gradebook/results';
import { conductRows, observationItems, termRecordsOf, yearRecordOf } from '../classrooms/records';
import { person, studentIdentity, studentsOfClass } from '../classrooms/views';
import { leapsAttainmentOf } from '../leaps/attainment';
import { ccaResultsOf } from './cca-results';

type Results = Array<{ subjectName: string; byStudent: Map<string, TermResult[]> }>;

/** Competition ranking by overall average, highest first ("1, 2, 2, 4"); no average, no position. */
function positions(averages: Map<string, number | null>): Map<string, number | null> {
  const ranked = [...averages.values()].filter((value): value is number => value !== null).sort((a, b) => b - a);
  return new Map([...averages].map(([id, average]) => [id, average === null ? null : ranked.indexOf(average) + 1]));
}

function semesterSections(students: Student[], results: Results, term: Term, academicYearId: string) {
  const ccas = ccaResultsOf(students.map((student) => student.id), academicYearId);
  const sections = new Map(
    students.map((student) => {
      const subjects = results.map(({ subjectName, byStudent }) => {
        const terms = byStudent.get(student.id) ?? [];
        const current = terms[term - 1];
        return {
          subjectName,
          termScores: [term - 1, term].map((t) => ({
            term: t,
            score: terms[t - 1]?.score ?? null,
            finalScore: terms[t - 1]?.finalScore ?? null,
            scoreIncomplete: terms[t - 1]?.scoreIncomplete ?? false,
            finalScoreIncomplete: terms[t - 1]?.finalScoreIncomplete ?? false,
          })),
          finalScore: current?.finalScore ?? null,
          finalScoreIncomplete: current?.finalScoreIncomplete ?? false,
          grade: current?.grade ?? '',
        };
      });
      const finals = subjects.map((subject) => subject.finalScore).filter((value): value is number => value !== null);
      const overallAverage = finals.length ? roundToOneDecimal(finals.reduce((sum, value) => sum + value, 0) / finals.length) : null;
      return [student.id, { subjects, overallAverage, ccas: ccas.get(student.id) ?? [] }] as const;
    }),
  );
  const ranks = positions(new Map([...sections].map(([id, section]) => [id, section.overallAverage])));
  return new Map(
    [...sections].map(([id, section]) => [id, { ...section, classPosition: ranks.get(id) ?? null, classSize: students.length }]),
  );
}

/** The term's form-class record as the FTP prints it, and the term and semester reports under their marks. */
function formClassOf(student: Student, year: AcademicYear, term: Term) {
  const record = termRecordsOf(student.id, year.id).find((row) => row.term === term);
  return {
    remark: record?.remark ?? null,
    conduct: record ? conductRows(record) : [],
    attendance: {
      present: record?.present ?? 0,
      late: record?.late ?? 0,
      absent: record?.absent ?? 0,
      absentWithoutExcuse: record?.absentWithoutExcuse ?? 0,
      schoolDays: schoolDaysOfTerm(year, term, db.holidays.all()),
    },
    heightCm: record?.heightCm ?? null,
    weightKg: record?.weightKg ?? null,
  };
}

function section(type: ReportType, student: Student, year: AcademicYear, term: Term, results: Results, semester: ReturnType<typeof semesterSections> | null) {
  switch (type) {
    case 'REPORT_TERM':
      return {
        formClass: formClassOf(student, year, term),
        termProgress: {
          subjects: results.map(({ subjectName, byStudent }) => {
            const result = byStudent.get(student.id)?.[term - 1];
            return {
              subjectName,
              assessments: (result?.assessments ?? []).map(({ name, typeCode, score, maxScore }) => ({ name, typeCode, score, maxScore })),
              score: result?.score ?? null,
              finalScore: result?.finalScore ?? null,
              scoreIncomplete: result?.scoreIncomplete ?? false,
              finalScoreIncomplete: result?.finalScoreIncomplete ?? false,
              grade: result?.grade ?? '',
            };
          }),
        },
      };
    case 'REPORT_SEMESTER':
      return { semester: semester?.get(student.id) ?? null, formClass: formClassOf(student, year, term) };
    case 'FTP':
      return { ftp: formClassOf(student, year, term) };
    case 'FTP_EVALUATION': {
      const record = yearRecordOf(student.id, year.id);
      return { ftpEvaluation: { items: observationItems(record?.observations ?? []), promotionOutcome: record?.promotionOutcome ?? null } };
    }
    case 'LEAPS':
      // The year's events of the student, and the attainment the shared rule computes from them (leaps/attainment.ts).
      return { leaps: leapsAttainmentOf([student.id], year.id).get(student.id) ?? null };
  }
}

/** `GET /class-years/:id/reports/:term/:reportType`: every student's report data, sorted by name. */
export function classReport(classYear: ClassYear, term: Term, reportType: ReportType) {
  const year = db.academicYears.get(classYear.academicYearId);
  if (!year) throw new Error(`Class ${classYear.id} has no academic year`);
  const students = studentsOfClass(classYear.id);
  const needsMarks = reportType === 'REPORT_TERM' || reportType === 'REPORT_SEMESTER';
  const ids = students.map((student) => student.id);
  const results: Results = needsMarks
    ? subjectYearsOfClass(classYear.id).map((subjectYear) => ({
        subjectName: db.subjects.get(subjectYear.subjectId)?.name ?? 'Subject',
        byStudent: subjectResults(subjectYear, ids),
      }))
    : [];
  const semester = reportType === 'REPORT_SEMESTER' ? semesterSections(students, results, term, year.id) : null;
  const branch = db.branches.get(classYear.branchId);
  return {
    school: { name: SCHOOL_NAME, branchName: branch?.name ?? '', address: BRANCH_ADDRESSES[classYear.branchId] ?? '' },
    academicYear: { id: year.id, year: year.year },
    classYear: {
      id: classYear.id,
      name: classYear.name,
      levelName: db.masterLevels.get(classYear.masterLevelId)?.name ?? '',
      homeroomTeacherName: person(classYear.homeroomTeacherId)?.fullName ?? null,
    },
    term,
    reportType,
    students: students.map((student, index) => ({
      ...studentIdentity(student),
      indexNumber: index + 1,
      ...section(reportType, student, year, term, results, semester),
    })),
  };
}
