import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db, onDemoDataChange } from '@/mocks/db';
import { openApi, signIn } from './replay-client';
import { writeCases } from './write-cases';

// Every JSON write of docs/openapi.json, sent a valid body changed one field at a time into what no
// backend may take: a number JSON can spell but not hold (1e309), a day that does not exist, the same
// record twice in one list. Each must be refused (422 naming the field, never a 500) with nothing
// stored; the valid body is sent last, to show the case was valid and that a write is noticed.
// Every list endpoint must refuse a relation or field it does not have (400 naming the parameter).

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = ReadonlyArray<string | number>;

interface Operation {
  operationId: string;
  method: string;
  path: string;
  parameters: Array<{ name: string; in: string }>;
  jsonBody: boolean;
}

const operations: Operation[] = Object.entries(openApi.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => {
    const raw = operation as unknown as { parameters?: Array<{ name: string; in: string }>; requestBody?: { content?: Record<string, unknown> } };
    return {
      operationId: operation.operationId,
      method: method.toUpperCase(),
      path,
      parameters: raw.parameters ?? [],
      jsonBody: Boolean(raw.requestBody?.content?.['application/json']),
    };
  }),
);
const jsonWrites = operations.filter((operation) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(operation.method) && operation.jsonBody);
const listsWithRelations = operations.filter((operation) => operation.method === 'GET' && operation.parameters.some((parameter) => parameter.name === 'relations'));

const API = 'http://localhost:3000/api';
/** Stands in for a non-finite number until the body is text (JSON.stringify cannot write one). */
const NON_FINITE = '__walk_non_finite__';
const spell = (body: Json, number: string) => JSON.stringify(body).replace(`"${NON_FINITE}"`, number);

function urlOf(operation: Operation, params: Record<string, string | number> = {}, query = ''): string {
  return `${API}${operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])))}${query}`;
}

async function send(operation: Operation, token: string, params: Record<string, string | number> | undefined, text: string) {
  const headers = new Headers({ Accept: 'application/json', 'Content-Type': 'application/json' });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(urlOf(operation, params), { method: operation.method, headers, body: text });
  const body = (await response.text()) || 'null';
  return { status: response.status, body: JSON.parse(body) as { message?: string; errors?: Record<string, string> } | null };
}

/** Every value in a body with its path, the body itself first. */
function* walk(value: Json, path: Path = []): Generator<[Path, Json]> {
  yield [path, value];
  if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* walk(item, [...path, index]);
  else if (value !== null && typeof value === 'object') for (const [key, item] of Object.entries(value)) yield* walk(item, [...path, key]);
}

function replaced(body: Json, path: Path, by: Json): Json {
  if (path.length === 0) return by;
  const [head, ...rest] = path;
  if (Array.isArray(body)) return body.map((item, index) => (index === head ? replaced(item, rest, by) : item));
  const record = body as Record<string, Json>;
  return { ...record, [String(head)]: replaced(record[String(head)]!, rest, by) };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const IMPOSSIBLE_DATES = ['2026-02-30', '2026-13-45', '2027-02-29'];
const IMPOSSIBLE_DATE_TIMES = ['2026-02-30T10:00', '2026-13-45T25:61', '2026-11-16T24:00'];

interface Mutation {
  label: string;
  /** The raw JSON text sent. */
  text: string;
  /** The field the refusal must name: exactly, or (for a repeated record) any field inside it. */
  field: string;
  within?: boolean;
}

/** The mutations of a valid body: non-finite numbers, impossible dates, a repeated record. */
function mutationsOf(body: Json): Mutation[] {
  const mutations: Mutation[] = [];
  const extra = { ...(body as Record<string, Json>), walkProbe: NON_FINITE };
  mutations.push({ label: 'an extra field of 1e309', text: spell(extra, '1e309'), field: 'walkProbe' });
  for (const [path, value] of walk(body)) {
    const field = path.join('.');
    if (typeof value === 'number') {
      for (const spelled of ['1e309', '-1e309']) {
        mutations.push({ label: `${field} = ${spelled}`, text: spell(replaced(body, path, NON_FINITE), spelled), field });
      }
    }
    if (typeof value === 'string' && (DATE.test(value) || DATE_TIME.test(value))) {
      for (const impossible of DATE.test(value) ? IMPOSSIBLE_DATES : IMPOSSIBLE_DATE_TIMES) {
        mutations.push({ label: `${field} = ${impossible}`, text: JSON.stringify(replaced(body, path, impossible)), field });
      }
    }
    if (Array.isArray(value) && value.length > 0 && value[0] !== null && typeof value[0] === 'object' && !Array.isArray(value[0])) {
      const twice = [...value, value[0]];
      mutations.push({ label: `${field} with its first record twice`, text: JSON.stringify(replaced(body, path, twice)), field: [...path, value.length].join('.'), within: true });
    }
  }
  return mutations;
}

let changed: string[] = [];
let stopListening: () => void = () => undefined;
beforeEach(() => {
  changed = [];
  stopListening = onDemoDataChange((name) => changed.push(name));
});
afterEach(() => stopListening());

describe('the bad-input walk over every JSON write of docs/openapi.json', () => {
  it('has a valid case for every JSON write, and none for an operation that is gone', () => {
    expect(jsonWrites.map((operation) => operation.operationId).filter((id) => !(id in writeCases))).toEqual([]);
    expect(Object.keys(writeCases).filter((id) => !jsonWrites.some((operation) => operation.operationId === id))).toEqual([]);
  });

  it.each(jsonWrites.map((operation) => [operation.operationId, operation] as const))('%s refuses each broken field and stores nothing', async (_, operation) => {
    const build = writeCases[operation.operationId];
    if (!build) throw new Error(`No valid case for ${operation.operationId}`);
    const { token, params, body } = await build();
    const problems: string[] = [];
    for (const mutation of mutationsOf(body as Json)) {
      changed = [];
      const answer = await send(operation, token, params, mutation.text);
      const fields = Object.keys(answer.body?.errors ?? {});
      const named = mutation.within ? fields.some((field) => field === mutation.field || field.startsWith(`${mutation.field}.`)) : fields.includes(mutation.field);
      if (answer.status !== 422 || !named) problems.push(`${mutation.label}: ${answer.status} ${JSON.stringify(answer.body)}`);
      if (changed.length > 0) problems.push(`${mutation.label}: stored into ${[...new Set(changed)].join(', ')}`);
    }
    expect(problems).toEqual([]);
    changed = [];
    const valid = await send(operation, token, params, JSON.stringify(body));
    expect(valid.status, JSON.stringify(valid.body)).toBeLessThan(300);
  });
});

describe('the bad-input walk over every list of docs/openapi.json', () => {
  const NAMES = ['__proto__', 'toString', 'constructor', 'walkNoSuchName'];

  it.each(listsWithRelations.map((operation) => [operation.operationId, operation] as const))('%s answers 400 to a relation or field it does not have', async (_, operation) => {
    const call = listCall(operation.operationId);
    const token = await signIn(call.user);
    const problems: string[] = [];
    for (const parameter of ['relations', 'fields']) {
      for (const name of NAMES) {
        const query = new URLSearchParams({ ...call.query, [parameter]: JSON.stringify([name]) });
        const response = await fetch(urlOf(operation, call.params, `?${query}`), {
          headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
        });
        const body = (await response.json()) as { message?: string };
        if (response.status !== 400 || !body.message?.startsWith(`${parameter}:`)) problems.push(`${parameter}=[${name}]: ${response.status} ${JSON.stringify(body).slice(0, 120)}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

/** Who asks each list, and the path and query it needs besides the selection under test. */
interface ListCall {
  user: 'principal' | 'teacher' | 'homeroom';
  params?: Record<string, string>;
  query?: Record<string, string>;
}
const PLACEMENT_SCOPE = { branchId: 'br-1', academicYearId: 'ay-2026' };

function listCall(operationId: string): ListCall {
  const teacherContent = (kind: 'lesson' | 'assignment') =>
    db.resourceContents.find((row) => row.kind === kind && row.subjectYearId === 'sy-primary-4-courage-mathematics')!;
  switch (operationId) {
    case 'listSubmissions':
      return { user: 'teacher', params: { assignmentId: 'ia-grading-1' } };
    case 'listChapterContents':
      return { user: 'teacher', params: { chapterId: teacherContent('lesson').chapterId } };
    case 'listLessonActivity':
      return { user: 'teacher', params: { id: teacherContent('lesson').id } };
    case 'listResourceAssignmentActivity':
      return { user: 'teacher', params: { id: teacherContent('assignment').id } };
    case 'listChapters':
      return { user: 'teacher', params: { subjectId: 'sy-primary-4-courage-mathematics' } };
    case 'listEbadgeAwards':
    case 'listClassStudents':
      return { user: 'principal', params: { classYearId: 'cy-primary-4-courage' } };
    case 'listSharedFiles':
      return { user: 'teacher', params: { share: 'subject-files' } };
    case 'listSveAssignments':
      return { user: 'teacher', params: { sveExamTypeId: 'sve-2026-p6-mathematics' } };
    case 'listReviewInbox':
      return { user: 'homeroom', query: { inbox: 'review' } };
    case 'listSveFiles':
      return { user: 'teacher', params: { sveExamTypeId: 'sve-2026-p6-mathematics' }, query: { kind: 'BMT' } };
    case 'listPlacementResults':
    case 'listStudentAdmissions':
      return { user: 'principal', query: PLACEMENT_SCOPE };
    case 'listPlacementTestDates': {
      const admission = db.studentAdmissions.find((row) => row.branchId === 'br-1' && row.academicYearId === 'ay-2026')!;
      return { user: 'principal', query: { ...PLACEMENT_SCOPE, programmeId: admission.masterProgrammeId, masterLevelId: admission.masterLevelId } };
    }
    default:
      return { user: 'principal' };
  }
}
