import type { z } from 'zod';
import type { SeasonSchema } from '@/domain/report-season/responses';

/**
 * A class's four seasons as `GET /class-years/{id}/report-season` answers them, with `signedOffTerms` signed off by
 * the principal and carrying `message` as their lock: the fixture of the locked-sheet tests.
 */
export function classSeasons(classYearId: string, signedOffTerms: readonly number[], message: string) {
  return ([1, 2, 3, 4] as const).map((term) => {
    const signedOff = signedOffTerms.includes(term);
    const stamp = { userId: 'u-principal', name: 'Mdm Principal', at: '2026-11-20T09:00:00+08:00' };
    return {
      classYearId,
      term,
      state: signedOff ? 'signedOff' : 'open',
      version: signedOff ? 2 : 0,
      readyBy: signedOff ? stamp : null,
      readyOverride: null,
      signedOffBy: signedOff ? stamp : null,
      proofreader: null,
      history: [],
      lockedMessage: signedOff ? message : null,
    } satisfies z.input<typeof SeasonSchema>;
  });
}
