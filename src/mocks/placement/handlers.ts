import { HttpResponse } from 'msw';
import type { z } from 'zod';
import type { BulkUpsertPlacementResultsResponseSchema, PlacementResultsByScheduleSchema } from '../../domain/placement/results';
import { db } from '../db';
import { requirePermission, withAuth } from '../http/auth';
import { HttpError } from '../http/errors';
import { applyListQuery, parseListQuery, refuseUnknownFields, relationsFor } from '../http/list-query';
import { readOnlyResource } from '../http/resource';
import { readJson, route } from '../http/route';
import { pickName } from '../school/lookups';
import { bulkUpsert } from './bulk';
import { admissionView, flattenResult, isPrincipalOf, NOT_PRINCIPAL_MESSAGE, requirePrincipal, studentView, visibleApplicantIds } from './views';
import { isCalendarDate } from '../../domain/school/date-fields';
import type { DomainHandlers } from '../handlers';

const guard = requirePermission('view', 'PlacementTestResult');
/** Students with a placement test on `date` (ISO), or on any day for `any`. */
function testedStudentIds(date: string): Set<string> {
  if (date !== 'any' && !isCalendarDate(date)) throw new HttpError(400, 'placementTestDate must be a date (YYYY-MM-DD) or "any".');
  return new Set(db.placementTestSchedules.filter((row) => date === 'any' || row.date === date).map((row) => row.studentId));
}
const idList = (value: string | undefined): string[] => (value ?? '').split(',').map((id) => id.trim()).filter(Boolean);

export const placementHandlers = [
  route.get(
    '/placement-test-results/by-schedule',
    withAuth(guard(({ request, user }) => {
      const ids = new Set(idList(new URL(request.url).searchParams.get('placementTestScheduleIds') ?? undefined));
      const rows = db.placementTestResults.filter((row) => ids.has(row.placementTestScheduleId));
      const foreign = rows.some((row) => {
        const admission = db.studentAdmissions.get(row.studentAdmissionId);
        return !admission || !isPrincipalOf(user, admission.branchId, admission.academicYearId);
      });
      if (foreign) throw new HttpError(403, NOT_PRINCIPAL_MESSAGE);
      return HttpResponse.json({ data: rows, count: rows.length } satisfies z.input<typeof PlacementResultsByScheduleSchema>);
    })),
  ),
  route.post(
    '/placement-test-results/bulk',
    withAuth(guard(async ({ request, user }) => HttpResponse.json({ data: bulkUpsert(user, await readJson(request)) } satisfies z.input<typeof BulkUpsertPlacementResultsResponseSchema>))),
  ),
  route.get(
    '/placement-test-results',
    withAuth(guard(({ request, user }) => {
      const query = parseListQuery(new URL(request.url));
      requirePrincipal(user, query.filters.branchId, query.filters.academicYearId);
      const rows = db.placementTestResults.all().map(flattenResult);
      return HttpResponse.json(
        applyListQuery(rows, query, {
          searchKeys: ['studentFullName'],
          relations: { student: (row) => studentView(row.studentId), studentAdmission: (row) => admissionView(row.studentAdmissionId) },
        }),
      );
    })),
  ),
  route.get(
    '/student-admissions',
    withAuth(guard(({ request, user }) => {
      const query = parseListQuery(new URL(request.url));
      // Spec §7 names the filter programmeId; the row's own field is masterProgrammeId.
      const { programmeId, placementTestDate, ...filters } = query.filters;
      if (programmeId) filters.masterProgrammeId = programmeId;
      requirePrincipal(user, filters.branchId, filters.academicYearId);
      // Filtered before paging, so the page and the count agree (a date applied per page did not).
      const tested = placementTestDate ? testedStudentIds(placementTestDate) : null;
      const rows = db.studentAdmissions
        .filter((row) => !tested || tested.has(row.studentId))
        .map((row) => ({ ...row, studentFullName: db.applicants.get(row.studentId)?.fullName ?? '' }));
      const view = (id: string) => admissionView(id);
      return HttpResponse.json(
        applyListQuery(rows, { ...query, filters }, {
          searchKeys: ['studentFullName'],
          relations: {
            student: (row) => studentView(row.studentId),
            academicYear: (row) => view(row.id)?.academicYear ?? null,
            branch: (row) => pickName(db.branches.get(row.branchId)),
            masterProgramme: (row) => pickName(db.masterProgrammes.get(row.masterProgrammeId)),
            masterLevel: (row) => pickName(db.masterLevels.get(row.masterLevelId)),
          },
        }),
      );
    })),
  ),
  route.get(
    '/placement-test-schedules/dates',
    withAuth(guard(({ request, user }) => {
      const query = parseListQuery(new URL(request.url));
      const { branchId, academicYearId, programmeId, masterLevelId } = query.filters;
      requirePrincipal(user, branchId, academicYearId);
      if (!programmeId || !masterLevelId) throw new HttpError(400, 'programmeId and masterLevelId are required.');
      const admitted = new Set(
        db.studentAdmissions
          .filter((row) => row.branchId === branchId && row.academicYearId === academicYearId
            && row.masterProgrammeId === programmeId && row.masterLevelId === masterLevelId)
          .map((row) => row.studentId),
      );
      const studentsByDate = new Map<string, Set<string>>();
      for (const schedule of db.placementTestSchedules.filter((row) => admitted.has(row.studentId))) {
        studentsByDate.set(schedule.date, (studentsByDate.get(schedule.date) ?? new Set()).add(schedule.studentId));
      }
      const data = [...studentsByDate]
        .map(([date, students]) => ({ date, count: students.size }))
        .sort((a, b) => b.date.localeCompare(a.date));
      // Not paged or shaped, but the list contract's selections still refuse names it does not have.
      relationsFor(query.relations, {});
      refuseUnknownFields(query.fields, data);
      return HttpResponse.json({ data, count: data.length });
    })),
  ),
  route.get(
    '/placement-test-schedules',
    withAuth(guard(({ request, user }) => {
      const query = parseListQuery(new URL(request.url));
      const { studentIds, ...filters } = query.filters;
      const wanted = new Set(idList(studentIds));
      const visible = visibleApplicantIds(user);
      const mine = db.placementTestSchedules.filter((row) => visible.has(row.studentId));
      const rows = studentIds === undefined ? mine : mine.filter((row) => wanted.has(row.studentId));
      return HttpResponse.json(
        applyListQuery(rows, { ...query, filters }, { searchKeys: [], relations: { student: (row) => studentView(row.studentId) } }),
      );
    })),
  ),
  ...readOnlyResource('/placement-test-settings', db.placementTestSettings, { label: 'Placement test setting', searchKeys: [], guard }),
  ...readOnlyResource('/placement-applicants', db.applicants, {
    label: 'Applicant',
    searchKeys: ['fullName', 'name'],
    guard,
    visibleTo: (user) => {
      const visible = visibleApplicantIds(user);
      return (applicant) => visible.has(applicant.id);
    },
  }),
];

/** Joins the demo backend (../handlers.ts) by this export. */
export const domainHandlers: DomainHandlers = { matchOrder: 100, handlers: placementHandlers };
