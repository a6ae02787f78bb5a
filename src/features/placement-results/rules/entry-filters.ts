import { PLACEMENT_DEFAULT_PAGE, PLACEMENT_DEFAULT_PAGE_SIZE } from '@/config/constants';
import type { PrincipalScope } from '@/lib/access-rules';
import { parseResultType, type ResultType } from '@/features/placement-results/rules/result-types';

/** The entry screen's filters (spec §2): four pickers and an optional test date. */
export interface EntryFilters {
  academicYearId: string;
  branchId: string;
  programmeId: string;
  masterLevelId: string;
  /** ISO date, or '' for every test day. */
  date: string;
}

export interface EntryQuery {
  resultType: ResultType;
  page: number;
  pageSize: number;
  filters: EntryFilters;
}

const wholeNumber = (raw: string | null, fallback: number, min: number) =>
  raw !== null && /^\d+$/.test(raw) && Number(raw) >= min ? Number(raw) : fallback;

/**
 * Reads the entry screen's query: resultType (default test), page and pageSize (spec §9 defaults),
 * and the filters, with branch and academic year defaulting to the principal's own.
 */
export function readEntryQuery(params: URLSearchParams, scope: PrincipalScope): EntryQuery {
  const date = params.get('date') ?? '';
  return {
    resultType: parseResultType(params.get('resultType')),
    page: wholeNumber(params.get('page'), PLACEMENT_DEFAULT_PAGE, 0),
    pageSize: wholeNumber(params.get('pageSize'), PLACEMENT_DEFAULT_PAGE_SIZE, 1),
    filters: {
      academicYearId: params.get('academicYearId') ?? scope.academicYearId,
      branchId: params.get('branchId') ?? scope.branchId,
      programmeId: params.get('programmeId') ?? '',
      masterLevelId: params.get('masterLevelId') ?? '',
      date: /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : '',
    },
  };
}

/** Every picker has a value (the date is optional). */
export function filtersComplete(filters: EntryFilters): boolean {
  return Boolean(filters.academicYearId && filters.branchId && filters.programmeId && filters.masterLevelId);
}
