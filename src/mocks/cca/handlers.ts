import { HttpResponse } from 'msw';
import { db } from '../db';
import { requirePermission, withAuth } from '../http/auth';
import { HttpError, notFound } from '../http/errors';
import { applyListQuery, parseListQuery } from '../http/list-query';
import { readJson, route } from '../http/route';
import { validate } from '../http/validation';
import { currentAcademicYear } from '../school/lookups';
import { ccaBranchesOf, isInChargeOf, requireOpenYear, visibleCcaYear } from './access';
import { assignMembers, saveGrades } from './writes';
import { ccaStudentItem, ccaYearDetail, ccaYearItem } from './views';
import { AssignCcaMembersBodySchema, SaveCcaGradesBodySchema } from '../../domain/cca/bodies';
import type { DomainHandlers } from '../handlers';

const viewCca = requirePermission('view', 'CcaInYear');
const updateCca = requirePermission('update', 'CcaInYear');

/**
 * The students the user may look up: with `ccaYearId`, that CCA's candidates (its branch's students who
 * are not members yet); without, the students of every branch where the user runs a CCA this year.
 */
function ccaStudents(url: URL, user: Parameters<typeof isInChargeOf>[0]) {
  const ccaYearId = url.searchParams.get('ccaYearId');
  if (ccaYearId) {
    const ccaYear = visibleCcaYear(user, ccaYearId);
    const members = new Set(db.ccaMembers.filter((row) => row.ccaYearId === ccaYear.id).map((row) => row.studentId));
    const students = db.students.filter((student) => student.branchId === ccaYear.branchId && !members.has(student.id));
    return students.map((student) => ccaStudentItem(student.id, ccaYear.academicYearId));
  }
  const academicYearId = currentAcademicYear().id;
  const branches = ccaBranchesOf(user, academicYearId);
  return db.students
    .filter((student) => branches.has(student.branchId))
    .map((student) => ccaStudentItem(student.id, academicYearId));
}

export const ccaHandlers = [
  route.get(
    '/cca-years',
    withAuth(
      viewCca(({ request, user }) => {
        const items = db.ccaYears.filter((row) => isInChargeOf(user, row)).map(ccaYearItem);
        const query = parseListQuery(new URL(request.url));
        return HttpResponse.json(
          applyListQuery(items, { ...query, sortBy: query.sortBy ?? 'name' }, { searchKeys: ['name'] }),
        );
      }),
    ),
  ),
  route.get(
    '/cca-years/:id',
    withAuth(viewCca(({ params, user }) => HttpResponse.json(ccaYearDetail(visibleCcaYear(user, params.id ?? ''))))),
  ),
  route.put(
    '/cca-years/:id/grades',
    withAuth(
      updateCca(async ({ request, params, user }) => {
        const ccaYear = visibleCcaYear(user, params.id ?? '');
        const body = validate(SaveCcaGradesBodySchema, await readJson(request));
        requireOpenYear(ccaYear);
        return HttpResponse.json(saveGrades(ccaYear, body));
      }),
    ),
  ),
  route.post(
    '/cca-years/:id/members',
    withAuth(
      updateCca(async ({ request, params, user }) => {
        const ccaYear = visibleCcaYear(user, params.id ?? '');
        const body = validate(AssignCcaMembersBodySchema, await readJson(request));
        requireOpenYear(ccaYear);
        return HttpResponse.json(assignMembers(ccaYear, body.studentIds), { status: 201 });
      }),
    ),
  ),
  route.delete(
    '/cca-years/:id/members/:studentId',
    withAuth(
      updateCca(({ params, user }) => {
        const ccaYear = visibleCcaYear(user, params.id ?? '');
        const member = db.ccaMembers.find((row) => row.ccaYearId === ccaYear.id && row.studentId === params.studentId);
        if (!member) throw notFound('Member');
        requireOpenYear(ccaYear);
        db.ccaMembers.remove(member.id);
        return new HttpResponse(null, { status: 204 });
      }),
    ),
  ),
  route.get(
    '/cca-students',
    withAuth(
      viewCca(({ request, user }) => {
        const url = new URL(request.url);
        const query = parseListQuery(url);
        return HttpResponse.json(
          applyListQuery(
            ccaStudents(url, user),
            { ...query, sortBy: query.sortBy ?? 'fullName' },
            { searchKeys: ['fullName'] },
          ),
        );
      }),
    ),
  ),
  route.get(
    '/cca-students/:id',
    withAuth(
      viewCca(({ params, user }) => {
        const student = db.students.get(params.id ?? '');
        if (!student) throw notFound('Student');
        const academicYearId = currentAcademicYear().id;
        if (!ccaBranchesOf(user, academicYearId).has(student.branchId))
          throw new HttpError(403, 'You run no CCA at this student’s campus.');
        return HttpResponse.json(ccaStudentItem(student.id, academicYearId));
      }),
    ),
  ),
];

/** Joins the demo backend (../handlers.ts) by this export. */
export const domainHandlers: DomainHandlers = { matchOrder: 150, handlers: ccaHandlers };
