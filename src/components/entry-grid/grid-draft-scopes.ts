import type { Term } from '@/domain/gradebook/term-score';
import { entryDraftKey, entryDraftPrefix } from './entry-drafts';

/** The form-class grids that keep drafts. */
export type FormClassDraftScreen = 'remark' | 'conduct' | 'height-and-weight' | 'streaming-and-promotion' | 'ftp-evaluation';

/** What a placement entry draft is typed for: the result type and the filters; one draft spans every page of them. */
export interface PlacementDraftScope {
  resultType: string;
  academicYearId: string;
  branchId: string;
  programmeId: string;
  masterLevelId: string;
  date: string;
}

/**
 * Which screen's grid a draft was typed in and for what. The grids write their keys from it and the dashboard reads
 * the keys back into it, so the format lives in this one file and a new screen is a new member tsc makes every
 * reader handle.
 */
export type GridDraftScope =
  | { screen: 'gradebook'; subjectYearId: string; term: Term }
  | { screen: FormClassDraftScreen; classYearId: string; academicYearId: string; term?: Term }
  | { screen: 'cca-grades'; ccaYearId: string; academicYearId: string }
  | ({ screen: 'placement-test-results' } & PlacementDraftScope);

const FORM_CLASS_SCREENS: readonly string[] = [
  'remark',
  'conduct',
  'height-and-weight',
  'streaming-and-promotion',
  'ftp-evaluation',
] satisfies readonly FormClassDraftScreen[];
const isFormClassScreen = (screen: string): screen is FormClassDraftScreen => FORM_CLASS_SCREENS.includes(screen);

const termPart = (term: Term | undefined) => (term === undefined ? '' : `:term-${term}`);
const TERMS: Readonly<Record<string, Term>> = { '1': 1, '2': 2, '3': 3, '4': 4 };
const toTerm = (digit: string | undefined): Term | undefined => (digit === undefined ? undefined : TERMS[digit]);

function scopeText(scope: GridDraftScope): string {
  switch (scope.screen) {
    case 'gradebook':
      return `${scope.subjectYearId}${termPart(scope.term)}`;
    case 'cca-grades':
      return `${scope.ccaYearId}:${scope.academicYearId}`;
    case 'placement-test-results':
      return [
        scope.resultType,
        scope.academicYearId,
        scope.branchId,
        scope.programmeId,
        scope.masterLevelId,
        scope.date,
      ].join(':');
    default:
      return `${scope.classYearId}:${scope.academicYearId}${termPart(scope.term)}`;
  }
}

/** The localStorage key of a grid's draft for this user and scope. */
export function gridDraftKey(userId: string, scope: GridDraftScope): string {
  return entryDraftKey({ userId, screen: scope.screen, scope: scopeText(scope) });
}

function parseScope(screen: string, text: string): GridDraftScope | null {
  if (isFormClassScreen(screen)) {
    const match = /^([^:]+):([^:]+)(?::term-([1-4]))?$/.exec(text);
    if (!match?.[1] || !match[2]) return null;
    const term = toTerm(match[3]);
    return { screen, classYearId: match[1], academicYearId: match[2], ...(term === undefined ? {} : { term }) };
  }
  if (screen === 'cca-grades') {
    const [ccaYearId, academicYearId] = text.split(':');
    return ccaYearId && academicYearId ? { screen, ccaYearId, academicYearId } : null;
  }
  if (screen === 'gradebook') {
    const match = /^(.+):term-([1-4])$/.exec(text);
    const term = toTerm(match?.[2]);
    return match?.[1] && term ? { screen, subjectYearId: match[1], term } : null;
  }
  if (screen === 'placement-test-results') {
    // A key written before drafts spanned pages ends in `:page:pageSize`; its scope is the same filters.
    const [resultType = '', academicYearId = '', branchId = '', programmeId = '', masterLevelId = '', date = 'any'] = text.split(':');
    return { screen, resultType, academicYearId, branchId, programmeId, masterLevelId, date };
  }
  return null;
}

/** The scope of `key` when it is one of `userId`'s grid drafts; null for any other key or an unknown screen. */
export function parseGridDraftKey(key: string, userId: string): GridDraftScope | null {
  const prefix = entryDraftPrefix(userId);
  if (!key.startsWith(prefix)) return null;
  const rest = key.slice(prefix.length);
  const separator = rest.indexOf(':');
  return separator < 0 ? null : parseScope(rest.slice(0, separator), rest.slice(separator + 1));
}
