import type { z } from 'zod';
import type { Term } from '../../domain/gradebook/term-score';
import { checkClassRemarks } from '../../domain/report-season/remark-checks';
import type { BoardCell, SeasonBoardSchema, SectionKey } from '../../domain/report-season/responses';
import { reportTypesForTerm } from '../../domain/reports/report-types';
import { hasVisibleText } from '../../domain/school/visible-text';
import { CONDUCT_DESCRIPTORS } from '../classrooms/conduct';
import { studentsOfClass } from '../classrooms/views';
import { db } from '../db';
import { nextYearOf } from '../form-class/next-year';
import { termRecordsByStudent, yearRecordsByStudent } from '../form-class/sheets';
import { versionOf } from '../form-class/versions';
import { subjectResults, subjectYearsOfClass } from '../gradebook/results';
import { leapsEventsByStudent } from '../leaps/attainment';
import { ccaResultsOf } from '../reports/cca-results';
import type { ClassYear } from '../school/schema';
import { seasonRow, seasonView } from './season';

// The report-season board (issue 23 §1): which sections each term's reports print, and for every pupil whether each is
// complete, incomplete (with why, in words) or not needed. The rules mirror what the report viewer prints
// (mocks/reports/class-report.ts): a gap here is a blank or a dash on the printed report.

const complete: BoardCell = { status: 'complete', reasons: [] };
const notNeeded = (reason: string): BoardCell => ({ status: 'notNeeded', reasons: [reason] });
const gaps = (reasons: string[]): BoardCell => (reasons.length === 0 ? complete : { status: 'incomplete', reasons });
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const FIXED_LABELS = {
  remark: 'Form remark',
  conduct: 'Conduct',
  attendance: 'Attendance',
  heightWeight: 'Height & weight',
  promotion: 'Promotion',
  cca: 'CCA',
  leaps: 'LEAPS',
} as const;

/** The fixed sections a term's report types print, in board order (after the subjects). */
function fixedSectionsOf(term: Term): Array<keyof typeof FIXED_LABELS> {
  const types = reportTypesForTerm(term);
  const semester = types.includes('REPORT_SEMESTER');
  return [
    'remark',
    'conduct',
    'attendance',
    ...(semester ? (['heightWeight', 'cca'] as const) : []),
    ...(types.includes('FTP_EVALUATION') ? (['promotion'] as const) : []),
    ...(types.includes('LEAPS') ? (['leaps'] as const) : []),
  ];
}

export interface BoardPupilRow {
  studentId: string;
  cells: Record<SectionKey, BoardCell>;
}

/** The whole board of one class and term: what the board answers, and what the level view and "ready" count. */
export function seasonBoard(classYear: ClassYear, term: Term) {
  const academicYearId = classYear.academicYearId;
  const students = studentsOfClass(classYear.id);
  const ids = students.map((student) => student.id);
  const subjects = subjectYearsOfClass(classYear.id).map((subjectYear) => ({
    key: `subject:${subjectYear.id}` as const,
    label: db.subjects.get(subjectYear.subjectId)?.name ?? 'Subject',
    results: subjectResults(subjectYear, ids),
  }));
  const fixed = fixedSectionsOf(term);
  const terms = termRecordsByStudent(academicYearId, term);
  const years = yearRecordsByStudent(academicYearId);
  const streamRequired = nextYearOf(classYear).streams.length > 0;
  const ccas = ccaResultsOf(ids, academicYearId);
  const leaps = leapsEventsByStudent(ids, academicYearId);
  const issues = checkClassRemarks(
    students.map((student) => ({
      studentId: student.id,
      fullName: student.fullName,
      gender: student.gender,
      remark: terms.get(student.id)?.remark ?? null,
    })),
  );

  const pupils = students.map((student, index) => {
    const record = terms.get(student.id);
    const year = years.get(student.id);
    const remarkIssues = issues.get(student.id) ?? [];
    const cells: Record<string, BoardCell> = {};
    for (const subject of subjects) {
      const result = subject.results.get(student.id)?.[term - 1];
      const assessments = result?.assessments ?? [];
      const blank = assessments.filter((assessment) => assessment.score === null).length;
      cells[subject.key] =
        assessments.length === 0 ? notNeeded('No assessments this term') : gaps(blank > 0 ? [`${plural(blank, 'mark', 'marks')} blank`] : []);
    }
    for (const section of fixed) {
      switch (section) {
        case 'remark':
          cells.remark = gaps([
            ...(hasVisibleText(record?.remark) ? [] : ['Remark missing']),
            ...(remarkIssues.some((issue) => issue.check === 'overTheBox') ? ['Remark over the box'] : []),
          ]);
          break;
        case 'conduct': {
          const ungraded = CONDUCT_DESCRIPTORS.filter((_, at) => (record?.conduct[at] ?? null) === null).length;
          cells.conduct = gaps(
            ungraded === CONDUCT_DESCRIPTORS.length ? ['Conduct not graded'] : ungraded > 0 ? [`${plural(ungraded, 'behaviour', 'behaviours')} not graded`] : [],
          );
          break;
        }
        case 'attendance': {
          const days = record ? record.present + record.late + record.absent + record.absentWithoutExcuse : 0;
          cells.attendance = gaps(days === 0 ? ['Attendance not recorded'] : []);
          break;
        }
        case 'heightWeight':
          cells.heightWeight = gaps([
            ...(record?.heightCm == null ? ['Height missing'] : []),
            ...(record?.weightKg == null ? ['Weight missing'] : []),
          ]);
          break;
        case 'promotion':
          cells.promotion = gaps(
            !year?.promotionOutcome
              ? ['Promotion not decided']
              : year.promotionOutcome === 'Retained'
                ? hasVisibleText(year.retainReason) ? [] : ['Reason for retaining missing']
                : streamRequired && year.nextStreamId === null ? ['Next year’s stream not chosen'] : [],
          );
          break;
        case 'cca': {
          const rows = ccas.get(student.id) ?? [];
          cells.cca =
            rows.length === 0
              ? notNeeded('Not in a CCA')
              : gaps(rows.filter((row) => row.grade === null).map((row) => `${row.name}: grade missing`));
          break;
        }
        case 'leaps':
          cells.leaps = gaps((leaps.get(student.id) ?? []).length === 0 ? ['No LEAPS events this year'] : []);
          break;
      }
    }
    return {
      studentId: student.id,
      fullName: student.fullName,
      registerNumber: index + 1,
      remark: record?.remark != null ? { text: record.remark, version: versionOf('remark', student.id, academicYearId, term).version } : null,
      cells,
      remarkIssues,
    };
  });

  const level = db.masterLevels.get(classYear.masterLevelId);
  return {
    classYear: { id: classYear.id, name: classYear.name, levelId: classYear.masterLevelId, levelName: level?.name ?? '' },
    term,
    season: seasonView(seasonRow(classYear.id, term)),
    sections: [
      ...subjects.map(({ key, label }) => ({ key, label })),
      ...fixed.map((key) => ({ key, label: FIXED_LABELS[key] })),
    ],
    pupils,
  } satisfies z.input<typeof SeasonBoardSchema>;
}

/** The board's counts: pupils without a gap, gaps over the class, remarks with a slip. */
export function boardProgress(board: ReturnType<typeof seasonBoard>) {
  const incomplete = (pupil: (typeof board.pupils)[number]) => Object.values(pupil.cells).filter((cell) => cell.status === 'incomplete').length;
  return {
    pupils: board.pupils.length,
    pupilsComplete: board.pupils.filter((pupil) => incomplete(pupil) === 0).length,
    gaps: board.pupils.reduce((sum, pupil) => sum + incomplete(pupil), 0),
    remarkIssues: board.pupils.filter((pupil) => pupil.remarkIssues.length > 0).length,
  };
}
