import { describe, expect, it } from 'vitest';
import { INVISIBLE_TEXT_MESSAGE } from '../school/visible-text';
import {
  DUPLICATE_STUDENT_MESSAGE,
  NO_ENTRIES_MESSAGE,
  REMARK_TOO_LONG_MESSAGE,
  RETAIN_REASON_REQUIRED_MESSAGE,
  RemarkBankBodySchema,
  SaveConductBodySchema,
  SaveHeightWeightBodySchema,
  SaveRemarksBodySchema,
  SaveStreamingBodySchema,
} from './bodies';
import { REMARK_MAX_LENGTH } from './limits';

/** The first issue as the demo backend names it: dotted path and message. */
function firstIssue(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  const issue = result.error?.issues[0];
  return issue ? { field: issue.path.map(String).join('.'), message: issue.message } : null;
}

const base = { academicYearId: 'ay-2026', term: 2 };

describe('form-class save bodies', () => {
  it('accepts a remark up to the limit and refuses one character more, naming the entry', () => {
    const ok = SaveRemarksBodySchema.safeParse({ ...base, entries: [{ studentId: 'st-1', text: 'x'.repeat(REMARK_MAX_LENGTH), version: 0 }] });
    expect(ok.success).toBe(true);
    const long = SaveRemarksBodySchema.safeParse({
      ...base,
      entries: [{ studentId: 'st-1', text: 'ok', version: 1 }, { studentId: 'st-2', text: 'x'.repeat(REMARK_MAX_LENGTH + 1), version: 1 }],
    });
    expect(firstIssue(long)).toEqual({ field: 'entries.1.text', message: REMARK_TOO_LONG_MESSAGE });
  });

  it('trims a remark before counting it, and accepts null to clear it', () => {
    const padded = SaveRemarksBodySchema.parse({ ...base, entries: [{ studentId: 'st-1', text: `  ${'x'.repeat(REMARK_MAX_LENGTH)}  `, version: 0 }] });
    expect(padded.entries[0]?.text).toHaveLength(REMARK_MAX_LENGTH);
    expect(SaveRemarksBodySchema.safeParse({ ...base, entries: [{ studentId: 'st-1', text: null, version: 0 }] }).success).toBe(true);
  });

  it('refuses an empty save, a student twice, a bad term and a missing version', () => {
    expect(firstIssue(SaveRemarksBodySchema.safeParse({ ...base, entries: [] }))).toEqual({ field: 'entries', message: NO_ENTRIES_MESSAGE });
    const twice = SaveRemarksBodySchema.safeParse({ ...base, entries: [0, 1].map(() => ({ studentId: 'st-1', text: 'a', version: 0 })) });
    expect(firstIssue(twice)).toEqual({ field: 'entries.1.studentId', message: DUPLICATE_STUDENT_MESSAGE });
    expect(firstIssue(SaveRemarksBodySchema.safeParse({ ...base, term: 5, entries: [{ studentId: 'st-1', text: 'a', version: 0 }] }))?.field).toBe('term');
    expect(firstIssue(SaveRemarksBodySchema.safeParse({ ...base, entries: [{ studentId: 'st-1', text: 'a' }] }))?.field).toBe('entries.0.version');
  });

  it('refuses implausible heights and weights with the grid’s sentence', () => {
    const entry = { studentId: 'st-1', heightCm: 131.5, weightKg: 29, version: 2 };
    expect(SaveHeightWeightBodySchema.safeParse({ ...base, entries: [entry, { ...entry, studentId: 'st-2', heightCm: null, weightKg: null }] }).success).toBe(true);
    expect(firstIssue(SaveHeightWeightBodySchema.safeParse({ ...base, entries: [{ ...entry, heightCm: 1315 }] }))).toEqual({
      field: 'entries.0.heightCm',
      message: 'Height must be from 40 to 230 cm, with at most one decimal.',
    });
    expect(firstIssue(SaveHeightWeightBodySchema.safeParse({ ...base, entries: [{ ...entry, weightKg: '29' }] }))?.field).toBe('entries.0.weightKg');
  });

  it('takes conduct as A, M, S, N or null per descriptor', () => {
    const entry = { studentId: 'st-1', frequencies: ['A', null, 'N'], version: 0 };
    expect(SaveConductBodySchema.safeParse({ ...base, entries: [entry] }).success).toBe(true);
    expect(firstIssue(SaveConductBodySchema.safeParse({ ...base, entries: [{ ...entry, frequencies: ['A', 'X'] }] }))).toEqual({
      field: 'entries.0.frequencies.1',
      message: 'Frequency must be A, M, S or N.',
    });
  });

  it('needs a reason to retain a student', () => {
    const entry = { studentId: 'st-1', promotionOutcome: 'Retained', nextStreamId: null, retainReason: '', version: 0 };
    expect(firstIssue(SaveStreamingBodySchema.safeParse({ academicYearId: 'ay-2026', entries: [entry] }))).toEqual({
      field: 'entries.0.retainReason',
      message: RETAIN_REASON_REQUIRED_MESSAGE,
    });
    // A reason of spaces is not left blank but shows nothing: refused as such (docs/api.md, "Free text").
    expect(firstIssue(SaveStreamingBodySchema.safeParse({ academicYearId: 'ay-2026', entries: [{ ...entry, retainReason: ' ' }] }))).toEqual({
      field: 'entries.0.retainReason',
      message: INVISIBLE_TEXT_MESSAGE,
    });
    expect(SaveStreamingBodySchema.safeParse({ academicYearId: 'ay-2026', entries: [{ ...entry, retainReason: 'Missed most of term 3.' }] }).success).toBe(true);
    const promoted = { ...entry, promotionOutcome: 'Promoted', nextStreamId: 'stream-standard', retainReason: null };
    expect(SaveStreamingBodySchema.safeParse({ academicYearId: 'ay-2026', entries: [promoted] }).success).toBe(true);
    expect(firstIssue(SaveStreamingBodySchema.safeParse({ academicYearId: 'ay-2026', entries: [{ ...promoted, promotionOutcome: 'Passed' }] }))?.field).toBe(
      'entries.0.promotionOutcome',
    );
  });

  it('keeps comment-bank templates with their merge fields, within the remark limit', () => {
    expect(RemarkBankBodySchema.parse({ text: ' {name} works hard; {he} is kind. ' }).text).toBe('{name} works hard; {he} is kind.');
    expect(RemarkBankBodySchema.safeParse({ text: '   ' }).success).toBe(false);
  });
});
