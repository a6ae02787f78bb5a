import { z } from 'zod';

/** What the content picker reads of an assignable content (`GET /assignable-contents`). */
export const CONTENT_SELECT_FIELDS = ['id', 'name', 'kind', 'chapter', 'subject'] as const;

const ContentItemSchema = z.object({
  kind: z.enum(['lesson', 'assignment']),
  chapter: z.object({ name: z.string() }).optional(),
  subject: z.object({ name: z.string(), classYear: z.object({ name: z.string() }).optional() }).optional(),
});

export const KIND_LABELS = { lesson: 'Lesson', assignment: 'Assignment' } as const;

/** The kind of a picked item, or null when the item does not say (a stale or partial answer). */
export function contentKind(item: Readonly<Record<string, unknown>>): 'lesson' | 'assignment' | null {
  const parsed = ContentItemSchema.safeParse(item);
  return parsed.success ? parsed.data.kind : null;
}

/** "Lesson · Fractions · Mathematics (Primary 4 Courage)": enough to tell two lessons of one name apart. */
export function describeContent(item: Readonly<Record<string, unknown>>): string {
  const parsed = ContentItemSchema.safeParse(item);
  if (!parsed.success) return '';
  const { kind, chapter, subject } = parsed.data;
  const subjectText = subject ? `${subject.name}${subject.classYear ? ` (${subject.classYear.name})` : ''}` : null;
  return [KIND_LABELS[kind], chapter?.name, subjectText].filter(Boolean).join(' · ');
}
