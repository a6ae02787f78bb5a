import { HttpResponse } from 'msw';
import type { z } from 'zod';
import { areGradeBoundariesValid, GRADE_BOUNDARIES_ORDER_MESSAGE } from '../../domain/gradebook/grade';
import {
  SaveGradebookScoresBodySchema,
  UpdateGradeBoundariesBodySchema,
  type UpdateGradeBoundariesBody,
} from '../../domain/gradebook/bodies';
import type { GradeBoundariesSchema, GradebookSheetSchema, SaveGradebookScoresResponseSchema } from '../../domain/gradebook/responses';
import { db } from '../db';
import { requirePermission, withAuth } from '../http/auth';
import { HttpError, notFound } from '../http/errors';
import { applyListQuery, parseListQuery } from '../http/list-query';
import { readJson, route } from '../http/route';
import { canSeeSubjectYear, visibleSubjectYear } from '../school/access';
import { assertSeasonUnlocked } from '../report-season/season';
import { requireBoundariesEditor } from './boundaries-access';
import { gradebookOf, saveScores } from './scores';
import { parseTerm } from '../school/validation';
import { validate } from '../http/validation';
import { subjectYearItem } from '../classrooms/views';
import type { DomainHandlers } from '../handlers';

const viewReports = requirePermission('view', 'StudentReport');
const updateReports = requirePermission('update', 'StudentReport');

export const STALE_BOUNDARIES_MESSAGE =
  'Someone else changed these grade boundaries after you opened them. Reload to see theirs; what you typed is kept.';

/** The first boundary that breaks 100 ≥ A > B > C > D ≥ 0, to name in the 422. */
function firstOutOfOrder(body: UpdateGradeBoundariesBody): Exclude<keyof UpdateGradeBoundariesBody, 'version'> {
  if (body.gradeAMin > 100) return 'gradeAMin';
  if (body.gradeBMin >= body.gradeAMin) return 'gradeBMin';
  if (body.gradeCMin >= body.gradeBMin) return 'gradeCMin';
  return 'gradeDMin';
}

export const gradebookHandlers = [
  route.get(
    '/subject-years',
    withAuth(
      viewReports(({ request, user }) => {
        const items = db.subjectYears.filter((row) => canSeeSubjectYear(user, row)).map(subjectYearItem);
        return HttpResponse.json(applyListQuery(items, parseListQuery(new URL(request.url)), { searchKeys: ['name'] }));
      }),
    ),
  ),
  route.get(
    '/subject-years/:id/gradebook',
    withAuth(
      viewReports(({ request, params, user }) => {
        const subjectYear = visibleSubjectYear(user, params.id ?? '');
        return HttpResponse.json(
          gradebookOf(subjectYear, parseTerm(new URL(request.url).searchParams.get('term'))) satisfies z.input<typeof GradebookSheetSchema>,
        );
      }),
    ),
  ),
  route.put(
    '/subject-years/:id/gradebook/scores',
    withAuth(
      updateReports(async ({ request, params, user }) => {
        const subjectYear = visibleSubjectYear(user, params.id ?? '');
        const body = validate(SaveGradebookScoresBodySchema, await readJson(request));
        const classYear = db.classYears.get(subjectYear.classYearId);
        if (classYear) assertSeasonUnlocked(classYear, body.term);
        const saved = saveScores(subjectYear, body.term, body.scores);
        return HttpResponse.json({ updated: saved.length, scores: saved } satisfies z.input<typeof SaveGradebookScoresResponseSchema>);
      }),
    ),
  ),
  route.get(
    '/subject-years/:id',
    withAuth(viewReports(({ params, user }) => HttpResponse.json(subjectYearItem(visibleSubjectYear(user, params.id ?? ''))))),
  ),
  route.get(
    '/grade-boundaries',
    withAuth(
      viewReports(({ request }) => {
        const query = parseListQuery(new URL(request.url));
        return HttpResponse.json(applyListQuery(db.gradeBoundaries.all(), { ...query, sortBy: query.sortBy ?? 'term' }, { searchKeys: [] }));
      }),
    ),
  ),
  route.put(
    '/grade-boundaries/:id',
    withAuth(
      updateReports(async ({ request, params, user }) => {
        const row = db.gradeBoundaries.get(params.id ?? '');
        if (!row) throw notFound('Grade boundaries');
        requireBoundariesEditor(user, row);
        const body = validate(UpdateGradeBoundariesBodySchema, await readJson(request));
        if (!areGradeBoundariesValid(body)) {
          throw new HttpError(422, GRADE_BOUNDARIES_ORDER_MESSAGE, { [firstOutOfOrder(body)]: GRADE_BOUNDARIES_ORDER_MESSAGE });
        }
        if (body.version !== row.version) throw new HttpError(409, STALE_BOUNDARIES_MESSAGE);
        const updated = db.gradeBoundaries.update(row.id, { ...body, version: row.version + 1 });
        if (!updated) throw notFound('Grade boundaries');
        return HttpResponse.json(updated satisfies z.input<typeof GradeBoundariesSchema>);
      }),
    ),
  ),
];

/** Joins the demo backend (../handlers.ts) by this export. */
export const domainHandlers: DomainHandlers = { matchOrder: 80, handlers: gradebookHandlers };
