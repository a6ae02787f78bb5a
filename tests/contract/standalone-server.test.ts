import { type ChildProcess, spawn } from 'node:child_process';
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';

// The standalone demo backend (scripts/mock-server.ts) over real HTTP: what it does to a body before
// the handlers see it is its own code, so the in-process replay tests cannot vouch for it.

let child: ChildProcess;
let api = '';

beforeAll(async () => {
  child = spawn(process.execPath, ['--import', 'tsx', 'scripts/mock-server.ts'], {
    env: { ...process.env, PORT: '0', DEMO_LATENCY_MS: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  api = await new Promise<string>((resolve, reject) => {
    let output = '';
    // It loads the demo backend through Vite (scripts/app-modules.ts): seconds alone, much longer beside other test files.
    const timer = setTimeout(() => reject(new Error(`The mock server did not start:\n${output}`)), 90_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/localhost:\d+\/api)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  });
  // Requests to the real server leave the process instead of being answered by the in-process handlers.
  server.use(http.all(`${new URL(api).origin}/*`, () => passthrough()));
}, 100_000);

afterAll(() => {
  child.kill('SIGTERM');
});

async function call(path: string, init: { method?: string; token?: string; body?: string } = {}) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${api}${path}`, { method: init.method ?? 'GET', headers, body: init.body });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('the standalone demo backend', () => {
  it('refuses a score of 1e309 with 422 naming the field and keeps the stored score', async () => {
    const login = await call('/auth/login', { method: 'POST', body: JSON.stringify({ username: 'principal', password: 'Demo@2026' }) });
    const token = String(login.body.accessToken);
    const subjectYears = await call('/subject-years?academicYearId=ay-2026&classYearId=cy-primary-4-courage', { token });
    const id = (subjectYears.body.data as { id: string }[])[0]!.id;
    const read = async () =>
      (await call(`/subject-years/${id}/gradebook?term=2`, { token })).body as {
        assessments: { id: string }[];
        students: { id: string }[];
        scores: { studentId: string; assessmentId: string; score: number | null; version?: number }[];
      };
    const sheet = await read();
    const cell = { studentId: sheet.students[0]!.id, assessmentId: sheet.assessments[0]!.id };
    // Every mark is saved on the version it was read at (0 for a mark never saved).
    const version = sheet.scores.find((score) => score.studentId === cell.studentId && score.assessmentId === cell.assessmentId)?.version ?? 0;
    const saved = await call(`/subject-years/${id}/gradebook/scores`, {
      method: 'PUT',
      token,
      body: JSON.stringify({ term: 2, scores: [{ ...cell, score: 33, version }] }),
    });
    expect(saved.status).toBe(200);

    const refused = await call(`/subject-years/${id}/gradebook/scores`, {
      method: 'PUT',
      token,
      body: `{"term":2,"scores":[{"studentId":"${cell.studentId}","assessmentId":"${cell.assessmentId}","score":1e309,"version":${version + 1}}]}`,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toHaveProperty(['scores.0.score']);
    const after = await read();
    expect(after.scores.find((score) => score.studentId === cell.studentId && score.assessmentId === cell.assessmentId)?.score).toBe(33);
  });

  it('refuses -1e309 in a body with 422, never as a stored null', async () => {
    const refused = await call('/auth/login', { method: 'POST', body: '{"username":"principal","password":"Demo@2026","extra":-1e309}' });
    expect(refused).toEqual({ status: 422, body: expect.objectContaining({ errors: { extra: expect.any(String) } }) });
  });
});
