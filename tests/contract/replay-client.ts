import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { expect } from 'vitest';

/** The committed document, read the way a backend team would read it. */
export const openApi = JSON.parse(readFileSync('docs/openapi.json', 'utf8')) as OpenApiDocument;

export interface OpenApiOperation {
  operationId: string;
  parameters?: Array<{ in: string; name: string; required?: boolean }>;
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, unknown>; headers?: Record<string, unknown> }>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ ...openApi, $id: 'openapi.json' });

const pointer = (...parts: string[]) => parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

const operations = new Map(
  Object.entries(openApi.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => [operation.operationId, { path, method, operation }] as const),
  ),
);
export const operationIds = [...operations.keys()];

/** The documented method, path and operation of an operationId. */
export function documentedOperation(operationId: string): { path: string; method: string; operation: OpenApiOperation } {
  const found = operations.get(operationId);
  if (!found) throw new Error(`${operationId} is not in docs/openapi.json`);
  return found;
}

/** `operationId status` of every answer replayed so far. */
export const replayed = new Set<string>();

/** A replayed 422: what was sent and what came back. */
export interface ReplayedRefusal {
  operationId: string;
  request: ReplayRequest;
  answer: unknown;
}
/** Every 422 replayed so far. */
export const replayedRefusals: ReplayedRefusal[] = [];

type WriteProbe = (operationId: string, request: ReplayRequest) => Promise<void>;
let writeProbe: WriteProbe | null = null;
/** Runs `probe` before each replayed write with a JSON body that should succeed (null: none). */
export function probeWritesWith(probe: WriteProbe | null): void {
  writeProbe = probe;
}

/** What a write answered, for a test that checks what it left behind (the audit log's). */
export interface AnsweredWrite {
  operationId: string;
  method: string;
  path: string;
  status: number;
}
type WriteWatcher = (write: AnsweredWrite) => void;
let writeWatcher: WriteWatcher | null = null;
/** Runs `watcher` after each replayed write that succeeded (null: none). */
export function watchWritesWith(watcher: WriteWatcher | null): void {
  writeWatcher = watcher;
}

const API = 'http://localhost:3000/api';

export interface ReplayRequest {
  token?: string;
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
  /** Sent as is instead of `body`, with `contentType` (default application/json): for the size and type limits. */
  rawBody?: string;
  contentType?: string;
  status: number;
}

export interface ReplayAnswer<T> {
  body: T;
  headers: Headers;
}

/**
 * Calls one documented operation on the demo backend and checks the answer against the document:
 * the status is one the operation lists, and the body validates against that status's schema.
 */
export async function replay<T = unknown>(operationId: string, request: ReplayRequest): Promise<T> {
  return (await replayAnswer<T>(operationId, request)).body;
}

/** {@link replay}, also handing back the answer's headers. */
export async function replayAnswer<T = unknown>(operationId: string, request: ReplayRequest): Promise<ReplayAnswer<T>> {
  const found = documentedOperation(operationId);
  const isWrite = found.method !== 'get';
  if (writeProbe && isWrite && request.status < 300 && request.body !== undefined && request.rawBody === undefined) {
    await writeProbe(operationId, request);
  }
  const path = found.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(request.params?.[name])));
  const search = new URLSearchParams(Object.entries(request.query ?? {}).map(([key, value]) => [key, String(value)]));
  const headers = new Headers({ Accept: 'application/json' });
  if (request.token) headers.set('Authorization', `Bearer ${request.token}`);
  const sent = request.rawBody ?? (request.body === undefined ? undefined : JSON.stringify(request.body));
  if (sent !== undefined) headers.set('Content-Type', request.contentType ?? 'application/json');
  const response = await fetch(`${API}${path}${search.size ? `?${search}` : ''}`, {
    method: found.method.toUpperCase(),
    headers,
    body: sent,
  });
  const text = await response.text();
  if (isWrite && response.ok) writeWatcher?.({ operationId, method: found.method.toUpperCase(), path: found.path, status: response.status });
  const label = `${found.method.toUpperCase()} ${found.path} → ${response.status} ${text.slice(0, 300)}`;
  expect(response.status, label).toBe(request.status);
  const documented = found.operation.responses[String(response.status)];
  expect(documented, `${label}: status not documented`).toBeDefined();
  if (documented?.content && !('application/json' in documented.content)) {
    // A file: any bytes, with the type the server gives them.
    expect(text.length, `${label}: no bytes`).toBeGreaterThan(0);
    expect(response.headers.get('Content-Type'), `${label}: no Content-Type`).toBeTruthy();
    replayed.add(`${operationId} ${response.status}`);
    return { body: undefined as T, headers: response.headers };
  }
  const body: unknown = text ? JSON.parse(text) : undefined;
  if (documented?.content) {
    const ref = `openapi.json#/${pointer('paths', found.path, found.method, 'responses', String(response.status), 'content', 'application/json', 'schema')}`;
    const validate = ajv.getSchema(ref);
    if (!validate) throw new Error(`No schema at ${ref}`);
    const valid = validate(body);
    expect(valid ? [] : validate.errors, label).toEqual([]);
  } else {
    expect(body, `${label}: no body documented`).toBeUndefined();
  }
  replayed.add(`${operationId} ${response.status}`);
  if (response.status === 422) replayedRefusals.push({ operationId, request, answer: body });
  // The caller picks ids out of the answer for the next call; the document has just vouched for its shape.
  return { body: body as T, headers: response.headers };
}

export async function signIn(username: string, password = 'Demo@2026'): Promise<string> {
  const answer = await replay<{ accessToken: string }>('login', { body: { username, password }, status: 200 });
  return answer.accessToken;
}
