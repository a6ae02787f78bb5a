import { z } from 'zod';
import { visibleText } from '../school/visible-text';

export const SOW_TOPICS_MAX = 5;
export const SOW_OBJECTIVES_MAX = 8;
export const SOW_LESSONS_MAX = 6;
export const SOW_TOPIC_LENGTH = 120;
export const SOW_OBJECTIVE_LENGTH = 200;

export const TOPIC_REQUIRED_MESSAGE = 'Give the week at least one topic.';
export const TOPIC_BLANK_MESSAGE = 'A topic cannot be blank.';
export const OBJECTIVE_BLANK_MESSAGE = 'An objective cannot be blank.';

/** PUT /schemes-of-work/{id}/weeks/{week}: the week's whole plan, against the version it was read at. */
export const SowWeekBodySchema = z.object({
  version: z.number({ error: 'Send the version the scheme of work was read at.' }).int().nonnegative(),
  topics: z
    .array(
      visibleText({ error: TOPIC_BLANK_MESSAGE })
        .min(1, TOPIC_BLANK_MESSAGE)
        .max(SOW_TOPIC_LENGTH, `A topic is at most ${SOW_TOPIC_LENGTH} characters.`),
      { error: TOPIC_REQUIRED_MESSAGE },
    )
    .min(1, TOPIC_REQUIRED_MESSAGE)
    .max(SOW_TOPICS_MAX, `A week has at most ${SOW_TOPICS_MAX} topics.`),
  objectives: z
    .array(
      visibleText({ error: OBJECTIVE_BLANK_MESSAGE })
        .min(1, OBJECTIVE_BLANK_MESSAGE)
        .max(SOW_OBJECTIVE_LENGTH, `An objective is at most ${SOW_OBJECTIVE_LENGTH} characters.`),
      { error: 'Objectives must be a list.' },
    )
    .max(SOW_OBJECTIVES_MAX, `A week has at most ${SOW_OBJECTIVES_MAX} objectives.`),
  lessonIds: z
    .array(z.string().min(1, 'Choose a lesson.'), { error: 'Lessons must be a list.' })
    .max(SOW_LESSONS_MAX, `Link at most ${SOW_LESSONS_MAX} lessons to a week.`),
});
export type SowWeekBody = z.infer<typeof SowWeekBodySchema>;
