import { describe, expect, it } from 'vitest';
import { contentRolesOf } from '@/mocks/auth/content-roles';
import type { User } from '@/mocks/auth/schema';
import { db } from '@/mocks/db';
import { DEMO_ACCOUNTS } from '@/mocks/demo-accounts';
import { handlers } from '@/mocks/handlers';
import type { IssuedAssignmentRow, IssuedRecipient, UploadedFileRow } from '@/mocks/resources/schema';
import type { ClassYear } from '@/mocks/school/schema';
import type { SubjectYear } from '@/mocks/gradebook/schema';
import { call } from '@/mocks/test-client';
import { openApi } from './replay-client';

// Issue 19 ("Trust", scope): every operation of docs/openapi.json, walked as every demo account. What comes back,
// and what a write changes, must lie within the account's scope. The oracle below derives scope from the seed's
// ownership alone (who holds which position where, who teaches which subject in which class, which record a file
// belongs to); it does not call the demo backend's access rules, so a wrong rule there cannot vouch for itself.

const YEAR = 'ay-2026';
const ACCOUNTS = DEMO_ACCOUNTS.map((account) => account.username);

function userNamed(username: string): User {
  const user = db.users.find((row) => row.username === username);
  if (!user) throw new Error(`No demo user ${username}`);
  return user;
}

async function tokenOf(username: string): Promise<string> {
  const account = DEMO_ACCOUNTS.find((row) => row.username === username);
  const response = await call('/auth/login', { method: 'POST', json: { username, password: account?.password } });
  return ((await response.json()) as { accessToken: string }).accessToken;
}

// ——— The oracle: scope from ownership ———

/** Campuses where the user holds a position named like "principal" that year. */
function principalBranches(user: User, academicYearId: string): Set<string> {
  const principalPositions = new Set(db.positions.filter((row) => row.name.toLowerCase().includes('principal')).map((row) => row.id));
  return new Set(
    db.employeePositions
      .filter((row) => row.employeeId === user.id && row.academicYearId === academicYearId && principalPositions.has(row.positionId))
      .map((row) => row.branchId),
  );
}

const principalOfClass = (user: User, classYear: ClassYear) => principalBranches(user, classYear.academicYearId).has(classYear.branchId);
const teaches = (user: User, classYearId: string, subjectId?: string) =>
  db.teachingAssignments.find((row) => row.teacherId === user.id && row.classYearId === classYearId && (subjectId === undefined || row.subjectId === subjectId)) !== undefined;

function seesClass(user: User, classYearId: string): boolean {
  const classYear = db.classYears.get(classYearId);
  if (!classYear) return false;
  return classYear.homeroomTeacherId === user.id || teaches(user, classYear.id) || principalOfClass(user, classYear);
}

function seesSubjectYear(user: User, subjectYear: SubjectYear): boolean {
  const classYear = db.classYears.get(subjectYear.classYearId);
  return classYear !== undefined && (teaches(user, classYear.id, subjectYear.subjectId) || principalOfClass(user, classYear));
}

/** Lesson content: the subject's readers, and reviewers (vetter, expert) working at its campus that year. */
function readsLessonsOf(user: User, subjectYear: SubjectYear): boolean {
  if (seesSubjectYear(user, subjectYear)) return true;
  const classYear = db.classYears.get(subjectYear.classYearId);
  const reviewer = contentRolesOf(user).some((role) => role === 'vetter' || role === 'expert');
  return (
    reviewer &&
    classYear !== undefined &&
    db.employeePositions.find((row) => row.employeeId === user.id && row.branchId === classYear.branchId && row.academicYearId === subjectYear.academicYearId) !== undefined
  );
}

const readsIssued = (user: User, issuedId: string) =>
  db.issuedRecipients.filter((row) => row.issuedAssignmentId === issuedId).some((row) => seesClass(user, row.classYearId));

function grades(user: User, recipient: IssuedRecipient, issued: IssuedAssignmentRow): boolean {
  const classYear = db.classYears.get(recipient.classYearId);
  const subjectId = db.subjectYears.get(issued.subjectYearId)?.subjectId;
  return issued.issuedById === user.id || (classYear !== undefined && (principalOfClass(user, classYear) || teaches(user, classYear.id, subjectId)));
}

/** Every file id a stored value carries (materials' and answers' file lists, a recording's fileId). */
function fileIdsIn(value: unknown): string[] {
  const text = JSON.stringify(value);
  return [...text.matchAll(/"(?:id|fileId)":"(file-[^"]+)"/g)].map((match) => match[1]!);
}

type FileOwner = (user: User) => boolean;

/** Each file's owner records, indexed once: lesson materials (draft, published), issued snapshots, hand-ins. */
function fileOwners(): Map<string, FileOwner[]> {
  const owners = new Map<string, FileOwner[]>();
  const add = (value: unknown, owner: FileOwner) => {
    for (const id of new Set(fileIdsIn(value))) owners.set(id, [...(owners.get(id) ?? []), owner]);
  };
  const lessonReaders = (contentId: string): FileOwner => (user) => {
    const subjectYear = db.subjectYears.get(db.resourceContents.get(contentId)?.subjectYearId ?? '');
    return subjectYear !== undefined && readsLessonsOf(user, subjectYear);
  };
  for (const row of db.resourceMaterials.all()) add(row.content, lessonReaders(row.contentId));
  for (const row of db.publishedContents.all()) add(row.materials, lessonReaders(row.id));
  for (const row of db.issuedSnapshots.all()) add(row.materials, (user) => readsIssued(user, row.id));
  for (const row of db.submissions.all()) add(row.answers, (user) => seesClass(user, db.issuedRecipients.get(row.id)?.classYearId ?? ''));
  return owners;
}

/** A file is readable when any record it belongs to is; a file that belongs to nothing is its uploader's. */
function readsFile(user: User, file: UploadedFileRow, owners: Map<string, FileOwner[]>): boolean {
  const records = owners.get(file.id) ?? [];
  return records.length === 0 ? file.uploadedById === user.id : records.some((owner) => owner(user));
}

/** Why an item of an answer lies outside the user's scope (classes, students, subject years it names), or null. */
function itemOutOfScope(user: User, item: Record<string, unknown>, path: string): string | null {
  // Form-class records and the lesson resources name classes and subjects the user reaches by another rule (homeroom, reviewer).
  if (/^\/(resource-subjects|chapters|lessons|resource-assignments|assignable-contents|cca-|pick-up|student-pick-up|leaps|placement|student-admissions|sve-)/.test(path)) return null;
  const id = typeof item.id === 'string' ? item.id : '';
  const student = db.students.get(typeof item.studentId === 'string' ? item.studentId : id);
  if (student && !seesClass(user, student.classYearId)) return `student ${student.id}`;
  const classYearId = typeof item.classYearId === 'string' ? item.classYearId : id;
  if (db.classYears.get(classYearId) && !seesClass(user, classYearId)) return `class ${classYearId}`;
  const subjectYear = db.subjectYears.get(typeof item.subjectYearId === 'string' ? item.subjectYearId : id);
  if (subjectYear && path.startsWith('/subject-years') && !seesSubjectYear(user, subjectYear)) return `subject year ${subjectYear.id}`;
  return null;
}

// ——— What to fill the path parameters with: ids in and out of every account's scope ———

/** The demo teachers' classes at Orchard, the newcomer's at Tampines, and one of each campus nobody but its principal sees. */
const CLASSES = ['cy-primary-4-courage', 'cy-primary-5-courage', 'cy-primary-6-integrity', 'cy-primary-1-resilience', 'cy-primary-2-integrity', 'cy-primary-2-resilience'];

type Probe = { id: string; visible: (user: User) => boolean };

/** The scoped resource a path's first parameter names, with the oracle's answer for each of its sample ids. */
function probesFor(path: string): Probe[] | null {
  if (/^\/class-years\/\{/.test(path)) return CLASSES.map((id) => ({ id, visible: (user) => seesClass(user, id) }));
  if (/^\/students\/\{/.test(path)) {
    return CLASSES.map((classYearId) => {
      const student = db.students.find((row) => row.classYearId === classYearId)!;
      return { id: student.id, visible: (user: User) => seesClass(user, student.classYearId) };
    });
  }
  if (/^\/subject-years\/\{/.test(path)) {
    return CLASSES.flatMap((classYearId) => db.subjectYears.filter((row) => row.classYearId === classYearId && row.academicYearId === YEAR && ['sub-mathematics', 'sub-science'].includes(row.subjectId))).map((row) => ({
      id: row.id,
      visible: (user: User) => seesSubjectYear(user, row),
    }));
  }
  if (/^\/student-assignments\/\{/.test(path)) {
    return CLASSES.flatMap((classYearId) => db.issuedRecipients.filter((row) => row.classYearId === classYearId).slice(0, 1)).map((row) => ({
      id: row.id,
      visible: (user: User) => seesClass(user, row.classYearId),
    }));
  }
  if (/^\/assignments\/\{/.test(path)) {
    return db.issuedAssignments.all().slice(0, 8).map((row) => ({ id: row.id, visible: (user: User) => readsIssued(user, row.id) }));
  }
  if (/^\/files\/\{/.test(path)) {
    const owners = fileOwners();
    return db.uploadedFiles.all().map((row) => ({ id: row.id, visible: (user: User) => readsFile(user, row, owners) }));
  }
  return null;
}

interface Operation {
  method: string;
  path: string;
  operationId: string;
}

const operations: Operation[] = Object.entries(openApi.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({ method: method.toUpperCase(), path, operationId: operation.operationId })),
);

/** The path with its first parameter set to `id` and any further one to a value that names nothing. */
const fill = (path: string, id: string) => path.replace(/\{\w+\}/, encodeURIComponent(id)).replace(/\{\w+\}/g, 'none');

describe('the scope walk over docs/openapi.json (issue 19)', () => {
  it('knows every route the demo backend answers: each is an operation of the document', () => {
    const documented = new Set(operations.map((operation) => `${operation.method} ${operation.path.replace(/\{\w+\}/g, ':')}`));
    const served = handlers.map((handler) => `${handler.info.method} ${String(handler.info.path).replace(/^\*\/api/, '').replace(/:\w+/g, ':')}`);
    // Reference reads kept for the demo backend's own list-contract tests: read-only, no scope (decisions.md).
    const referenceReads = ['GET /subjects', 'GET /subjects/:', 'GET /grade-boundaries', 'GET /placement-test-settings/:'];
    expect(served.filter((route) => !documented.has(route) && !referenceReads.includes(route))).toEqual([]);
  });

  it.each(ACCOUNTS)('answers %s every scoped id of every read within scope: 200 inside, 403 or 404 outside', async (username) => {
    const user = userNamed(username);
    const token = await tokenOf(username);
    const wrong: string[] = [];
    for (const operation of operations.filter((row) => row.method === 'GET')) {
      const probes = probesFor(operation.path);
      if (!probes) continue;
      for (const probe of probes) {
        const query = operation.path.includes('/reports/') ? '' : `?academicYearId=${YEAR}&term=2&pageSize=0`;
        const path = operation.path.includes('/reports/') ? `/class-years/${probe.id}/reports/2/REPORT_SEMESTER` : fill(operation.path, probe.id);
        if (/\/none(\/|$)/.test(path)) continue;
        const response = await call(`${path}${query}`, { token });
        const inScope = probe.visible(user);
        // Inside scope a read may still refuse for a reason other than scope (a permission, homeroom-only records); outside it must refuse.
        if (!inScope && ![403, 404].includes(response.status)) wrong.push(`${operation.operationId} ${path} → ${response.status}, out of scope`);
        if (inScope && response.status === 404 && !/questions/.test(path)) wrong.push(`${operation.operationId} ${path} → 404, in scope`);
        await response.body?.cancel();
      }
    }
    expect(wrong).toEqual([]);
  }, 400_000);

  it.each(ACCOUNTS)('lists to %s only what lies within scope', async (username) => {
    const user = userNamed(username);
    const token = await tokenOf(username);
    const leaks: string[] = [];
    for (const operation of operations.filter((row) => row.method === 'GET' && !row.path.includes('{'))) {
      const response = await call(`${operation.path}?pageSize=0`, { token });
      if (response.status !== 200 || !(response.headers.get('Content-Type') ?? '').includes('json')) {
        await response.body?.cancel();
        continue;
      }
      const body = (await response.json()) as unknown;
      const items = typeof body === 'object' && body !== null && Array.isArray((body as { data?: unknown }).data) ? (body as { data: Array<Record<string, unknown>> }).data : [];
      for (const item of items) {
        const reason = itemOutOfScope(user, item, operation.path);
        if (reason) leaks.push(`${operation.operationId}: ${reason}`);
      }
    }
    expect(leaks.slice(0, 5)).toEqual([]);
  }, 300_000);

  it.each(ACCOUNTS)('refuses %s every write to a scoped id outside scope, and changes nothing there', async (username) => {
    const user = userNamed(username);
    const token = await tokenOf(username);
    const wrong: string[] = [];
    for (const operation of operations.filter((row) => row.method !== 'GET')) {
      const probes = probesFor(operation.path)?.filter((probe) => !probe.visible(user)) ?? [];
      for (const probe of probes.slice(0, 2)) {
        const path = fill(operation.path, probe.id);
        const response = await call(path, { method: operation.method, token, json: {} });
        if (response.status < 400) wrong.push(`${operation.operationId} ${path} → ${response.status}`);
        await response.body?.cancel();
      }
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  it.each(ACCOUNTS)('grades, as %s, only the work of a subject-class the account is responsible for', async (username) => {
    const user = userNamed(username);
    const token = await tokenOf(username);
    const wrong: string[] = [];
    const recipients = db.issuedRecipients.filter((row) => seesClass(user, row.classYearId) && Boolean(db.submissions.get(row.id)?.submittedAt));
    // One hand-in per class and subject the account sees work of: grading turns on the subject-class.
    const bySubjectClass = new Map<string, IssuedRecipient>();
    for (const recipient of recipients) {
      const subjectId = db.subjectYears.get(db.issuedAssignments.get(recipient.issuedAssignmentId)?.subjectYearId ?? '')?.subjectId;
      const key = `${subjectId}/${recipient.classYearId}`;
      if (!bySubjectClass.has(key)) bySubjectClass.set(key, recipient);
    }
    for (const recipient of bySubjectClass.values()) {
      const issued = db.issuedAssignments.get(recipient.issuedAssignmentId)!;
      const before = db.submissions.get(recipient.id)!;
      const response = await call(`/student-assignments/${recipient.id}/grade`, {
        method: 'PUT',
        token,
        json: { marks: before.marks.map(({ materialId, mark }) => ({ materialId, mark })), feedback: before.feedback, annotations: before.annotations, version: before.version },
      });
      const allowed = grades(user, recipient, issued);
      if (!allowed && response.status !== 403) wrong.push(`grade ${recipient.id} → ${response.status}, not the account's to grade`);
      if (!allowed && db.submissions.get(recipient.id)?.version !== before.version) wrong.push(`grade ${recipient.id} changed the work`);
      if (allowed && response.status === 403) wrong.push(`grade ${recipient.id} → 403, the account's to grade`);
      await response.body?.cancel();
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  it.each(ACCOUNTS)('changes grade boundaries, as %s, only as the current year’s principal', async (username) => {
    const user = userNamed(username);
    const token = await tokenOf(username);
    const current = db.academicYears.find((year) => year.isCurrent)!.id;
    const wrong: string[] = [];
    // This year's and a past year's first term: the rule turns on the year, not the term.
    for (const row of db.gradeBoundaries.filter((boundary) => boundary.term === 1 && ['ay-2024', current].includes(boundary.academicYearId))) {
      const { gradeAMin, gradeBMin, gradeCMin, gradeDMin } = row;
      const response = await call(`/grade-boundaries/${row.id}`, { method: 'PUT', token, json: { gradeAMin, gradeBMin, gradeCMin, gradeDMin } });
      const allowed = row.academicYearId === current && principalBranches(user, row.academicYearId).size > 0;
      if (allowed !== (response.status < 400)) wrong.push(`${row.id} → ${response.status}`);
      await response.body?.cancel();
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it.each(ACCOUNTS)('hands %s over to the other portal only with the flag, and never past the minting session', async (username) => {
    const user = userNamed(username);
    const token = await tokenOf(username);
    const minted = await call('/auth/handoff-codes', { method: 'POST', token });
    expect(minted.status).toBe(user.crossPortalAvailability ? 201 : 403);
    if (minted.status !== 201) return;
    const { code } = (await minted.json()) as { code: string };
    await call('/auth/logout', { method: 'POST', token });
    expect((await call('/auth/handoff', { method: 'POST', json: { code } })).status).toBe(401);
  });
});
