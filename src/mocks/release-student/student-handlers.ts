import { HttpResponse } from 'msw';
import { now } from '../clock';
import { db } from '../db';
import type { User } from '../auth/schema';
import { requirePermission, withAuth } from '../http/auth';
import { HttpError, notFound } from '../http/errors';
import { applyListQuery, parseListQuery } from '../http/list-query';
import { route } from '../http/route';
import type { Student } from '../school/schema';
import { currentAcademicYear } from '../school/lookups';
import { ensureDemoDay, PICK_UP_FORBIDDEN_MESSAGE, pickUpBranchesOf } from './access';
import { localDate } from './local-time';

const createPickUps = requirePermission('create', 'StudentPickUpRequest');

/**
 * A student a pick-up can be logged for, with the class to tell namesakes apart and whether a request already
 * released them today (the form warns before the server answers 409).
 */
function pickUpStudent(student: Student, releasedToday: ReadonlySet<string>) {
  return {
    id: student.id,
    createdAt: student.createdAt,
    fullName: student.fullName,
    classYearId: student.classYearId,
    classYearName: db.classYears.get(student.classYearId)?.name ?? student.classYearId,
    releasedToday: releasedToday.has(student.id),
  };
}

function releasedTodayIds(): Set<string> {
  ensureDemoDay();
  const today = localDate(now());
  return new Set(
    db.pickUpRequests.filter((row) => row.date === today && row.state === 'RELEASED').map((row) => row.studentId),
  );
}

/** This year's students of the campuses where the caller holds a position: whom they may log a pick-up for. */
function pickUpStudentsOf(user: User): Student[] {
  const branches = pickUpBranchesOf(user);
  const classYears = new Set(
    db.classYears
      .filter((row) => branches.has(row.branchId) && row.academicYearId === currentAcademicYear().id)
      .map((row) => row.id),
  );
  return db.students.filter((row) => classYears.has(row.classYearId));
}

export const pickUpStudentHandlers = [
  route.get(
    '/pick-up-students',
    withAuth(
      createPickUps(({ request, user }) => {
        const query = parseListQuery(new URL(request.url));
        const released = releasedTodayIds();
        const students = pickUpStudentsOf(user).map((student) => pickUpStudent(student, released));
        return HttpResponse.json(
          applyListQuery(students, { ...query, sortBy: query.sortBy ?? 'fullName' }, { searchKeys: ['fullName'] }),
        );
      }),
    ),
  ),
  route.get(
    '/pick-up-students/:id',
    withAuth(
      createPickUps(({ params, user }) => {
        const student = db.students.get(params.id ?? '');
        if (!student) throw notFound('Student');
        if (!pickUpStudentsOf(user).some((row) => row.id === student.id))
          throw new HttpError(403, PICK_UP_FORBIDDEN_MESSAGE);
        return HttpResponse.json(pickUpStudent(student, releasedTodayIds()));
      }),
    ),
  ),
];
