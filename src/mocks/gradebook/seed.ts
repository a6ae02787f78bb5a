import { ASSESSMENT_TYPE_LABELS_BY_CODE, type AssessmentTypeCode } from '../../domain/school/enums';
import { TERM_NUMBERS, type Term } from '../../domain/gradebook/term-score';
import type { Prng } from '../prng';
import type { Assessment, GradeBoundary, SubjectYear } from './schema';
import type { AcademicYear, ClassYear, Student, TeachingAssignment } from '../school/schema';

/** Two assessments a term, 50 marks each, from the spec's coded assessment types. */
export const TERM_ASSESSMENT_CODES: Readonly<Record<Term, readonly [AssessmentTypeCode, AssessmentTypeCode]>> = {
  1: ['CA', 'TT'],
  2: ['CAT', 'MYE'],
  3: ['CA', 'TT'],
  4: ['SA', 'FYE'],
};
export const ASSESSMENT_MAX_SCORE = 50;

export function subjectYearId(classYearId: string, subjectId: string): string {
  return `sy-${classYearId.replace(/^cy-/, '')}-${subjectId.replace(/^sub-/, '')}`;
}

/** One subject year per class and subject taught (teachers stay in teachingAssignments). */
export function buildSubjectYears(classYears: ReadonlyArray<ClassYear>, lessons: ReadonlyArray<TeachingAssignment>): SubjectYear[] {
  const classById = new Map(classYears.map((classYear) => [classYear.id, classYear]));
  const byId = new Map<string, SubjectYear>();
  for (const lesson of lessons) {
    const classYear = classById.get(lesson.classYearId);
    const id = subjectYearId(lesson.classYearId, lesson.subjectId);
    if (!classYear || byId.has(id)) continue;
    byId.set(id, { id, createdAt: classYear.createdAt, subjectId: lesson.subjectId, classYearId: classYear.id, academicYearId: classYear.academicYearId });
  }
  return [...byId.values()];
}

/** How likely a mark is missing: the term 2 mid-year exam is still being marked on the demo's "today". */
function missingChance(term: Term, order: number): number {
  return term === 2 && order === 2 ? 0.3 : 0.05;
}

export function buildAssessments(prng: Prng, subjectYears: ReadonlyArray<SubjectYear>, students: ReadonlyArray<Student>): Assessment[] {
  const studentsByClass = new Map<string, Student[]>();
  for (const student of students) {
    const list = studentsByClass.get(student.classYearId) ?? [];
    list.push(student);
    studentsByClass.set(student.classYearId, list);
  }
  const ability = new Map(students.map((student) => [student.id, 0.45 + prng.next() * 0.5]));
  const assessments: Assessment[] = [];
  for (const subjectYear of subjectYears) {
    const classStudents = studentsByClass.get(subjectYear.classYearId) ?? [];
    for (const term of TERM_NUMBERS) {
      TERM_ASSESSMENT_CODES[term].forEach((typeCode, index) => {
        const order = index + 1;
        const scores: Record<string, number> = {};
        for (const student of classStudents) {
          if (prng.chance(missingChance(term, order))) continue;
          const level = (ability.get(student.id) ?? 0.6) + (prng.next() - 0.5) * 0.25;
          scores[student.id] = Math.min(ASSESSMENT_MAX_SCORE, Math.max(0, Math.round(level * ASSESSMENT_MAX_SCORE)));
        }
        const typeLabel = ASSESSMENT_TYPE_LABELS_BY_CODE[typeCode];
        assessments.push({
          id: `asm-${subjectYear.id.replace(/^sy-/, '')}-t${term}-${order}`,
          createdAt: subjectYear.createdAt,
          subjectYearId: subjectYear.id,
          term,
          name: typeLabel,
          typeCode,
          typeLabel,
          maxScore: ASSESSMENT_MAX_SCORE,
          order,
          scores,
          scoreVersions: {},
        });
      });
    }
  }
  return assessments;
}

const BOUNDARIES: Readonly<Record<Term, readonly [number, number, number, number]>> = {
  1: [75, 60, 50, 40],
  2: [70, 60, 50, 40],
  3: [75, 60, 50, 40],
  4: [70, 60, 50, 40],
};

export function buildGradeBoundaries(academicYears: ReadonlyArray<AcademicYear>): GradeBoundary[] {
  return academicYears.flatMap((year) =>
    TERM_NUMBERS.map((term) => {
      const [gradeAMin, gradeBMin, gradeCMin, gradeDMin] = BOUNDARIES[term];
      return { id: `gb-${year.id.replace(/^ay-/, '')}-t${term}`, createdAt: year.createdAt, academicYearId: year.id, term, gradeAMin, gradeBMin, gradeCMin, gradeDMin, version: 1 };
    }),
  );
}
