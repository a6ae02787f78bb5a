import { db } from '../db';
import { now } from '../clock';
import { HttpError, notFound } from '../http/errors';
import type { User } from '../auth/schema';
import {
  mayApprovePickUp,
  PICK_UP_APPROVER_MESSAGE,
  principalBranchIds,
} from '../../domain/release-student/release-approvers';
import { homeroomClassIds } from '../school/lookups';
import { currentAcademicYear } from '../school/lookups';
import { FIRST_BRANCH_ID } from '../school/seed-reference';
import { localDate } from './local-time';
import { buildDemoDay } from './seed';
import type { PickUpRequest } from './schema';

export const PICK_UP_FORBIDDEN_MESSAGE = 'You hold no position at this student’s campus.';

/** Staff release students of the campuses where they hold a position this academic year. */
export function pickUpBranchesOf(user: User): Set<string> {
  const academicYearId = currentAcademicYear().id;
  return new Set(
    db.employeePositions
      .filter((row) => row.employeeId === user.id && row.academicYearId === academicYearId)
      .map((row) => row.branchId),
  );
}

/** Approving and rejecting is for a principal of the student's campus or the class's form teacher (403 otherwise). */
export function requireApprover(user: User, request: PickUpRequest): void {
  const positions = db.employeePositions
    .filter((row) => row.employeeId === user.id)
    .map((row) => ({ ...row, positionName: db.positions.get(row.positionId)?.name ?? '' }));
  const approver = {
    principalBranchIds: principalBranchIds(positions, currentAcademicYear().id),
    homeroomClassYearIds: homeroomClassIds(user),
  };
  if (!mayApprovePickUp(approver, request)) throw new HttpError(403, PICK_UP_APPROVER_MESSAGE);
}

/** The request, or 404 when there is none and 403 when it is at another campus. */
export function visiblePickUpRequest(user: User, id: string): PickUpRequest {
  const request = db.pickUpRequests.get(id);
  if (!request) throw notFound('Pick-up request');
  if (!pickUpBranchesOf(user).has(request.branchId)) throw new HttpError(403, PICK_UP_FORBIDDEN_MESSAGE);
  return request;
}

/**
 * The demo day is drawn on first sight of today (the seed is fixed; "today" is not), so the screen always opens
 * on requests in every state. It is drawn once: after that the day is whatever staff made of it.
 */
export function ensureDemoDay(): void {
  const today = localDate(now());
  if (db.pickUpRequests.find((row) => row.date === today && row.id.startsWith(`pur-${today}-`))) return;
  const classYears = new Set(
    db.classYears
      .filter((row) => row.branchId === FIRST_BRANCH_ID && row.academicYearId === currentAcademicYear().id)
      .map((row) => row.id),
  );
  const students = db.students
    .filter((row) => classYears.has(row.classYearId))
    .sort((a, b) => a.id.localeCompare(b.id));
  for (const row of buildDemoDay(today, FIRST_BRANCH_ID, students, now())) db.pickUpRequests.insert(row);
}
