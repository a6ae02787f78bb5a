import { db } from '../db';
import { ccaName } from '../cca/views';

/** One CCA of a student's year as the semester report prints it; attendance and grade null until graded. */
export interface CcaResult {
  name: string;
  attendance: number | null;
  grade: string | null;
}

/**
 * Each student's CCAs of the academic year, by CCA name, with the year's attendance and participation grade as the
 * teachers in charge recorded them (cca/ members): what the semester reports print (docs/decisions/reports.md).
 */
export function ccaResultsOf(studentIds: readonly string[], academicYearId: string): Map<string, CcaResult[]> {
  const wanted = new Set(studentIds);
  const results = new Map<string, CcaResult[]>(studentIds.map((id) => [id, []]));
  for (const member of db.ccaMembers.filter((row) => row.academicYearId === academicYearId && wanted.has(row.studentId))) {
    const ccaYear = db.ccaYears.get(member.ccaYearId);
    if (!ccaYear) continue;
    results.get(member.studentId)?.push({ name: ccaName(ccaYear), attendance: member.attendance, grade: member.grade });
  }
  for (const rows of results.values()) rows.sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return results;
}
