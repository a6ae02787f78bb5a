import { ClassReportSchema, type ClassReport, type ReportStudent } from '@/features/reports/api/get-class-report';
import type { ReportType } from '@/domain/reports/report-types';
import type { Term } from '@/domain/gradebook/term-score';

const NAMES = [
  'Tan Wei Ming 陈伟明',
  'Nur Aisyah binte Rahman',
  'Arjun Kumar',
  'Lim Jia Hui 林佳慧',
  'Emily Clarke',
  'Budi Santoso',
];
const SUBJECTS = ['English Language', 'Mathematics', 'Science', 'Chinese', 'Social Studies'];

const complete = { scoreIncomplete: false, finalScoreIncomplete: false };

/** The term's form-class record of the term and semester reports; the second student has no remark nor conduct yet. */
function formClass(index: number, term: Term): NonNullable<ReportStudent['formClass']> {
  const graded = index !== 1;
  return {
    remark: graded ? 'Works hard and helps others.' : null,
    conduct: graded
      ? [
          { descriptor: 'Shows respect for others', frequency: 'A' },
          { descriptor: 'Takes responsibility for own actions', frequency: 'M' },
          { descriptor: 'Works well with others', frequency: 'S' },
          { descriptor: 'Is punctual and well prepared', frequency: 'N' },
          { descriptor: 'Perseveres in the face of difficulty', frequency: null },
        ]
      : [],
    attendance: { present: 49, late: 2, absent: 1, absentWithoutExcuse: 1, schoolDays: 53 },
    heightCm: 130 + term * 0.6,
    weightKg: null,
  };
}

function sections(reportType: ReportType, term: Term, index: number, size: number): Partial<ReportStudent> {
  const score = (offset: number) => 20 + ((index * 7 + offset * 5) % 30);
  switch (reportType) {
    case 'REPORT_TERM':
      return {
        formClass: formClass(index, term),
        termProgress: {
          subjects: SUBJECTS.map((subjectName, s) => ({
            subjectName,
            assessments: [
              { name: 'Continuous Assessment', typeCode: 'CA', score: score(s), maxScore: 50 },
              // The first student misses one mark, as real classes do.
              { name: 'Semestral Assessment', typeCode: 'SA', score: index === 0 && s === 1 ? null : score(s + 1), maxScore: 50 },
            ],
            // The missing mark counts as 0, and the result says it is incomplete.
            score: score(s) + (index === 0 && s === 1 ? 0 : score(s + 1)),
            finalScore: score(s) + (index === 0 && s === 1 ? 0 : score(s + 1)),
            scoreIncomplete: index === 0 && s === 1,
            finalScoreIncomplete: index === 0 && s === 1,
            grade: 'B',
          })),
        },
      };
    case 'REPORT_SEMESTER':
      return {
        formClass: formClass(index, term),
        semester: {
          subjects: SUBJECTS.map((subjectName, s) => ({
            subjectName,
            termScores: [
              { term: 1, score: score(s) * 2, finalScore: score(s) * 2, ...complete },
              // The second student's term 2 Science counts a blank mark as 0.
              {
                term: 2,
                score: score(s + 2) * 2,
                finalScore: score(s) + score(s + 2),
                scoreIncomplete: index === 1 && s === 2,
                finalScoreIncomplete: index === 1 && s === 2,
              },
            ],
            finalScore: score(s) + score(s + 2),
            finalScoreIncomplete: index === 1 && s === 2,
            grade: 'A',
          })),
          overallAverage: 71.5,
          classPosition: index + 1,
          classSize: size,
          // Two CCAs, the longest name not graded yet: the most the one-page layout is proven for (docs/decisions/reports.md).
          ccas: [
            { name: 'Basketball', attendance: 92, grade: 'EXCELLENT' },
            { name: 'National Cadet Corps', attendance: null, grade: null },
          ],
        },
      };
    case 'FTP':
      return {
        ftp: {
          remark: index === 1 ? null : 'A diligent learner who helps classmates.',
          conduct: [
            { descriptor: 'Respects others', frequency: 'A' },
            { descriptor: 'Completes homework on time', frequency: 'M' },
          ],
          attendance: { present: 50, late: 2, absent: 1, absentWithoutExcuse: 0, schoolDays: 53 },
          heightCm: 132.5,
          weightKg: null,
        },
      };
    case 'FTP_EVALUATION':
      return {
        ftpEvaluation: {
          items: [
            { area: 'Self-management', level: 'CONSISTENTLY_OBSERVED' },
            { area: 'Social awareness', level: 'EMERGING' },
            { area: 'Responsible decision-making', level: null },
          ],
          promotionOutcome: 'Promoted',
        },
      };
    case 'LEAPS':
      return {
        leaps: {
          participation: 3,
          achievement: 2,
          leadership: 1,
          service: 4,
          overallAttainment: 'Good',
          events: [{ name: 'Inter-school choir festival', domain: 'achievement', level: 2, date: '2026-08-14' }],
        },
      };
  }
}

/** A contract-shaped class report for tests and the bench: `size` students, Han names when `han`. */
export function makeClassReport({
  reportType = 'REPORT_TERM',
  term = 1,
  size = 3,
  han = true,
}: { reportType?: ReportType; term?: Term; size?: number; han?: boolean } = {}): ClassReport {
  const names = han ? NAMES : NAMES.map((name) => name.replace(/\s*\p{Script=Han}+/gu, ''));
  const students = Array.from({ length: size }, (_, index) => ({
    id: `st-${index + 1}`,
    fullName: `${names[index % names.length]}${index >= names.length ? ` ${Math.floor(index / names.length) + 1}` : ''}`,
    gender: index % 2 === 0 ? 'Male' : 'Female',
    dateOfBirth: `2017-0${(index % 9) + 1}-15`,
    idType: 'KTP',
    idNumber: `31710${String(index).padStart(5, '0')}`,
    indexNumber: index + 1,
    ...sections(reportType, term, index, size),
  }));
  return ClassReportSchema.parse({
    school: {
      name: 'Harmony International School',
      branchName: 'Kelapa Gading campus',
      address: 'Jl. Boulevard Raya 1, Jakarta',
    },
    academicYear: { id: 'ay-2026', year: '2026/2027' },
    classYear: { id: 'cy-1', name: 'Primary 4 Courage', levelName: 'Primary 4', homeroomTeacherName: 'Ms Sarah Lim' },
    term,
    reportType,
    students,
  });
}
