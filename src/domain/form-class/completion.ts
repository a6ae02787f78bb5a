import type { Frequency, PromotionOutcome } from '../school/enums';
import { FORM_CLASS_KINDS, type FormClassKind } from './kinds';
import { hasVisibleText } from '../school/visible-text';

/** What one student has on record for a term (null: no record at all). */
export interface TermRecordState {
  remark: string | null;
  heightCm: number | null;
  weightKg: number | null;
  /** Frequencies aligned with the school's conduct descriptors; null where none was given. */
  conduct: ReadonlyArray<Frequency | null>;
}

/** What one student has on record for the year (null: no record at all). */
export interface YearRecordState {
  promotionOutcome: PromotionOutcome | null;
  nextStreamId: string | null;
  retainReason: string | null;
}

export interface CompletionContext {
  /** How many descriptors conduct is graded against: each needs a frequency. */
  descriptorsCount: number;
  /** Whether the class's next level offers streams: then a promoted student needs one. */
  streamRequired: boolean;
}

/** A remark or reason counts only with something visible in it: three zero-width spaces are not a remark. */
const blank = (text: string | null | undefined) => !hasVisibleText(text);

function isComplete(kind: FormClassKind, term: TermRecordState | null, year: YearRecordState | null, context: CompletionContext): boolean {
  switch (kind) {
    case 'remark':
      return !blank(term?.remark);
    case 'heightAndWeight':
      return term?.heightCm != null && term.weightKg != null;
    case 'conduct':
      return (
        term !== null &&
        term.conduct.length >= context.descriptorsCount &&
        term.conduct.slice(0, context.descriptorsCount).every((frequency) => frequency !== null)
      );
    case 'streamingAndPromotion':
      if (!year?.promotionOutcome) return false;
      // A retained student stays in the level: no stream for next year, but the reason is part of the record.
      if (year.promotionOutcome === 'Retained') return !blank(year.retainReason);
      return !context.streamRequired || year.nextStreamId !== null;
  }
}

/**
 * The form-class records a student is missing for one class, year and term, in menu order. Streaming and promotion
 * is a year record: it counts in every term, so the list shows what is left to decide before the year ends.
 */
export function missingRecords(
  term: TermRecordState | null,
  year: YearRecordState | null,
  context: CompletionContext,
): FormClassKind[] {
  return FORM_CLASS_KINDS.filter((kind) => !isComplete(kind, term, year, context));
}

export interface KindCompletion {
  complete: number;
  total: number;
}

/** How many students of a class have each record complete, from each student's missing records. */
export function completionByKind(missingPerStudent: ReadonlyArray<ReadonlyArray<FormClassKind>>): Record<FormClassKind, KindCompletion> {
  const total = missingPerStudent.length;
  const of = (kind: FormClassKind): KindCompletion => ({
    complete: total - missingPerStudent.filter((kinds) => kinds.includes(kind)).length,
    total,
  });
  return { remark: of('remark'), heightAndWeight: of('heightAndWeight'), streamingAndPromotion: of('streamingAndPromotion'), conduct: of('conduct') };
}
