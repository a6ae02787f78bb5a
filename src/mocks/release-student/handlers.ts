import { HttpResponse } from 'msw';
import {
  attendanceAfterRelease,
  advance,
  isInSchool,
  refusal,
  PICK_UP_STATES,
} from '../../domain/release-student/release-chain';
import { PickUpRequestBodySchema, PickUpTransitionBodySchema } from '../../domain/release-student/bodies';
import { now } from '../clock';
import { nowIso } from '../http/record-writes';
import { db } from '../db';
import { requirePermission, withAuth } from '../http/auth';
import { HttpError } from '../http/errors';
import { readJson, route } from '../http/route';
import { validate } from '../http/validation';
import {
  ensureDemoDay,
  PICK_UP_FORBIDDEN_MESSAGE,
  pickUpBranchesOf,
  requireApprover,
  visiblePickUpRequest,
} from './access';
import { localDate, localTime } from './local-time';
import type { PickUpRequest } from './schema';
import { pickUpStudentHandlers } from './student-handlers';
import { pickUpRequestItem } from './views';
import { isCalendarDate } from '../../domain/school/date-fields';
import type { DomainHandlers } from '../handlers';

const viewPickUps = requirePermission('view', 'StudentPickUpRequest');
const createPickUps = requirePermission('create', 'StudentPickUpRequest');
const updatePickUps = requirePermission('update', 'StudentPickUpRequest');

const ALREADY_RELEASED = 'This student has already been released.';

function releasedToday(row: Pick<PickUpRequest, 'studentId' | 'date'>): boolean {
  return (
    db.pickUpRequests.find(
      (other) => other.studentId === row.studentId && other.date === row.date && other.state === 'RELEASED',
    ) !== undefined
  );
}

/** The day's filter: `date` (today by default), optional `state` and `classYearId`; 422 on a malformed value. */
function dayFilter(url: URL) {
  const date = url.searchParams.get('date') ?? localDate(now());
  if (!isCalendarDate(date))
    throw new HttpError(422, 'The data is not valid.', { date: 'Date must be a date.' });
  const state = url.searchParams.get('state');
  if (state && !PICK_UP_STATES.some((known) => known === state))
    throw new HttpError(422, 'The data is not valid.', { state: `State must be one of ${PICK_UP_STATES.join(', ')}.` });
  return { date, state, classYearId: url.searchParams.get('classYearId') };
}

export const releaseStudentHandlers = [
  route.get(
    '/student-pick-up-requests',
    withAuth(
      viewPickUps(({ request, user }) => {
        ensureDemoDay();
        const { date, state, classYearId } = dayFilter(new URL(request.url));
        const branches = pickUpBranchesOf(user);
        const data = db.pickUpRequests
          .filter((row) => row.date === date && branches.has(row.branchId))
          .filter((row) => (!state || row.state === state) && (!classYearId || row.classYearId === classYearId))
          .sort((a, b) => a.pickUpTime.localeCompare(b.pickUpTime) || a.id.localeCompare(b.id))
          .map(pickUpRequestItem);
        return HttpResponse.json({ data, count: data.length });
      }),
    ),
  ),
  route.get(
    '/student-pick-up-requests/:id',
    withAuth(
      viewPickUps(({ params, user }) =>
        HttpResponse.json(pickUpRequestItem(visiblePickUpRequest(user, params.id ?? ''))),
      ),
    ),
  ),
  route.post(
    '/student-pick-up-requests',
    withAuth(
      createPickUps(async ({ request, user }) => {
        const body = validate(PickUpRequestBodySchema, await readJson(request));
        if (body.date < localDate(now()))
          throw new HttpError(422, 'The data is not valid.', { date: 'A pick-up cannot be logged for a past day.' });
        const student = db.students.get(body.studentId);
        if (!student) throw new HttpError(422, 'The data is not valid.', { studentId: 'Student not found.' });
        if (!pickUpBranchesOf(user).has(student.branchId)) throw new HttpError(403, PICK_UP_FORBIDDEN_MESSAGE);
        if (releasedToday({ studentId: student.id, date: body.date })) throw new HttpError(409, ALREADY_RELEASED);
        const at = nowIso();
        const row = db.pickUpRequests.insert({
          ...body,
          id: `pur-${crypto.randomUUID()}`,
          createdAt: at,
          branchId: student.branchId,
          classYearId: student.classYearId,
          state: 'REQUESTED',
          chain: [{ state: 'REQUESTED', at, byId: user.id, byName: user.fullName }],
          attendance: 'Present',
          attendanceNote: null,
        });
        return HttpResponse.json(pickUpRequestItem(row), { status: 201 });
      }),
    ),
  ),
  route.post(
    '/student-pick-up-requests/:id/transitions',
    withAuth(
      updatePickUps(async ({ request, params, user }) => {
        const row = visiblePickUpRequest(user, params.id ?? '');
        const { action } = validate(PickUpTransitionBodySchema, await readJson(request));
        if (action === 'approve' || action === 'reject') requireApprover(user, row);
        const refused = refusal(row.state, action);
        if (refused) throw new HttpError(409, refused);
        if (action === 'release' && releasedToday(row)) throw new HttpError(409, ALREADY_RELEASED);
        if (action === 'release' && !isInSchool(row.attendance))
          throw new HttpError(409, `The student is marked ${row.attendance} today and cannot be released.`);
        const instant = Math.max(now(), Date.parse(row.chain.at(-1)?.at ?? ''));
        const chain = advance(row.chain, action, { id: user.id, name: user.fullName }, new Date(instant).toISOString());
        const day = action === 'release' ? attendanceAfterRelease(row.attendance, localTime(instant)) : null;
        const updated = db.pickUpRequests.update(row.id, {
          chain,
          state: chain.at(-1)!.state,
          ...(day ? { attendance: day.status, attendanceNote: day.note } : {}),
        });
        return HttpResponse.json(pickUpRequestItem(updated ?? row));
      }),
    ),
  ),
  ...pickUpStudentHandlers,
];

/** Joins the demo backend (../handlers.ts) by this export. */
export const domainHandlers: DomainHandlers = { matchOrder: 160, handlers: releaseStudentHandlers };
