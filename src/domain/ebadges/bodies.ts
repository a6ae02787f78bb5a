import { z } from 'zod';
import { EBADGE_NOTE_MAX_LENGTH } from '../../config/constants';
import { visibleText } from '../school/visible-text';

/** Most students one award may name: a class never holds more. */
export const EBADGE_AWARD_STUDENTS_MAX = 200;
export const CHOOSE_STUDENTS_MESSAGE = 'Choose at least one student.';

/**
 * POST /class-years/{classYearId}/ebadge-awards: one badge for the chosen students of a class. The award form sends
 * it and the demo backend validates with it (422 naming the field); a note is left out when there is none.
 */
export const AwardEbadgeBodySchema = z.object({
  academicYearId: z.string({ error: 'Choose an academic year.' }),
  ebadgeId: z.string({ error: 'Choose an e-badge.' }),
  studentIds: z
    .array(z.string(), { error: CHOOSE_STUDENTS_MESSAGE })
    .min(1, CHOOSE_STUDENTS_MESSAGE)
    .max(EBADGE_AWARD_STUDENTS_MAX, `Award at most ${EBADGE_AWARD_STUDENTS_MAX} students at once.`),
  note: visibleText().max(EBADGE_NOTE_MAX_LENGTH, `A note can be at most ${EBADGE_NOTE_MAX_LENGTH} characters.`).optional(),
});
export type AwardEbadgeBody = z.input<typeof AwardEbadgeBodySchema>;
