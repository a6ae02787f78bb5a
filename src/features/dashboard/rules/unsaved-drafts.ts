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

type FormClassScreen = 'remark' | 'conduct' | 'height-and-weight' | 'streaming-and-promotion' | 'ftp-evaluation';

/** The form-class grids' titles and pages; their drafts are scoped `<classYearId>:<academicYearId>[:term-<n>]`. */
type ClassPageHref = typeof paths.remarkClass.href;
const FORM_CLASS_SCREENS: Readonly<Record<FormClassScreen, { title: string; href: ClassPageHref }>> = {
  remark: { title: 'Remarks', href: paths.remarkClass.href },
  conduct: { title: 'Conduct', href: paths.conductClass.href },
  'height-and-weight': { title: 'Height & Weight', href: paths.heightAndWeightClass.href },
  'streaming-and-promotion': { title: 'Streaming & Promotion', href: paths.streamingAndPromotionClass.href },
  'ftp-evaluation': { title: 'FTP evaluation', href: paths.ftpEvaluationClass.href },
};

const isFormClassScreen = (screen: string): screen is FormClassScreen => Object.hasOwn(FORM_CLASS_SCREENS, screen);

function describeFormClass(screen: FormClassScreen, scope: string): Omit<UnsavedDraft, 'key' | 'cells'> | null {
  const match = /^([^:]+):([^:]+)(?::term-([1-4]))?$/.exec(scope);
  if (!match?.[1] || !match[2]) return null;
  const { title, href } = FORM_CLASS_SCREENS[screen];
  const term = match[3];
  return {
    title,
    detail: term ? `Term ${term}` : 'This year',
    href: href({ classYearId: match[1], academicYearId: match[2] }, term ? { term } : undefined),
  };
}

function describe(screen: string, scope: string): Omit<UnsavedDraft, 'key' | 'cells'> | null {
  if (isFormClassScreen(screen)) return describeFormClass(screen, scope);
  if (screen === 'cca-grades') {
    const [ccaYearId, academicYearId] = scope.split(':');
    if (!ccaYearId || !academicYearId) return null;
    return { title: 'CCA grades', detail: 'Participation', href: paths.ccaYear.href({ ccaYearId, academicYearId }) };
  }
  if (screen === 'gradebook') {
    const match = /^(.+):term-([1-4])$/.exec(scope);
    if (!match?.[1] || !match[2]) return null;
    return {
      title: 'Gradebook marks',
      detail: `Term ${match[2]}`,
      href: paths.gradebookSubject.href({ subjectYearId: match[1] }, { term: match[2] }),
    };
  }
  if (screen === 'placement-test-results') {
    const [resultType = '', academicYearId = '', branchId = '', programmeId = '', masterLevelId = '', date = 'any', page = '0', pageSize = ''] =
      scope.split(':');
    const query: Record<string, string> = { resultType, academicYearId, branchId, programmeId, masterLevelId };
    if (date !== 'any') query.date = date;
    if (page !== '0') query.page = page;
    if (pageSize) query.pageSize = pageSize;
    return {
      title: 'Placement test results',
      detail: RESULT_TYPE_TITLES[resultType] ?? 'Results',
      href: paths.placementTestResultsAdd.href(undefined, query),
    };
  }
  return null;
}

/**
 * The entry grids' drafts of `userId` in `storage` (keys `entry-draft:v1:<userId>:<screen>:<scope>`,
 * written by the entry grid), newest screens first by key; drafts of other users and screens this
 * dashboard cannot link to are left out. Read only: the grid owns its drafts.
 */
export function findUnsavedDrafts(storage: Pick<Storage, 'length' | 'key' | 'getItem'>, userId: string): UnsavedDraft[] {
  const prefix = `entry-draft:v1:${userId}:`;
  const drafts: UnsavedDraft[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (!key?.startsWith(prefix)) continue;
    const rest = key.slice(prefix.length);
    const separator = rest.indexOf(':');
    if (separator < 0) continue;
    const described = describe(rest.slice(0, separator), rest.slice(separator + 1));
    const cells = cellCount(storage.getItem(key));
    if (described && cells > 0) drafts.push({ key, cells, ...described });
  }
  return drafts.sort((a, b) => a.key.localeCompare(b.key));
}
