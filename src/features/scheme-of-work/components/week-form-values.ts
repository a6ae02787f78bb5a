import { z } from 'zod';
import type { SowWeek } from '@/features/scheme-of-work/api/sow-schemas';
import {
  SOW_LESSONS_MAX,
  SOW_OBJECTIVE_LENGTH,
  SOW_OBJECTIVES_MAX,
  SOW_TOPIC_LENGTH,
  SOW_TOPICS_MAX,
  TOPIC_REQUIRED_MESSAGE,
  type SowWeekBody,
} from '@/domain/scheme-of-work/bodies';
import type { WeekFormValues } from './week-draft';

export const linesOf = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);

/** The form's own check, with the backend's limits and messages, on the one-per-line text. */
export const WeekFormSchema = z.object({
  topics: z
    .string()
    .refine((text) => linesOf(text).length > 0, TOPIC_REQUIRED_MESSAGE)
    .refine((text) => linesOf(text).length <= SOW_TOPICS_MAX, `A week has at most ${SOW_TOPICS_MAX} topics.`)
    .refine(
      (text) => linesOf(text).every((line) => line.length <= SOW_TOPIC_LENGTH),
      `A topic is at most ${SOW_TOPIC_LENGTH} characters.`,
    ),
  objectives: z
    .string()
    .refine(
      (text) => linesOf(text).length <= SOW_OBJECTIVES_MAX,
      `A week has at most ${SOW_OBJECTIVES_MAX} objectives.`,
    )
    .refine(
      (text) => linesOf(text).every((line) => line.length <= SOW_OBJECTIVE_LENGTH),
      `An objective is at most ${SOW_OBJECTIVE_LENGTH} characters.`,
    ),
  lessonIds: z.array(z.string()).max(SOW_LESSONS_MAX, `Link at most ${SOW_LESSONS_MAX} lessons to a week.`),
});

export const valuesOfWeek = (week: SowWeek): WeekFormValues => ({
  topics: week.topics.join('\n'),
  objectives: week.objectives.join('\n'),
  lessonIds: week.lessons.map((lesson) => lesson.id),
});

export const bodyOf = (values: WeekFormValues, version: number): SowWeekBody => ({
  version,
  topics: linesOf(values.topics),
  objectives: linesOf(values.objectives),
  lessonIds: values.lessonIds,
});

export const signatureOf = (values: WeekFormValues): string =>
  JSON.stringify([linesOf(values.topics), linesOf(values.objectives), [...values.lessonIds].sort()]);

/** The form field a backend error key names (`topics`, `objectives.1`, `lessonIds.0`). */
export function fieldOf(key: string): keyof WeekFormValues | null {
  const [head] = key.split('.');
  return head === 'topics' || head === 'objectives' || head === 'lessonIds' ? head : null;
}
