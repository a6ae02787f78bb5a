import {
  parseGridDraftKey,
  type FormClassDraftScreen,
  type GridDraftScope,
  type PlacementDraftScope,
} from '@/components/entry-grid/grid-draft-scopes';
import { paths } from '@/config/paths';

/** A grid's unsaved draft found in this browser, with where to finish it. */
export interface UnsavedDraft {
  key: string;
  title: string;
  detail: string;
  href: string;
  cells: number;
}

const RESULT_TYPE_TITLES: Readonly<Record<string, string>> = {
  test: 'Subject Test Result',
  observation: 'Observation Result',
  interview: 'Interview Result',
  reportCard: 'Report Card Result',
  final: 'Final Result',
};

function cellCount(raw: string | null): number {
  if (raw === null) return 0;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? Object.keys(parsed).length : 0;
  } catch {
    return 0;
  }
}

/** The form-class grids' titles and pages. */
type ClassPageHref = typeof paths.remarkClass.href;
const FORM_CLASS_SCREENS: Readonly<Record<FormClassDraftScreen, { title: string; href: ClassPageHref }>> = {
  remark: { title: 'Remarks', href: paths.remarkClass.href },
  conduct: { title: 'Conduct', href: paths.conductClass.href },
  'height-and-weight': { title: 'Height & Weight', href: paths.heightAndWeightClass.href },
  'streaming-and-promotion': { title: 'Streaming & Promotion', href: paths.streamingAndPromotionClass.href },
  'ftp-evaluation': { title: 'FTP evaluation', href: paths.ftpEvaluationClass.href },
};

function describePlacement(scope: PlacementDraftScope): Omit<UnsavedDraft, 'key' | 'cells'> {
  const { resultType, academicYearId, branchId, programmeId, masterLevelId, date } = scope;
  const query: Record<string, string> = { resultType, academicYearId, branchId, programmeId, masterLevelId };
  if (date !== 'any') query.date = date;
  return {
    title: 'Placement test results',
    detail: RESULT_TYPE_TITLES[resultType] ?? 'Results',
    href: paths.placementTestResultsAdd.href(undefined, query),
  };
}

function describe(scope: GridDraftScope): Omit<UnsavedDraft, 'key' | 'cells'> {
  switch (scope.screen) {
    case 'cca-grades':
      return {
        title: 'CCA grades',
        detail: 'Participation',
        href: paths.ccaYear.href({ ccaYearId: scope.ccaYearId, academicYearId: scope.academicYearId }),
      };
    case 'gradebook':
      return {
        title: 'Gradebook marks',
        detail: `Term ${scope.term}`,
        href: paths.gradebookSubject.href({ subjectYearId: scope.subjectYearId }, { term: String(scope.term) }),
      };
    case 'placement-test-results':
      return describePlacement(scope);
    default: {
      const { title, href } = FORM_CLASS_SCREENS[scope.screen];
      const term = scope.term === undefined ? undefined : String(scope.term);
      return {
        title,
        detail: term ? `Term ${term}` : 'This year',
        href: href({ classYearId: scope.classYearId, academicYearId: scope.academicYearId }, term ? { term } : undefined),
      };
    }
  }
}

/**
 * The entry grids' drafts of `userId` in `storage` (keys from `gridDraftKey`, written by the entry grids), newest
 * screens first by key; drafts of other users and screens this dashboard cannot link to are left out. Read only: the
 * grid owns its drafts.
 */
export function findUnsavedDrafts(storage: Pick<Storage, 'length' | 'key' | 'getItem'>, userId: string): UnsavedDraft[] {
  const drafts: UnsavedDraft[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    const scope = key === null ? null : parseGridDraftKey(key, userId);
    if (key === null || scope === null) continue;
    const cells = cellCount(storage.getItem(key));
    if (cells > 0) drafts.push({ key, cells, ...describe(scope) });
  }
  return drafts.sort((a, b) => a.key.localeCompare(b.key));
}
