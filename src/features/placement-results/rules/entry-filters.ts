import { clampPageSize } from '@/components/data-table/page-size';
import { PLACEMENT_DEFAULT_PAGE } from '@/config/constants';
import type { PrincipalScope } from '@/lib/access-rules';
import { parseResultType, type ResultType } from '@/features/placement-results/rules/result-types';

/** The entry screen's filters (spec §2): four pickers and an optional test date. */
export interface EntryFilters {
  academicYearId: string;
  branchId: string;
  programmeId: string;
  masterLevelId: string;
  /**
   * The test day: an ISO date, {@link ANY_TEST_DATE} for every day, or '' when none was chosen (the
   * screen then opens the most recent day with tests, see {@link resolveTestDate}).
   */
  date: string;
}

export interface EntryQuery {
  resultType: ResultType;
  page: number;
  pageSize: number;
  filters: EntryFilters;
}

/** The sizes the entry screen's pager offers; a URL asking for another size gets the default. */
export const ENTRY_PAGE_SIZES = [5, 10, 25, 50, 100, 200] as const;

/**
 * The entry grid opens 25 students a page: entry is worked down a column, and spec §9's 5 (which the results list
 * keeps) would have a principal page every fifth student.
 */
export const ENTRY_DEFAULT_PAGE_SIZE = 25;

/** The date filter's value for "every test day". */
export const ANY_TEST_DATE = 'any';

const wholeNumber = (raw: string | null, fallback: number) => (raw !== null && /^\d+$/.test(raw) ? Number(raw) : fallback);

/**
 * Reads the entry screen's query: resultType (default test), page (spec §9's default) and pageSize (25),
 * and the filters, with branch and academic year defaulting to the principal's own.
 */
export function readEntryQuery(params: URLSearchParams, scope: PrincipalScope): EntryQuery {
  const date = params.get('date') ?? '';
  return {
    resultType: parseResultType(params.get('resultType')),
    page: wholeNumber(params.get('page'), PLACEMENT_DEFAULT_PAGE),
    pageSize: clampPageSize(params.get('pageSize'), ENTRY_PAGE_SIZES, ENTRY_DEFAULT_PAGE_SIZE),
    filters: {
      academicYearId: params.get('academicYearId') ?? scope.academicYearId,
      branchId: params.get('branchId') ?? scope.branchId,
      programmeId: params.get('programmeId') ?? '',
      masterLevelId: params.get('masterLevelId') ?? '',
      date: /^\d{4}-\d{2}-\d{2}$/.test(date) || date === ANY_TEST_DATE ? date : '',
    },
  };
}

/** Every picker has a value (the date is optional). */
export function filtersComplete(filters: EntryFilters): boolean {
  return Boolean(filters.academicYearId && filters.branchId && filters.programmeId && filters.masterLevelId);
}

/**
 * The test day the screen shows: the one chosen, else the most recent day with tests (`days` come
 * most recent first), else every day — a level with no test day yet has nothing to show either way.
 */
export function resolveTestDate(chosen: string, days: readonly { date: string }[]): string {
  return chosen || days[0]?.date || ANY_TEST_DATE;
}
