import { z } from 'zod';
import {
  AskProofreaderBodySchema,
  DecideSuggestionBodySchema,
  MarkReadyBodySchema,
  ReopenBodySchema,
  SignOffBodySchema,
  SuggestRemarkBodySchema,
} from '@/domain/report-season/bodies';
import {
  LevelSeasonSchema,
  RemarkSuggestionSchema,
  SeasonBoardSchema,
  SeasonSchema,
} from '@/domain/report-season/responses';
import { TermSchema } from '@/domain/form-class/bodies';
import { defineEndpoint } from '@/lib/endpoint';

// The report season's operations (issue 23; docs/api.md "Report season"). Who may call each: the form teacher of
// the class, the principal of its campus, and the colleague asked to proofread it (reads and suggestions only).

const tag = 'Report season';
const classTerm = z.object({ classYearId: z.string(), term: TermSchema });

export const getSeasonBoardEndpoint = defineEndpoint({
  operationId: 'getReportSeasonBoard',
  method: 'get',
  path: '/class-years/{classYearId}/report-season/{term}',
  summary: "A class's report-season board for one term: every pupil's every section, its remark checks and the season's state",
  tag,
  params: classTerm,
  response: SeasonBoardSchema,
  errors: [400, 403, 404],
});

export const markSeasonReadyEndpoint = defineEndpoint({
  operationId: 'markReportSeasonReady',
  method: 'post',
  path: '/class-years/{classYearId}/report-season/{term}/ready',
  summary: 'The form teacher marks the class ready for sign-off (with gaps only with a recorded override)',
  tag,
  params: classTerm,
  body: MarkReadyBodySchema,
  response: SeasonSchema,
  errors: [400, 403, 404, 409, 422],
});

export const signOffSeasonEndpoint = defineEndpoint({
  operationId: 'signOffReportSeason',
  method: 'post',
  path: '/class-years/{classYearId}/report-season/{term}/sign-off',
  summary: "The principal signs off a class marked ready; its term records are locked from then on",
  tag,
  params: classTerm,
  body: SignOffBodySchema,
  response: SeasonSchema,
  errors: [400, 403, 404, 409, 422],
});

export const reopenSeasonEndpoint = defineEndpoint({
  operationId: 'reopenReportSeason',
  method: 'post',
  path: '/class-years/{classYearId}/report-season/{term}/reopen',
  summary: 'Back to in progress, with a recorded reason: the principal after a sign-off, the form teacher while only ready',
  tag,
  params: classTerm,
  body: ReopenBodySchema,
  response: SeasonSchema,
  errors: [400, 403, 404, 409, 422],
});

export const askProofreaderEndpoint = defineEndpoint({
  operationId: 'askReportSeasonProofreader',
  method: 'put',
  path: '/class-years/{classYearId}/report-season/{term}/proofreader',
  summary: "The form teacher asks a staff member of the campus to proofread the class's remarks",
  tag,
  params: classTerm,
  body: AskProofreaderBodySchema,
  response: SeasonSchema,
  errors: [400, 403, 404, 409, 422, 423],
});

export const ColleagueSchema = z.object({ userId: z.string(), name: z.string() }).meta({ id: 'ReportSeasonColleague' });

export const listProofreaderCandidatesEndpoint = defineEndpoint({
  operationId: 'listReportSeasonProofreaderCandidates',
  method: 'get',
  path: '/class-years/{classYearId}/report-season/{term}/colleagues',
  summary: "The staff of the class's campus the form teacher may ask to proofread (everyone but the form teacher), by name",
  tag,
  params: classTerm,
  response: z.array(ColleagueSchema),
  errors: [400, 403, 404],
});

export const listSuggestionsEndpoint = defineEndpoint({
  operationId: 'listRemarkSuggestions',
  method: 'get',
  path: '/class-years/{classYearId}/report-season/{term}/suggestions',
  summary: "The proofreader's suggested remark edits of the class and term, newest first, with who decided each",
  tag,
  params: classTerm,
  response: z.array(RemarkSuggestionSchema),
  errors: [400, 403, 404],
});

export const suggestRemarkEndpoint = defineEndpoint({
  operationId: 'suggestRemark',
  method: 'post',
  path: '/class-years/{classYearId}/report-season/{term}/suggestions',
  summary: "The proofreader suggests a change to one pupil's remark, against the remark's version it read",
  tag,
  params: classTerm,
  body: SuggestRemarkBodySchema,
  response: RemarkSuggestionSchema,
  status: 201,
  errors: [400, 403, 404, 409, 422, 423],
});

export const decideSuggestionEndpoint = defineEndpoint({
  operationId: 'decideRemarkSuggestion',
  method: 'post',
  path: '/remark-suggestions/{suggestionId}/decision',
  summary: "The form teacher accepts (the remark becomes the suggestion) or declines a pending suggestion",
  tag,
  params: z.object({ suggestionId: z.string() }),
  body: DecideSuggestionBodySchema,
  response: RemarkSuggestionSchema,
  errors: [403, 404, 409, 422, 423],
});

export const getLevelSeasonEndpoint = defineEndpoint({
  operationId: 'getLevelReportSeason',
  method: 'get',
  path: '/levels/{levelId}/report-season/{term}',
  summary: "The principal's view of a level: each class's progress and season state for one term",
  tag,
  params: z.object({ levelId: z.string(), term: TermSchema }),
  response: LevelSeasonSchema,
  errors: [400, 403, 404],
});

export const ProofreadingAssignmentSchema = z
  .object({
    classYearId: z.string(),
    className: z.string(),
    term: TermSchema,
    formTeacherName: z.string().nullable(),
    pendingSuggestions: z.number().int().nonnegative(),
  })
  .meta({ id: 'ProofreadingAssignment' });

export const listMyProofreadingEndpoint = defineEndpoint({
  operationId: 'listMyProofreading',
  method: 'get',
  path: '/report-season/proofreading',
  summary: 'The classes the signed-in staff member was asked to proofread in the current academic year',
  tag,
  response: z.array(ProofreadingAssignmentSchema),
  errors: [],
});
