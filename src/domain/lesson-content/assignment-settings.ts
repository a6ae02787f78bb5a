import { z } from 'zod';
import { calendarDateField } from '../school/date-fields';
import { ASSIGNMENT_MAX_ATTEMPTS } from './limits';

/** Spec §3 enumerations of a chapter's assignment. */
export const ASSIGNMENT_TYPES = ['Quiz', 'Homework', 'Class Work'] as const;
export type AssignmentType = (typeof ASSIGNMENT_TYPES)[number];

export const QUESTION_ORDERS = ['Sequential', 'Random'] as const;
export type QuestionOrder = (typeof QUESTION_ORDERS)[number];

export const ANSWER_REVEAL_MODES = ['Immediately After Attempts Ran Out', 'Hide Until Past Deadline'] as const;
export type AnswerRevealMode = (typeof ANSWER_REVEAL_MODES)[number];

const isoDate = (label: string) => calendarDateField(`${label} must be a date (dd/mm/yyyy).`, `${label} is required.`);

/**
 * The due date is compared with the start date only when both are dates: a start date that is not one is named
 * alone, not blamed on the due date as well.
 */
const DUE_NOT_BEFORE_START = {
  path: ['dueDate'],
  message: 'The due date cannot be before the start date.',
  when: (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    !payload.issues.some((issue) => issue.path?.[0] === 'startDate' || issue.path?.[0] === 'dueDate'),
};

/** Dates are calendar days (yyyy-MM-dd); the due date may equal the start date. */
export const AssignmentSettingsSchema = z
  .object({
    assignmentType: z.enum(ASSIGNMENT_TYPES, { error: 'Choose an assignment type.' }),
    questionOrder: z.enum(QUESTION_ORDERS, { error: 'Choose a question order.' }),
    answerReveal: z.enum(ANSWER_REVEAL_MODES, { error: 'Choose when answers are shown.' }),
    attempts: z
      .number({ error: 'Attempts must be a number.' })
      .int('Attempts must be a whole number.')
      .min(1, 'Allow at least 1 attempt.')
      .max(ASSIGNMENT_MAX_ATTEMPTS, `Allow at most ${ASSIGNMENT_MAX_ATTEMPTS} attempts.`),
    startDate: isoDate('Start date'),
    dueDate: isoDate('Due date'),
  })
  .refine((value) => value.dueDate >= value.startDate, DUE_NOT_BEFORE_START)
  .meta({ id: 'AssignmentSettings' });
export type AssignmentSettings = z.infer<typeof AssignmentSettingsSchema>;

/** Issuing a lesson or assignment to classes and students (/resources/assign). */
export const IssueAssignmentSchema = z
  .object({
    sourceType: z.enum(['lesson', 'assignment']),
    sourceId: z.string({ error: 'Choose a lesson or assignment.' }).min(1, 'Choose a lesson or assignment.'),
    classYearIds: z.array(z.string()).max(50),
    studentIds: z.array(z.string()).max(500),
    startDate: isoDate('Start date'),
    dueDate: isoDate('Due date'),
  })
  .refine((value) => value.classYearIds.length + value.studentIds.length > 0, {
    path: ['classYearIds'],
    message: 'Choose at least one class or student.',
  })
  .refine((value) => value.dueDate >= value.startDate, DUE_NOT_BEFORE_START)
  .meta({ id: 'IssueAssignment' });
export type IssueAssignment = z.infer<typeof IssueAssignmentSchema>;

/** The version of an issued assignment as the page read it: a write on an older one answers 409. */
const issuedVersion = z.number({ error: 'The version read is required.' }).int().nonnegative();

/** New dates for an issued assignment: the rules and messages of assigning, and the version read. */
export const ChangeIssuedDatesSchema = z
  .object({
    startDate: isoDate('Start date'),
    dueDate: isoDate('Due date'),
    version: issuedVersion,
  })
  .refine((value) => value.dueDate >= value.startDate, DUE_NOT_BEFORE_START)
  .meta({ id: 'ChangeIssuedDates' });
export type ChangeIssuedDates = z.infer<typeof ChangeIssuedDatesSchema>;

/** Taking an issued assignment back from one class or one pupil (never both in one request). */
export const WithdrawIssuedSchema = z
  .union([
    z.strictObject({ classYearId: z.string().min(1, 'Choose a class.'), version: issuedVersion }),
    z.strictObject({ studentId: z.string().min(1, 'Choose a pupil.'), version: issuedVersion }),
  ])
  .meta({ id: 'WithdrawIssued' });
export type WithdrawIssued = z.infer<typeof WithdrawIssuedSchema>;
