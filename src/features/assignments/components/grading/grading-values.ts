import { z } from 'zod';
import type { Answer } from '@/domain/lesson-content/answers';
import { FEEDBACK_MAX_LENGTH } from '@/domain/lesson-content/bodies';
import { autoMark, validateMark, type AutoMark, type MarkedMaterial } from '@/domain/lesson-content/marking';
import { MARK_PATTERN } from '@/domain/gradebook/mark';
import type { Annotation } from '@/features/assignments/rules/annotation';

/** One question of the submission as the grading page shows it, in the order the student saw them. */
export interface GradingQuestion {
  id: string;
  title: string;
  material: MarkedMaterial;
  answer: Answer | null;
  /** Null: the material carries no mark (Attach Files, content); otherwise the automatic mark or "by hand". */
  auto: AutoMark | null;
  /** The mark saved by the last grading, if any. */
  savedMark: number | null;
}

/** Builds the questions from the assignment's materials, in the submission's question order. */
export function gradingQuestions(
  materials: readonly (MarkedMaterial & { id: string; title: string })[],
  questionOrder: readonly string[],
  answers: readonly (Answer & { materialId: string })[],
  marks: readonly { materialId: string; mark: number }[],
): GradingQuestion[] {
  const byId = new Map(materials.map((material) => [material.id, material]));
  const ordered = questionOrder.flatMap((id) => byId.get(id) ?? []);
  // Materials missing from the order (none in practice) still show, after the ordered ones.
  const rest = materials.filter((material) => !questionOrder.includes(material.id));
  return [...ordered, ...rest].flatMap((material) => {
    const answer = answers.find((item) => item.materialId === material.id) ?? null;
    const auto = autoMark(material, answer);
    // Files only to read (Attach Files without a mark) show only when the student handed files in anyway.
    const shown = auto !== null || (material.materialType === 'ATTACH_FILES' && answer !== null);
    if (!shown) return [];
    const savedMark = marks.find((item) => item.materialId === material.id)?.mark ?? null;
    return [{ id: material.id, title: material.title, material, answer, auto, savedMark }];
  });
}

export interface GradingValues {
  /** One entry per marked question (auto !== null), in the page's order: the 422's `marks.N.mark` is entry N. */
  marks: { materialId: string; mark: string }[];
  feedback: string;
}

/** Marks already saved, else the automatic mark, else empty (to be given by hand). */
export function initialGradingValues(questions: readonly GradingQuestion[], feedback: string): GradingValues {
  return {
    marks: questions.flatMap((question) => {
      if (question.auto === null) return [];
      const mark = question.savedMark ?? (question.auto.automatic ? question.auto.mark : null);
      return [{ materialId: question.id, mark: mark === null ? '' : String(mark) }];
    }),
    feedback,
  };
}

/** A typed mark as a number, or null when it is not one (a comma is read as the decimal point). */
export function parseMark(typed: string): number | null {
  const value = typed.trim().replace(',', '.');
  return MARK_PATTERN.test(value) ? Number(value) : null;
}

export const MARK_REQUIRED_MESSAGE = 'Enter a mark.';
export const FEEDBACK_TOO_LONG_MESSAGE = `Feedback can be at most ${FEEDBACK_MAX_LENGTH} characters.`;

/** The form's schema for these questions: every mark given, each within 0..max with one decimal (validateMark). */
export function gradingSchema(maxMarks: ReadonlyMap<string, number>) {
  return z.object({
    marks: z.array(z.object({ materialId: z.string(), mark: z.string() })).superRefine((marks, context) => {
      marks.forEach((entry, index) => {
        const typed = entry.mark.trim();
        const message =
          typed === ''
            ? MARK_REQUIRED_MESSAGE
            : validateMark(parseMark(typed) ?? Number(typed.replace(',', '.')), maxMarks.get(entry.materialId) ?? 0);
        if (message) context.addIssue({ code: 'custom', path: [index, 'mark'], message });
      });
    }),
    feedback: z.string().max(FEEDBACK_MAX_LENGTH, FEEDBACK_TOO_LONG_MESSAGE),
  });
}

/** The annotations of every file, one set per file and page as the grade call takes them. */
export function annotationSets(byFile: Readonly<Record<string, readonly Annotation[]>>) {
  return Object.entries(byFile).flatMap(([fileId, items]) => {
    const pages = [...new Set(items.map((item) => item.page))].sort((a, b) => a - b);
    return pages.map((page) => ({ fileId, page, items: items.filter((item) => item.page === page) }));
  });
}

/** Annotations as the page keeps them, one list per file, from the sets the server answers. */
export function annotationsByFile(sets: readonly { fileId: string; items: readonly Annotation[] }[]) {
  const byFile: Record<string, Annotation[]> = {};
  for (const set of sets) byFile[set.fileId] = [...(byFile[set.fileId] ?? []), ...set.items];
  return byFile;
}
