import { beforeEach, describe, expect, it } from 'vitest';
import type { User } from '@/mocks/auth/schema';
import { db, onDemoDataChange } from '@/mocks/db';
import { DEMO_ACCOUNTS } from '@/mocks/demo-accounts';
import { handlers } from '@/mocks/handlers';
import { ensureDemoDay } from '@/mocks/release-student/access';
import type { IssuedRecipient } from '@/mocks/resources/schema';
import { call } from '@/mocks/test-client';
import { openApi } from './replay-client';
import { grades, principalBranches, type Probe, type ProbeFamily, probeFamilies, seesClass, seesSubjectYear } from './scope-oracle';
import { writeCases } from './write-cases';

// Issue 19 ("Trust", scope): every operation of docs/openapi.json, walked as every demo account. What comes back,
// and what a write changes, must lie within the account's scope, as ./scope-oracle.ts derives it from the seed.

const YEAR = 'ay-2026';
const ACCOUNTS = DEMO_ACCOUNTS.map((account) => account.username);

function userNamed(username: string): User {
  const user = db.users.find((row) => row.username === username);
  if (!user) throw new Error(`No demo user ${username}`);
  return user;
}

/**
 * Reads an answer to its end. Cancelling the body of a response MSW produced never settles in Node
 * (mswjs/interceptors#712, #799), which once made this walk wait out its timeouts.
 */
async function drained(response: Response): Promise<void> {
  await response.arrayBuffer();
}

async function tokenOf(username: string): Promise<string> {
  const account = DEMO_ACCOUNTS.find((row) => row.username === username);
  const response = await call('/auth/login', { method: 'POST', json: { username, password: account?.password } });
  return ((await response.json()) as { accessToken: string }).accessToken;
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

let families: ProbeFamily[] | undefined;
const sampledByPattern = new Map<RegExp, Probe[]>();

function familyOf(path: string): ProbeFamily | undefined {
  families ??= probeFamilies();
  return families.find((family) => family.pattern.test(path));
}

/** The sample ids for a path's parameters; the seed is the same in every test, so they are drawn once. */
function probesFor(path: string): Probe[] | null {
  const family = familyOf(path);
  if (!family) return null;
  const probes = sampledByPattern.get(family.pattern) ?? family.sampled(ACCOUNTS.map(userNamed));
  sampledByPattern.set(family.pattern, probes);
  return probes;
}

interface Operation {
  method: string;
  path: string;
  operationId: string;
}

const operations: Operation[] = Object.entries(openApi.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({ method: method.toUpperCase(), path, operationId: operation.operationId })),
);

/** The path with its parameters set to the probe's values in order, and any further one to a value that names nothing. */
function fill(path: string, params: readonly string[]): string {
  let index = 0;
  return path.replace(/\{\w+\}/g, () => encodeURIComponent(params[index++] ?? 'none'));
}

describe('the scope walk over docs/openapi.json (issue 19)', () => {
  // Today's pick-up requests are drawn on first sight of the day; draw them before the walk samples them.
  beforeEach(() => ensureDemoDay());

  it('knows every route the demo backend answers: each is an operation of the document', () => {
    const documented = new Set(operations.map((operation) => `${operation.method} ${operation.path.replace(/\{\w+\}/g, ':')}`));
    const served = handlers.map((handler) => `${handler.info.method} ${String(handler.info.path).replace(/^\*\/api/, '').replace(/:\w+/g, ':')}`);
    // Reference reads kept for the demo backend's own list-contract tests: read-only, no scope (docs/decisions/scope.md).
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
        const path = operation.path.includes('/reports/') ? `/class-years/${probe.params[0]}/reports/2/REPORT_SEMESTER` : fill(operation.path, probe.params);
        if (/\/none(\/|$)/.test(path)) continue;
        const response = await call(`${path}${query}`, { token });
        const inScope = probe.visible(user);
        // Inside scope a read may still refuse for a reason other than scope (a permission, homeroom-only records); outside it must refuse.
        if (!inScope && ![403, 404].includes(response.status)) wrong.push(`${operation.operationId} ${path} → ${response.status}, out of scope`);
        // A sub-resource may be absent for a reason of its own (a lesson not yet published); the record itself may not.
        if (inScope && response.status === 404 && /\}$/.test(operation.path)) wrong.push(`${operation.operationId} ${path} → 404, in scope`);
        await drained(response);
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
        await drained(response);
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
        const path = fill(operation.path, probe.params);
        const response = await call(path, { method: operation.method, token, json: {} });
        if (response.status < 400) wrong.push(`${operation.operationId} ${path} → ${response.status}`);
        await drained(response);
      }
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  const scopedWrites = operations.filter((row) => row.method !== 'GET' && row.operationId in writeCases && row.path.includes('{'));

  it.each(scopedWrites.map((row) => [row.operationId, row] as const))('refuses %s with a valid body to every account outside its record’s scope, storing nothing', async (_, operation) => {
    const { params = {}, body } = await writeCases[operation.operationId]!();
    const values = [...operation.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => String(params[name!]));
    const probe = familyOf(operation.path)?.probeOf(values);
    // Unscoped records (the calendar, reference data) and per-account checks below (grade boundaries) have no probe here.
    if (!probe) return;
    const wrong: string[] = [];
    for (const username of ACCOUNTS.filter((name) => !probe.visible(userNamed(name)))) {
      const token = await tokenOf(username);
      const changed: string[] = [];
      const stopListening = onDemoDataChange((table) => changed.push(table));
      const response = await call(fill(operation.path, values), { method: operation.method, token, json: body });
      stopListening();
      if (![403, 404].includes(response.status)) wrong.push(`${username} → ${response.status}`);
      if (changed.length > 0) wrong.push(`${username} changed ${[...new Set(changed)].join(', ')}`);
      await drained(response);
    }
    expect(wrong).toEqual([]);
  });

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
      await drained(response);
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
      const { gradeAMin, gradeBMin, gradeCMin, gradeDMin, version } = row;
      const response = await call(`/grade-boundaries/${row.id}`, { method: 'PUT', token, json: { gradeAMin, gradeBMin, gradeCMin, gradeDMin, version } });
      const allowed = row.academicYearId === current && principalBranches(user, row.academicYearId).size > 0;
      if (allowed !== (response.status < 400)) wrong.push(`${row.id} → ${response.status}`);
      await drained(response);
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
