import { z } from 'zod';
import { ATTENDANCE_MAX, ATTENDANCE_MESSAGE, GRADE_MESSAGE, PARTICIPATION_GRADES } from './cca';
import { uniqueBy } from '../school/unique-keys';

/** The most grades and students one request may carry (a CCA never holds more members). */
export const CCA_BATCH_MAX = 200;
export const CHOOSE_STUDENTS_MESSAGE = 'Choose at least one student.';

/** One member's changed participation: a field left out is kept, null clears it. */
export const CcaGradeEntrySchema = z.object({
  studentId: z.string({ error: 'Each grade needs a studentId.' }).min(1, 'Each grade needs a studentId.'),
  attendance: z
    .number({ error: ATTENDANCE_MESSAGE })
    .int(ATTENDANCE_MESSAGE)
    .min(0, ATTENDANCE_MESSAGE)
    .max(ATTENDANCE_MAX, ATTENDANCE_MESSAGE)
    .nullable()
    .optional(),
  grade: z.enum(PARTICIPATION_GRADES, { error: GRADE_MESSAGE }).nullable().optional(),
});
export type CcaGradeEntry = z.infer<typeof CcaGradeEntrySchema>;

/** PUT /cca-years/{id}/grades: the changed entries, against the grades version they were typed on. */
export const SaveCcaGradesBodySchema = z.object({
  version: z.number({ error: 'Send the version the grades were read at.' }).int().nonnegative(),
  grades: z
    .array(CcaGradeEntrySchema, { error: 'Grades must be a list.' })
    .min(1, 'Send at least one grade.')
    .max(CCA_BATCH_MAX, `Send at most ${CCA_BATCH_MAX} grades at once.`)
    .superRefine(uniqueBy((entry) => entry.studentId, 'This student’s grade is sent twice.', 'studentId')),
});
export type SaveCcaGradesBody = z.infer<typeof SaveCcaGradesBodySchema>;

/** POST /cca-years/{id}/members. */
export const AssignCcaMembersBodySchema = z.object({
  studentIds: z
    .array(z.string().min(1), { error: CHOOSE_STUDENTS_MESSAGE })
    .min(1, CHOOSE_STUDENTS_MESSAGE)
    .max(CCA_BATCH_MAX, `Choose at most ${CCA_BATCH_MAX} students at once.`),
});
export type AssignCcaMembersBody = z.infer<typeof AssignCcaMembersBodySchema>;
