/** Business constants of spec §9, named once. */
export const MIN_PASSWORD_LENGTH = 8;
/** Longest password accepted (OWASP's ceiling for a hash input; docs/decisions/profile.md). */
export const MAX_PASSWORD_LENGTH = 128;
export const SIDEBAR_MINIMIZE_BREAKPOINT_PX = 1400;
export const LESSON_SIDEBAR_DEFAULT_WIDTH_PX = 360;
export const LESSON_SIDEBAR_MIN_WIDTH_PX = 280;
export const SVE_QUERY_PAGE_SIZE = 1;
export const PLACEMENT_SCORE_MIN = 0;
export const PLACEMENT_SCORE_MAX = 100;
export const PLACEMENT_DEFAULT_PAGE_SIZE = 5;
export const PLACEMENT_DEFAULT_PAGE = 0;
export const SEARCHABLE_SELECT_PAGE_SIZE = 5;
export const SEARCHABLE_SELECT_DEBOUNCE_MS = 500;
export const SEARCHABLE_SELECT_SEARCH_KEY = 'name';
export const SEARCHABLE_SELECT_VALUE_KEY = 'id';
export const SEARCHABLE_SELECT_LABEL_KEY = 'name';
export const PRINCIPAL_POSITION_MARKER = 'principal';
/** Longest note on an e-badge award, checked by the award form and the server alike. */
export const EBADGE_NOTE_MAX_LENGTH = 200;
/** Longest remark or notes field of a placement test result, checked by the entry grid and the server alike. */
export const PLACEMENT_REMARK_MAX_LENGTH = 2000;
export const TABLE_DEFAULT_PAGE_SIZE = 10;
export const TABLE_PAGE_SIZE_OPTIONS = [5, 10, 25, 50, 100] as const;
/** How often the menu re-reads the token for external links (spec §7). */
export const EXTERNAL_LINK_TOKEN_CHECK_MS = 1000;
/** Spec §9 text tool defaults for annotations on students' work: black fill, font size 24, a sans font. */
export const ANNOTATION_TEXT_DEFAULTS = {
  fill: '#000000',
  fontSize: 24,
  fontFamily: 'Arial, Helvetica, sans-serif',
} as const;
