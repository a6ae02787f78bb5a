import type { Holiday } from './schema';
import { CURRENT_ACADEMIC_YEAR_ID, SEED_CREATED_AT } from '../school/seed-reference';

/**
 * School holidays of 2026/2027 that fall on school days inside the terms: public holidays, the school's own days
 * off, and a mid-term break that closes the rest of the Chinese New Year week (8–12 Feb 2027), so term 3 has a
 * whole week without school that its schemes of work skip.
 */
const HOLIDAYS: ReadonlyArray<readonly [date: string, name: string]> = [
  ['2026-08-10', 'National Day (observed)'],
  ['2026-09-04', "Teachers' Day"],
  ['2026-10-09', "Children's Day"],
  ['2026-11-09', 'Deepavali (observed)'],
  ['2027-01-01', "New Year's Day"],
  ['2027-02-08', 'Chinese New Year (observed)'],
  ['2027-02-09', 'Chinese New Year'],
  ['2027-02-10', 'Mid-term break'],
  ['2027-02-11', 'Mid-term break'],
  ['2027-02-12', 'Mid-term break'],
  ['2027-03-10', 'Hari Raya Puasa'],
  ['2027-03-26', 'Good Friday'],
  ['2027-05-17', 'Hari Raya Haji'],
  ['2027-05-20', 'Vesak Day'],
];

export function buildHolidays(): Holiday[] {
  return HOLIDAYS.map(([date, name]) => ({
    id: `hol-${date}`,
    createdAt: SEED_CREATED_AT,
    academicYearId: CURRENT_ACADEMIC_YEAR_ID,
    date,
    name,
  }));
}
