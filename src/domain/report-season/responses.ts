import { z } from 'zod';
import { TermSchema } from '../form-class/bodies';

// The report season's wire shapes (issue 23, docs/api.md "Report season"): the demo backend builds its answers
// `satisfies z.input<…>` of these, the portal's endpoints parse with them.

/** Where a class's reports of one term stand: being completed, marked ready by the form teacher, signed off. */
export const SEASON_STATES = ['open', 'ready', 'signedOff'] as const;
export type SeasonState = (typeof SEASON_STATES)[number];

export const SEASON_STATE_LABELS: Readonly<Record<SeasonState, string>> = {
  open: 'In progress',
  ready: 'Ready for sign-off',
  signedOff: 'Signed off',
};

/**
 * The board's fixed sections; each subject of the class's term is a section of its own, keyed `subject:<subjectYearId>`.
 * Which ones a term needs follows the report types of that term (src/domain/reports/report-types.ts).
 */
export const FIXED_SECTIONS = ['remark', 'conduct', 'attendance', 'heightWeight', 'promotion', 'cca', 'leaps'] as const;
export type FixedSection = (typeof FIXED_SECTIONS)[number];
export type SectionKey = FixedSection | `subject:${string}`;

export const SectionKeySchema = z
  .string()
  .refine((key) => (FIXED_SECTIONS as readonly string[]).includes(key) || /^subject:.+/.test(key), 'Unknown section.');

export const CELL_STATUSES = ['complete', 'incomplete', 'notNeeded'] as const;
export type CellStatus = (typeof CELL_STATUSES)[number];

/** One pupil's one section: complete, incomplete with the reasons in words ("2 marks blank"), or not needed. */
export const BoardCellSchema = z.object({
  status: z.enum(CELL_STATUSES),
  reasons: z.array(z.string()),
});
export type BoardCell = z.infer<typeof BoardCellSchema>;

/** The remark slips of issue 23 §2, found by src/domain/report-season/remark-checks.ts. */
export const REMARK_CHECKS = [
  'otherPupilName',
  'pronounMismatch',
  'sharedWithClassmates',
  'ownNameMissing',
  'doubleSpaces',
  'overTheBox',
] as const;
export type RemarkCheck = (typeof REMARK_CHECKS)[number];

export const RemarkIssueSchema = z.object({ check: z.enum(REMARK_CHECKS), message: z.string() });
export type RemarkIssue = z.infer<typeof RemarkIssueSchema>;

export const PersonStampSchema = z.object({ userId: z.string(), name: z.string(), at: z.iso.datetime({ offset: true }) });
export type PersonStamp = z.infer<typeof PersonStampSchema>;

export const BoardPupilSchema = z.object({
  studentId: z.string(),
  fullName: z.string(),
  registerNumber: z.number().int().positive(),
  /** The term's remark as saved (null when none), with its record's version: what a proofreader's suggestion is based on. */
  remark: z.object({ text: z.string(), version: z.number().int().nonnegative() }).nullable(),
  cells: z.record(z.string(), BoardCellSchema),
  remarkIssues: z.array(RemarkIssueSchema),
});
export type BoardPupil = z.infer<typeof BoardPupilSchema>;

export const SEASON_ACTIONS = ['markedReady', 'signedOff', 'reopened', 'proofreaderAsked'] as const;
export type SeasonAction = (typeof SEASON_ACTIONS)[number];

/** One step of the season's record: who did what when, and the note they gave (an override's reason, a reopening's). */
export const SeasonEventSchema = PersonStampSchema.extend({ action: z.enum(SEASON_ACTIONS), note: z.string().nullable() });
export type SeasonEvent = z.infer<typeof SeasonEventSchema>;

export const SeasonSchema = z
  .object({
    classYearId: z.string(),
    term: TermSchema,
    state: z.enum(SEASON_STATES),
    /** Every write to the season (ready, sign-off, reopen, proofreader) sends it; a stale one answers 409. */
    version: z.number().int().nonnegative(),
    readyBy: PersonStampSchema.nullable(),
    /** The recorded reason when the class was marked ready with gaps on its board. */
    readyOverride: z.string().nullable(),
    signedOffBy: PersonStampSchema.nullable(),
    proofreader: z.object({ userId: z.string(), name: z.string() }).nullable(),
    history: z.array(SeasonEventSchema),
    /** While signed off: the 423 message every write to these records answers (lockedMessage below); else null. */
    lockedMessage: z.string().nullable(),
  })
  .meta({ id: 'ReportSeason' });
export type Season = z.infer<typeof SeasonSchema>;

export const BoardSectionSchema = z.object({ key: SectionKeySchema, label: z.string() });

/** `GET /class-years/{classYearId}/report-season/{term}`: the whole board of one class and term in one answer. */
export const SeasonBoardSchema = z
  .object({
    classYear: z.object({ id: z.string(), name: z.string(), levelId: z.string(), levelName: z.string() }),
    term: TermSchema,
    season: SeasonSchema,
    /** Every section the term's report types need, in the board's column order; subjects first. */
    sections: z.array(BoardSectionSchema),
    pupils: z.array(BoardPupilSchema),
  })
  .meta({ id: 'ReportSeasonBoard' });
export type SeasonBoard = z.infer<typeof SeasonBoardSchema>;

/** `GET /levels/{levelId}/report-season/{term}` (principal): each class of the level and where it stands. */
export const LevelSeasonSchema = z
  .object({
    level: z.object({ id: z.string(), name: z.string() }),
    term: TermSchema,
    classes: z.array(
      z.object({
        classYearId: z.string(),
        name: z.string(),
        formTeacherName: z.string().nullable(),
        pupils: z.number().int().nonnegative(),
        /** Pupils with no incomplete cell. */
        pupilsComplete: z.number().int().nonnegative(),
        /** Incomplete cells over the class. */
        gaps: z.number().int().nonnegative(),
        remarkIssues: z.number().int().nonnegative(),
        season: SeasonSchema,
      }),
    ),
  })
  .meta({ id: 'LevelReportSeason' });
export type LevelSeason = z.infer<typeof LevelSeasonSchema>;

export const SUGGESTION_STATUSES = ['pending', 'accepted', 'declined'] as const;

/** A proofreader's tracked edit of one pupil's remark; `original` is the remark it was written against. */
export const RemarkSuggestionSchema = z
  .object({
    id: z.string(),
    classYearId: z.string(),
    term: TermSchema,
    studentId: z.string(),
    studentName: z.string(),
    original: z.string(),
    suggested: z.string(),
    status: z.enum(SUGGESTION_STATUSES),
    suggestedBy: PersonStampSchema,
    decidedBy: PersonStampSchema.nullable(),
    version: z.number().int().nonnegative(),
  })
  .meta({ id: 'RemarkSuggestion' });
export type RemarkSuggestion = z.infer<typeof RemarkSuggestionSchema>;

/** The 423 every write to a signed-off class's term records answers; it names who signed and when. */
export function lockedMessage(className: string, term: number, signedOff: { name: string; date: string }): string {
  return `${className}'s term ${term} reports were signed off by ${signedOff.name} on ${signedOff.date}; the records are locked until the principal reopens them.`;
}
