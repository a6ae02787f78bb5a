import { annotationsSignature, type Annotation } from '@/features/assignments/rules/annotation';
import type { GradingWork } from './grading-draft';
import { parseMark, type GradingValues } from './grading-values';

/** A comparable form of the work: marks as numbers ("3.0" is 3), files in a fixed order, empty files left out. */
export function workSignature(work: GradingWork): string {
  return JSON.stringify({
    marks: work.marks.map((entry) => [entry.materialId, parseMark(entry.mark) ?? entry.mark.trim()]),
    feedback: work.feedback,
    annotations: Object.entries(work.annotations)
      .filter(([, items]) => items.length > 0)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([fileId, items]) => [fileId, annotationsSignature(items)]),
  });
}

/** The form's values and the annotations as one piece of work. */
export function toWork(values: GradingValues, annotations: Readonly<Record<string, readonly Annotation[]>>): GradingWork {
  return {
    marks: values.marks.map((entry) => ({ materialId: entry.materialId, mark: entry.mark })),
    feedback: values.feedback,
    annotations: Object.fromEntries(Object.entries(annotations).map(([fileId, items]) => [fileId, [...items]])),
  };
}

/** The saved marks with the draft's typed ones laid over them (questions no longer in the assignment ignored). */
export function withDraftMarks(saved: GradingValues['marks'], draft: GradingValues['marks']): GradingValues['marks'] {
  return saved.map((entry) => ({
    materialId: entry.materialId,
    mark: draft.find((typed) => typed.materialId === entry.materialId)?.mark ?? entry.mark,
  }));
}
