import { z } from 'zod';

// The rule for every free-text field people type (names, titles, remarks, notes, comments), checked by the
// portal's forms and by the demo backend alike (docs/api.md, "Free text"):
// - bidi overrides, embeddings and isolates (U+202A–U+202E, U+2066–U+2069) are removed wherever they are:
//   one U+202E makes a name read backwards on a report;
// - the text is trimmed of whitespace (JavaScript's \s: spaces, tabs, line breaks, NBSP, U+FEFF BOM and the
//   other Unicode spaces), control characters, zero-width spaces and joiners, direction marks and word joiners;
// - text that is not empty but shows nothing (only whitespace, control characters and Unicode's
//   Default_Ignorable_Code_Point, which holds the zero-width characters, BOM, direction marks, soft hyphen,
//   variation selectors and fillers) is refused: three U+200B are not a remark. A required field refuses it with
//   its own "required" sentence (the `error` it is given), an optional one with INVISIBLE_TEXT_MESSAGE. An empty
//   string stays what the field makes of it (refused by a required field's `min(1)`, allowed where optional).

export const INVISIBLE_TEXT_MESSAGE = 'Enter visible text, not only spaces or invisible characters.';

const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
const VISIBLE = /[^\s\p{Cc}\p{Default_Ignorable_Code_Point}]/u;
// Variation selectors and the combining grapheme joiner stay: at the end of a text they belong to the character
// before them (❤️ is U+2764 U+FE0F).
const EDGE_INVISIBLE = '[\\s\\p{Cc}\\u200B-\\u200F\\u2060-\\u2064\\u061C\\u00AD]+';
const EDGES = new RegExp(`^${EDGE_INVISIBLE}|${EDGE_INVISIBLE}$`, 'gu');

/** The text without bidi overrides, embeddings and isolates (what a report or a PDF may print). */
export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

/** Whether the text shows at least one character. */
export function hasVisibleText(text: string | null | undefined): boolean {
  return VISIBLE.test(text ?? '');
}

/** The text as it is stored: without bidi controls and without invisible characters around it. */
export function normalizeVisibleText(text: string): string {
  return withoutBidiControls(text).replace(EDGES, '');
}

/**
 * A free-text field. Required: `visibleText({ error: 'Name is required.' }).min(1, 'Name is required.').max(120, …)`,
 * whose `error` also refuses text that shows nothing; optional: `visibleText().max(2000, …).optional()`.
 * Still a `z.ZodString`, so its length limits follow (they count the stored text) and reach docs/openapi.json.
 */
export function visibleText(params?: { error: string }): z.ZodString {
  return z
    .string(params)
    // Aborts: the length checks after it would only repeat the refusal on the trimmed text.
    .refine((text) => text === '' || hasVisibleText(text), { message: params?.error ?? INVISIBLE_TEXT_MESSAGE, abort: true })
    .overwrite(normalizeVisibleText);
}

/** A copy of a JSON-like value with bidi controls removed from every string in it (text read back to print it). */
export function withoutBidiControlsIn<T>(value: T): T {
  return stripAll(value) as T;
}

function stripAll(value: unknown): unknown {
  if (typeof value === 'string') return withoutBidiControls(value);
  if (Array.isArray(value)) return value.map(stripAll);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, stripAll(inner)]));
  }
  return value;
}
