import type { CsvColumn } from '@/lib/csv';
import type { GradeBoundaries } from '@/domain/gradebook/grade';
import type { Term } from '@/domain/gradebook/term-score';
import { studentResult, type FurtherValue } from './student-result';

/** What the CSV export needs of a sheet. */
export interface SheetForCsv {
  term: Term;
  assessments: readonly { name: string; maxScore: number }[];
  students: readonly { id: string; fullName: string }[];
  boundaries: GradeBoundaries | null;
  /** Terms 2 and 4: the previous term's final score per student; null for terms 1 and 3. */
  furtherByStudent: ReadonlyMap<string, FurtherValue> | null;
}

interface CsvRow {
  fullName: string;
  marks: readonly string[];
  further: FurtherValue | null;
  result: ReturnType<typeof studentResult>;
}

/**
 * The rows and columns of the mark sheet's CSV: the marks as they are on screen (saved or not) with
 * the term score, final score and grade computed from them, and why a result is incomplete; an
 * invalid mark leaves those blank.
 */
export function sheetCsv(sheet: SheetForCsv, marksOf: (row: number) => readonly string[]) {
  const rows: CsvRow[] = sheet.students.map((student, row) => {
    const marks = marksOf(row);
    const further = sheet.furtherByStudent?.get(student.id) ?? null;
    const result = studentResult(sheet.term, [marks[0] ?? '', marks[1] ?? ''], sheet.assessments, further, sheet.boundaries);
    return { fullName: student.fullName, marks, further, result };
  });
  const columns: CsvColumn<CsvRow>[] = [
    { header: 'Student', value: (row) => row.fullName },
    ...sheet.assessments.map((assessment, col) => ({
      header: `${assessment.name} (out of ${assessment.maxScore})`,
      value: (row: CsvRow) => row.marks[col] ?? '',
    })),
    ...(sheet.furtherByStudent
      ? [{ header: `Term ${sheet.term - 1} final`, value: (row: CsvRow) => row.further?.finalScore }]
      : []),
    { header: 'Term score', value: (row) => (row.result.status === 'ok' ? row.result.score : '') },
    { header: 'Final score', value: (row) => (row.result.status === 'ok' ? row.result.finalScore : '') },
    { header: 'Grade', value: (row) => (row.result.status === 'ok' ? row.result.grade : '') },
    // A result built from a blank mark (counted as 0) says so, so a spreadsheet can filter those rows.
    { header: 'Incomplete', value: (row) => (row.result.status === 'ok' ? row.result.finalScoreReasons.join('; ') : '') },
  ];
  return { rows, columns };
}
