import { HttpResponse } from 'msw';
import { db } from '../db';
import { requirePermission, withAuth } from '../http/auth';
import { recordPersonalDetailsRead } from '../audit/recorder';
import { HttpError, notFound } from '../http/errors';
import { applyListQuery, parseListQuery, relationsFor } from '../http/list-query';
import { route } from '../http/route';
import { canSeeClass, CLASS_FORBIDDEN_MESSAGE, visibleClassYear } from '../school/access';
import { studentRecord } from './records';
import { subjectYearsOfClass } from '../gradebook/results';
import { classYearItem, studentIdentity, teachersOf } from './views';
import { currentAcademicYear, pickName } from '../school/lookups';
import type { DomainHandlers } from '../handlers';

const viewClass = requirePermission('view', 'Class');
type ClassItem = ReturnType<typeof classYearItem>;

/** "level" sorts by the levels' order (Primary 2 before Primary 10 and before Secondary 1), not their names. */
function sortKey(sortBy: string | null): string | null {
  if (sortBy === 'level') return 'levelOrder';
  if (sortBy === '-level') return '-levelOrder';
  return sortBy;
}

const EMBEDDED: Record<string, (item: ClassItem) => unknown> = {
  academicYear: (item) => item.academicYear,
  branch: (item) => item.branch,
  masterLevel: (item) => item.masterLevel,
  homeroomTeacher: (item) => item.homeroomTeacher,
};

function studentRow(studentId: string) {
  const student = db.students.get(studentId);
  if (!student) throw notFound('Student');
  return {
    ...studentIdentity(student),
    createdAt: student.createdAt,
    title: db.studentParticulars.get(student.id)?.title ?? null,
  };
}

export const classroomsHandlers = [
  route.get(
    '/class-years',
    withAuth(
      viewClass(({ request, user }) => {
        const query = parseListQuery(new URL(request.url));
        const items = db.classYears.filter((classYear) => canSeeClass(user, classYear)).map(classYearItem);
        return HttpResponse.json(applyListQuery(items, { ...query, sortBy: sortKey(query.sortBy) }, { searchKeys: ['name'], relations: EMBEDDED }));
      }),
    ),
  ),
  route.get(
    '/class-years/:id/students',
    withAuth(
      viewClass(({ request, params, user }) => {
        const classYear = visibleClassYear(user, params.id ?? '');
        const query = parseListQuery(new URL(request.url));
        const rows = db.students.filter((student) => student.classYearId === classYear.id).map((student) => studentRow(student.id));
        return HttpResponse.json(applyListQuery(rows, { ...query, sortBy: query.sortBy ?? 'fullName' }, { searchKeys: ['fullName'] }));
      }),
    ),
  ),
  route.get(
    '/class-years/:id',
    withAuth(
      viewClass(({ request, params, user }) => {
        const classYear = visibleClassYear(user, params.id ?? '');
        // The item always embeds every relation; asking for one it does not have is still a 400.
        relationsFor(parseListQuery(new URL(request.url)).relations, EMBEDDED);
        const subjects = subjectYearsOfClass(classYear.id).map((subjectYear) => ({
          subjectYearId: subjectYear.id,
          subjectId: subjectYear.subjectId,
          name: db.subjects.get(subjectYear.subjectId)?.name ?? 'Subject',
          teachers: teachersOf(subjectYear),
        }));
        return HttpResponse.json({ ...classYearItem(classYear), subjects });
      }),
    ),
  ),
  route.get(
    '/students',
    withAuth(
      viewClass(({ request, user }) => {
        const visible = new Set(db.classYears.filter((classYear) => canSeeClass(user, classYear)).map((classYear) => classYear.id));
        const students = db.students.filter((student) => visible.has(student.classYearId));
        return HttpResponse.json(
          applyListQuery(students, parseListQuery(new URL(request.url)), {
            searchKeys: ['fullName', 'name'],
            relations: {
              classYear: (student) => pickName(db.classYears.get(student.classYearId)),
              branch: (student) => pickName(db.branches.get(student.branchId)),
            },
          }),
        );
      }),
    ),
  ),
  route.get(
    '/students/:id/record',
    withAuth(
      viewClass(
        requirePermission('view', 'StudentReport')(({ request, params, user }) => {
          const student = visibleStudent(user, params.id ?? '');
          const academicYearId = new URL(request.url).searchParams.get('academicYearId') || db.classYears.get(student.classYearId)?.academicYearId || currentAcademicYear().id;
          return HttpResponse.json(studentRecord(student, academicYearId));
        }),
      ),
    ),
  ),
  route.get(
    '/students/:id',
    withAuth(
      viewClass(({ params, user, token }) => {
        const student = visibleStudent(user, params.id ?? '');
        const particulars = db.studentParticulars.get(student.id);
        const classYear = db.classYears.get(student.classYearId);
        const session = db.sessions.get(token);
        if (session) recordPersonalDetailsRead(session, student);
        return HttpResponse.json({
          ...student,
          religion: particulars?.religion ?? null,
          idType: particulars?.idType ?? null,
          idNumber: particulars?.idNumber ?? null,
          title: particulars?.title ?? null,
          guardians: particulars?.guardians ?? [],
          classYear: classYear ? { id: classYear.id, name: classYear.name } : null,
        });
      }),
    ),
  ),
  route.get(
    '/holidays',
    withAuth(({ request }) => {
      const query = parseListQuery(new URL(request.url));
      return HttpResponse.json(applyListQuery(db.holidays.all(), { ...query, sortBy: query.sortBy ?? 'date' }, { searchKeys: ['name'] }));
    }),
  ),
];

function visibleStudent(user: Parameters<typeof canSeeClass>[0], id: string) {
  const student = db.students.get(id);
  if (!student) throw notFound('Student');
  const classYear = db.classYears.get(student.classYearId);
  if (!classYear || !canSeeClass(user, classYear)) throw new HttpError(403, CLASS_FORBIDDEN_MESSAGE);
  return student;
}

/** Joins the demo backend (../handlers.ts) by this export. */
export const domainHandlers: DomainHandlers = { matchOrder: 90, handlers: classroomsHandlers };
