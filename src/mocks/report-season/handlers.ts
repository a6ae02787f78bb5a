import { HttpResponse } from 'msw';
import type { z } from 'zod';
import {
  AskProofreaderBodySchema,
  DecideSuggestionBodySchema,
  MarkReadyBodySchema,
  OVERRIDE_REQUIRED_MESSAGE,
  ReopenBodySchema,
  SignOffBodySchema,
  SUGGESTION_SAME_MESSAGE,
  SuggestRemarkBodySchema,
} from '../../domain/report-season/bodies';
import type { LevelSeasonSchema } from '../../domain/report-season/responses';
import { db } from '../db';
import { NOT_IN_CLASS_MESSAGE, writeTermRecord } from '../form-class/writes';
import { bumpVersion, versionOf } from '../form-class/versions';
import { withAuth, type AuthedContext } from '../http/auth';
import { HttpError, notFound } from '../http/errors';
import { newId } from '../http/record-writes';
import { readJson, route } from '../http/route';
import { validate } from '../http/validation';
import type { DomainHandlers } from '../handlers';
import { isPrincipalOf, isPrincipalOfClass } from '../school/access';
import { currentAcademicYear } from '../school/lookups';
import { parseTerm } from '../school/validation';
import { person } from '../classrooms/views';
import {
  FORM_TEACHER_ONLY_MESSAGE,
  PRINCIPAL_ONLY_MESSAGE,
  PROOFREADER_ONLY_MESSAGE,
  proofreaderCandidates,
  seasonClass,
  seasonsReader,
} from './access';
import { boardProgress, seasonBoard } from './board';
import { assertSeasonUnlocked, requireSeasonVersion, seasonRow, seasonView, stampNow, transition } from './season';
import {
  NO_REMARK_MESSAGE,
  STALE_REMARK_MESSAGE,
  SUGGESTION_DECIDED_MESSAGE,
  SUGGESTION_PENDING_MESSAGE,
  suggestionsOf,
  suggestionView,
} from './suggestions';

export const ALREADY_READY_MESSAGE = 'The class is already marked ready or signed off. Reload to see where it stands.';
export const NOT_READY_MESSAGE = 'Only a class marked ready by its form teacher can be signed off. Reload to see where it stands.';
export const NOT_CLOSED_MESSAGE = 'These reports are still in progress: there is nothing to reopen. Reload to see where they stand.';
export const PRINCIPAL_REOPENS_MESSAGE = 'Only the principal can reopen reports that were signed off.';
export const NOT_A_COLLEAGUE_MESSAGE = 'Choose a colleague of this campus other than the form teacher.';
export const LEVEL_FORBIDDEN_MESSAGE = 'Only the principal of a campus can see the report season of its levels.';

const termOf = ({ params }: AuthedContext) => parseTerm(params.term);

export const reportSeasonHandlers = [
  route.get('/report-season/proofreading', withAuth(({ user }) => {
    const yearId = currentAcademicYear().id;
    const rows = db.reportSeasons
      .filter((row) => row.proofreaderId === user.id)
      .flatMap((row) => {
        const classYear = db.classYears.get(row.classYearId);
        if (!classYear || classYear.academicYearId !== yearId) return [];
        return [{
          classYearId: classYear.id,
          className: classYear.name,
          term: row.term,
          formTeacherName: person(classYear.homeroomTeacherId)?.fullName ?? null,
          pendingSuggestions: db.remarkSuggestions.filter((s) => s.classYearId === row.classYearId && s.term === row.term && s.status === 'pending').length,
        }];
      })
      .sort((a, b) => a.className.localeCompare(b.className, 'en') || a.term - b.term);
    return HttpResponse.json(rows);
  })),

  route.get('/class-years/:classYearId/report-season', withAuth(({ user, params }) => {
    const classYear = seasonsReader(user, params.classYearId ?? '');
    return HttpResponse.json(([1, 2, 3, 4] as const).map((term) => seasonView(seasonRow(classYear.id, term))));
  })),

  route.get('/class-years/:classYearId/report-season/:term', withAuth((context) => {
    const term = termOf(context);
    const { classYear } = seasonClass(context.user, context.params.classYearId ?? '', term, ['formTeacher', 'principal', 'proofreader']);
    return HttpResponse.json(seasonBoard(classYear, term));
  })),

  route.post('/class-years/:classYearId/report-season/:term/ready', withAuth(async (context) => {
    const term = termOf(context);
    const { classYear } = seasonClass(context.user, context.params.classYearId ?? '', term, ['formTeacher'], FORM_TEACHER_ONLY_MESSAGE);
    const body = validate(MarkReadyBodySchema, await readJson(context.request));
    const row = seasonRow(classYear.id, term);
    requireSeasonVersion(row, body.version);
    if (row.state !== 'open') throw new HttpError(409, ALREADY_READY_MESSAGE);
    const { gaps } = boardProgress(seasonBoard(classYear, term));
    if (gaps > 0 && body.override === null) throw new HttpError(422, OVERRIDE_REQUIRED_MESSAGE, { override: OVERRIDE_REQUIRED_MESSAGE });
    const override = gaps > 0 ? body.override : null;
    const next = transition(row, body.version, context.user, 'markedReady', override, { state: 'ready', readyBy: stampNow(context.user), readyOverride: override });
    return HttpResponse.json(seasonView(next));
  })),

  route.post('/class-years/:classYearId/report-season/:term/sign-off', withAuth(async (context) => {
    const term = termOf(context);
    const { classYear } = seasonClass(context.user, context.params.classYearId ?? '', term, ['principal'], PRINCIPAL_ONLY_MESSAGE);
    const body = validate(SignOffBodySchema, await readJson(context.request));
    const row = seasonRow(classYear.id, term);
    requireSeasonVersion(row, body.version);
    if (row.state !== 'ready') throw new HttpError(409, NOT_READY_MESSAGE);
    return HttpResponse.json(seasonView(transition(row, body.version, context.user, 'signedOff', null, { state: 'signedOff', signedOffBy: stampNow(context.user) })));
  })),

  route.post('/class-years/:classYearId/report-season/:term/reopen', withAuth(async (context) => {
    const term = termOf(context);
    const { classYear, roles } = seasonClass(context.user, context.params.classYearId ?? '', term, ['formTeacher', 'principal'], FORM_TEACHER_ONLY_MESSAGE);
    const body = validate(ReopenBodySchema, await readJson(context.request));
    const row = seasonRow(classYear.id, term);
    requireSeasonVersion(row, body.version);
    if (row.state === 'open') throw new HttpError(409, NOT_CLOSED_MESSAGE);
    if (row.state === 'signedOff' && !roles.has('principal')) throw new HttpError(403, PRINCIPAL_REOPENS_MESSAGE);
    const next = transition(row, body.version, context.user, 'reopened', body.reason, { state: 'open', readyBy: null, readyOverride: null, signedOffBy: null });
    return HttpResponse.json(seasonView(next));
  })),

  route.get('/class-years/:classYearId/report-season/:term/colleagues', withAuth((context) => {
    const term = termOf(context);
    const { classYear } = seasonClass(context.user, context.params.classYearId ?? '', term, ['formTeacher', 'principal']);
    return HttpResponse.json(proofreaderCandidates(classYear));
  })),

  route.put('/class-years/:classYearId/report-season/:term/proofreader', withAuth(async (context) => {
    const term = termOf(context);
    const { classYear } = seasonClass(context.user, context.params.classYearId ?? '', term, ['formTeacher'], FORM_TEACHER_ONLY_MESSAGE);
    const body = validate(AskProofreaderBodySchema, await readJson(context.request));
    if (!proofreaderCandidates(classYear).some((candidate) => candidate.userId === body.proofreaderId)) {
      throw new HttpError(422, NOT_A_COLLEAGUE_MESSAGE, { proofreaderId: NOT_A_COLLEAGUE_MESSAGE });
    }
    const row = seasonRow(classYear.id, term);
    requireSeasonVersion(row, body.version);
    assertSeasonUnlocked(classYear, term);
    const name = db.users.get(body.proofreaderId)?.fullName ?? null;
    return HttpResponse.json(seasonView(transition(row, body.version, context.user, 'proofreaderAsked', name, { proofreaderId: body.proofreaderId })));
  })),

  route.get('/class-years/:classYearId/report-season/:term/suggestions', withAuth((context) => {
    const term = termOf(context);
    const { classYear } = seasonClass(context.user, context.params.classYearId ?? '', term, ['formTeacher', 'principal', 'proofreader']);
    return HttpResponse.json(suggestionsOf(classYear.id, term));
  })),

  route.post('/class-years/:classYearId/report-season/:term/suggestions', withAuth(async (context) => {
    const term = termOf(context);
    const { classYear } = seasonClass(context.user, context.params.classYearId ?? '', term, ['proofreader'], PROOFREADER_ONLY_MESSAGE);
    const body = validate(SuggestRemarkBodySchema, await readJson(context.request));
    if (db.students.get(body.studentId)?.classYearId !== classYear.id) throw new HttpError(422, NOT_IN_CLASS_MESSAGE, { studentId: NOT_IN_CLASS_MESSAGE });
    const record = db.studentTermRecords.find((row) => row.studentId === body.studentId && row.academicYearId === classYear.academicYearId && row.term === term);
    if (record?.remark == null) throw new HttpError(422, NO_REMARK_MESSAGE, { studentId: NO_REMARK_MESSAGE });
    if (body.suggested === record.remark) throw new HttpError(422, SUGGESTION_SAME_MESSAGE, { suggested: SUGGESTION_SAME_MESSAGE });
    const pending = db.remarkSuggestions.find((row) => row.classYearId === classYear.id && row.term === term && row.studentId === body.studentId && row.status === 'pending');
    if (pending) throw new HttpError(422, SUGGESTION_PENDING_MESSAGE, { studentId: SUGGESTION_PENDING_MESSAGE });
    if (versionOf('remark', body.studentId, classYear.academicYearId, term).version !== body.remarkVersion) {
      throw new HttpError(409, STALE_REMARK_MESSAGE, { remarkVersion: 'Changed since you read it.' });
    }
    assertSeasonUnlocked(classYear, term);
    const row = db.remarkSuggestions.insert({
      id: newId('rs'),
      createdAt: stampNow(context.user).at,
      classYearId: classYear.id,
      term,
      studentId: body.studentId,
      original: record.remark,
      suggested: body.suggested,
      status: 'pending',
      suggestedBy: stampNow(context.user),
      decidedBy: null,
      version: 1,
    });
    return HttpResponse.json(suggestionView(row), { status: 201 });
  })),

  route.post('/remark-suggestions/:suggestionId/decision', withAuth(async ({ user, params, request }) => {
    const suggestion = db.remarkSuggestions.get(params.suggestionId ?? '');
    if (!suggestion) throw notFound('Suggestion');
    const { classYear } = seasonClass(user, suggestion.classYearId, suggestion.term, ['formTeacher'], FORM_TEACHER_ONLY_MESSAGE);
    const body = validate(DecideSuggestionBodySchema, await readJson(request));
    if (suggestion.version !== body.version || suggestion.status !== 'pending') throw new HttpError(409, SUGGESTION_DECIDED_MESSAGE);
    if (body.decision === 'accept') {
      assertSeasonUnlocked(classYear, suggestion.term);
      const record = db.studentTermRecords.find((row) => row.studentId === suggestion.studentId && row.academicYearId === classYear.academicYearId && row.term === suggestion.term);
      if (record?.remark !== suggestion.original) throw new HttpError(409, STALE_REMARK_MESSAGE);
      writeTermRecord(suggestion.studentId, classYear.academicYearId, suggestion.term, { remark: suggestion.suggested });
      bumpVersion('remark', suggestion.studentId, classYear.academicYearId, suggestion.term, user);
    }
    const decided = db.remarkSuggestions.update(suggestion.id, {
      status: body.decision === 'accept' ? 'accepted' : 'declined',
      decidedBy: stampNow(user),
      version: suggestion.version + 1,
    });
    if (!decided) throw notFound('Suggestion');
    return HttpResponse.json(suggestionView(decided));
  })),

  route.get('/levels/:levelId/report-season/:term', withAuth((context) => {
    const term = termOf(context);
    const level = db.masterLevels.get(context.params.levelId ?? '');
    if (!level) throw notFound('Level');
    const yearId = currentAcademicYear().id;
    const classes = db.classYears
      .filter((row) => row.masterLevelId === level.id && row.academicYearId === yearId)
      .filter((row) => isPrincipalOfClass(context.user, row));
    if (classes.length === 0 && !db.branches.all().some((branch) => isPrincipalOf(context.user, branch.id, yearId))) {
      throw new HttpError(403, LEVEL_FORBIDDEN_MESSAGE);
    }
    return HttpResponse.json({
      level: { id: level.id, name: level.name },
      term,
      classes: classes
        .sort((a, b) => a.name.localeCompare(b.name, 'en'))
        .map((classYear) => {
          const board = seasonBoard(classYear, term);
          return {
            classYearId: classYear.id,
            name: classYear.name,
            formTeacherName: person(classYear.homeroomTeacherId)?.fullName ?? null,
            ...boardProgress(board),
            season: board.season,
          };
        }),
    } satisfies z.input<typeof LevelSeasonSchema>);
  })),
];

/** Joins the demo backend (../handlers.ts) by this export; before the classrooms' `/class-years/:id` routes. */
export const domainHandlers: DomainHandlers = { matchOrder: 45, handlers: reportSeasonHandlers };
