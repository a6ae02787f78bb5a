import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSession } from '@/lib/session/load-session';
import { server } from '@/mocks/node';
import { createTestQueryClient } from '../test-utils';
import { sessionWith } from '../session-fixture';

const LAST_YEAR_KEY = 'portal.lastAcademicYearId';
const dates = Object.fromEntries(
  [1, 2, 3, 4].flatMap((term) => [
    [`term${term}StartDate`, '2026-01-05'],
    [`term${term}EndDate`, '2026-03-13'],
  ]),
);
const user = sessionWith([]).user;

/** Serves the session's calls; `/me` answers only once `releaseMe` is called. Records the SVE years asked for. */
function serveSession(currentYearId: string) {
  const sveYears: string[] = [];
  let releaseMe = () => {};
  const meReleased = new Promise<void>((resolve) => {
    releaseMe = resolve;
  });
  server.use(
    http.get('*/api/me', async () => {
      await meReleased;
      return HttpResponse.json(user);
    }),
    http.get('*/api/academic-years/current', () => HttpResponse.json({ id: currentYearId, year: '2026', ...dates })),
    http.get('*/api/employee-positions/mine', () => HttpResponse.json({ data: [] })),
    http.get('*/api/sve-exam-types/by-user', ({ request }) => {
      const yearId = new URL(request.url).searchParams.get('academicYearId') ?? '';
      sveYears.push(yearId);
      return HttpResponse.json({ data: yearId === currentYearId ? [{ id: 'sve-1' }] : [], count: yearId === currentYearId ? 1 : 0 });
    }),
  );
  return { sveYears, releaseMe };
}

describe('loadSession on a reload', () => {
  afterEach(() => window.localStorage.clear());

  it("asks for the SVE assignments of last session's year without waiting for /me", async () => {
    window.localStorage.setItem(LAST_YEAR_KEY, 'ay-2026');
    const { sveYears, releaseMe } = serveSession('ay-2026');
    const loading = loadSession(createTestQueryClient());
    await expect.poll(() => sveYears).toEqual(['ay-2026']);
    releaseMe();
    const session = await loading;
    expect(sveYears).toEqual(['ay-2026']);
    expect(session.currentAcademicYear.id).toBe('ay-2026');
  });

  it('asks again for the current year when the remembered one has turned, and remembers the new one', async () => {
    window.localStorage.setItem(LAST_YEAR_KEY, 'ay-2025');
    const { sveYears, releaseMe } = serveSession('ay-2026');
    releaseMe();
    await loadSession(createTestQueryClient());
    expect(sveYears).toEqual(['ay-2025', 'ay-2026']);
    expect(window.localStorage.getItem(LAST_YEAR_KEY)).toBe('ay-2026');
  });
});
