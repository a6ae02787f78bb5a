import { reportTypesForTerm } from '../../domain/reports/report-types';
import type { Term } from '../../domain/gradebook/term-score';
import { currentTermOn } from '../../domain/school/current-term';
import { db } from '../db';
import { hasPermission } from '../http/auth';
import { isPrincipalInYear, isPrincipalOfClass, isPrincipalOfSubjectYear, teachesSubjectYear } from '../school/access';
import type { User } from '../auth/schema';
import type { AcademicYear } from '../school/schema';
import { homeroomClassIds } from '../school/lookups';

/** The principal's dashboard lists this many subjects with missing marks; the total says how many more. */
const MISSING_MARKS_SHOWN = 8;

interface SubjectMarks {
  subjectYearId: string;
  subjectYearName: string;
  classYearId: string;
  missing: number;
  expected: number;
}

/** Per subject year of the year: the term's marks a class's students should have, and how many are not in. */
function marksOfTerm(year: AcademicYear, term: Term): SubjectMarks[] {
  const studentsByClass = new Map<string, string[]>();
  for (const student of db.students.all()) {
    studentsByClass.set(student.classYearId, [...(studentsByClass.get(student.classYearId) ?? []), student.id]);
  }
  const assessmentsBySubjectYear = new Map<string, Array<Record<string, number>>>();
  for (const assessment of db.assessments.all()) {
    if (assessment.term !== term) continue;
    assessmentsBySubjectYear.set(assessment.subjectYearId, [...(assessmentsBySubjectYear.get(assessment.subjectYearId) ?? []), assessment.scores]);
  }
  return db.subjectYears
    .filter((subjectYear) => subjectYear.academicYearId === year.id)
    .map((subjectYear) => {
      const students = studentsByClass.get(subjectYear.classYearId) ?? [];
      const assessments = assessmentsBySubjectYear.get(subjectYear.id) ?? [];
      const entered = assessments.reduce((sum, scores) => sum + students.filter((id) => scores[id] !== undefined).length, 0);
      const expected = students.length * assessments.length;
      const subject = db.subjects.get(subjectYear.subjectId)?.name ?? 'Subject';
      const className = db.classYears.get(subjectYear.classYearId)?.name ?? 'Class';
      return {
        subjectYearId: subjectYear.id,
        subjectYearName: `${subject} – ${className}`,
        classYearId: subjectYear.classYearId,
        missing: expected - entered,
        expected,
      };
    });
}

/** Placement results of the principal's branches this year that have both scores but no decision yet, per level. */
function placementToFinalize(user: User, year: AcademicYear) {
  const branchIds = new Set(
    db.employeePositions
      .filter((row) => row.employeeId === user.id && row.academicYearId === year.id)
      .filter((row) => db.positions.get(row.positionId)?.name.toLowerCase().includes('principal') ?? false)
      .map((row) => row.branchId),
  );
  const groups = new Map<string, { programmeId: string; programmeName: string; masterLevelId: string; masterLevelName: string; count: number }>();
  for (const result of db.placementTestResults.all()) {
    if (result.ptResultStatus !== null || result.testScore === null || result.interviewScore === null) continue;
    const admission = db.studentAdmissions.get(result.studentAdmissionId);
    if (!admission || admission.academicYearId !== year.id || !branchIds.has(admission.branchId)) continue;
    const key = `${admission.masterProgrammeId}:${admission.masterLevelId}`;
    const group = groups.get(key) ?? {
      programmeId: admission.masterProgrammeId,
      programmeName: db.masterProgrammes.get(admission.masterProgrammeId)?.name ?? 'Programme',
      masterLevelId: admission.masterLevelId,
      masterLevelName: db.masterLevels.get(admission.masterLevelId)?.name ?? 'Level',
      count: 0,
    };
    group.count += 1;
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => b.count - a.count || a.masterLevelName.localeCompare(b.masterLevelName));
}

/**
 * What needs the user now (issue 8): placement results to finalize (principal), the current term's
 * missing marks of the mark sheets they can open (the subjects they teach; principal: every subject of their
 * campus), and the classes whose term report can be printed because every mark is in.
 */
export function dashboardTasks(user: User, year: AcademicYear, today: string) {
  const term = currentTermOn(year, today);
  const principal = isPrincipalInYear(user, year.id);
  const homeroom = new Set(homeroomClassIds(user));
  const marks = marksOfTerm(year, term);
  // Only mark sheets the user can open (the gradebook's own rule): a task that ends in a refusal is no task.
  const mayOpenGradebook = hasPermission(user, 'view', 'StudentReport');
  const mine = marks.filter((row) => {
    const subjectYear = db.subjectYears.get(row.subjectYearId);
    return mayOpenGradebook && subjectYear !== undefined && (isPrincipalOfSubjectYear(user, subjectYear) || teachesSubjectYear(user, subjectYear));
  });
  const missing = mine.filter((row) => row.missing > 0).sort((a, b) => b.missing - a.missing || a.subjectYearName.localeCompare(b.subjectYearName, 'en', { numeric: true }));
  const reportClasses = db.classYears
    .filter((classYear) => classYear.academicYearId === year.id && (isPrincipalOfClass(user, classYear) || homeroom.has(classYear.id)))
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }));
  const readyClasses = reportClasses.filter((classYear) => {
    const ofClass = marks.filter((row) => row.classYearId === classYear.id);
    return ofClass.length > 0 && ofClass.every((row) => row.missing === 0 && row.expected > 0);
  });
  const reportType = reportTypesForTerm(term).find((type) => type === 'REPORT_TERM' || type === 'REPORT_SEMESTER') ?? 'REPORT_TERM';
  return {
    currentTerm: term,
    placementToFinalize: principal ? placementToFinalize(user, year) : [],
    missingMarks: missing
      .slice(0, principal ? MISSING_MARKS_SHOWN : missing.length)
      .map((row) => ({ subjectYearId: row.subjectYearId, subjectYearName: row.subjectYearName, term, missing: row.missing, expected: row.expected })),
    missingMarksTotal: { subjects: missing.length, marks: missing.reduce((sum, row) => sum + row.missing, 0) },
    reportsReady: readyClasses.map((classYear) => ({ classYearId: classYear.id, className: classYear.name, term, reportType })),
    classesAwaitingMarks: reportClasses.length - readyClasses.length,
  };
}
