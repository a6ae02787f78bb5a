import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildEntryPayload, cellKey, subjectColumn } from '@/features/placement-results/rules/entry-payload';

const rows = [
  { placementTestScheduleId: 's1', resultId: 'r1' },
  { placementTestScheduleId: 's2', resultId: null },
  { placementTestScheduleId: 's3', resultId: 'r3' },
];

describe('entry payload', () => {
  it('sends only scored rows, with field names from the result type', () => {
    const values = { [cellKey('s1', 'score')]: '80', [cellKey('s1', 'notes')]: '  Calm  ', [cellKey('s2', 'score')]: '0', [cellKey('s3', 'notes')]: 'no score' };
    expect(buildEntryPayload(rows, values, 'interview', []).entries).toEqual([
      { id: 'r1', placementTestScheduleId: 's1', interviewScore: 80, interviewNotes: 'Calm' },
      { placementTestScheduleId: 's2', interviewScore: 0, interviewNotes: null },
    ]);
    expect(buildEntryPayload(rows, values, 'observation', []).entries[0]).toEqual({
      id: 'r1', placementTestScheduleId: 's1', observationScore: 80, observationRemark: 'Calm',
    });
    expect(buildEntryPayload(rows, values, 'reportCard', []).entries[1]).toEqual({
      placementTestScheduleId: 's2', reportCardScore: 0, reportCardRemark: null,
    });
    expect(buildEntryPayload(rows, values, 'test', []).entries[0]).toMatchObject({ testScore: 80, testNotes: 'Calm' });
  });

  it('sends subject scores for a test with subject tests, leaving out empty subjects and unscored rows', () => {
    const values = {
      [cellKey('s1', subjectColumn('English'))]: '90',
      [cellKey('s1', subjectColumn('Mathematics'))]: '',
      [cellKey('s3', subjectColumn('Mathematics'))]: '55.5',
    };
    expect(buildEntryPayload(rows, values, 'test', ['English', 'Mathematics']).entries).toEqual([
      { id: 'r1', placementTestScheduleId: 's1', subjectTestScores: [{ subject: 'English', score: 90 }] },
      { id: 'r3', placementTestScheduleId: 's3', subjectTestScores: [{ subject: 'Mathematics', score: 55.5 }] },
    ]);
  });

  it('sends nothing while any score is invalid, and names the bad cells', () => {
    const values = { [cellKey('s1', 'score')]: '80', [cellKey('s2', 'score')]: '120', [cellKey('s3', 'score')]: 'abc' };
    const built = buildEntryPayload(rows, values, 'interview', []);
    expect(built.entries).toEqual([]);
    expect(built.errors).toEqual({ [cellKey('s2', 'score')]: 'Score must be at most 100', [cellKey('s3', 'score')]: 'Score must be a number' });
  });

  it('never sends a score outside 0–100 or a row without a score, whatever is typed', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { minLength: 3, maxLength: 3 }), (typed) => {
        const values = Object.fromEntries(rows.map((row, index) => [cellKey(row.placementTestScheduleId, 'score'), typed[index] ?? '']));
        const { entries } = buildEntryPayload(rows, values, 'interview', []);
        for (const entry of entries) {
          expect(typeof entry.interviewScore).toBe('number');
          expect(entry.interviewScore).toBeGreaterThanOrEqual(0);
          expect(entry.interviewScore).toBeLessThanOrEqual(100);
        }
      }),
    );
  });
});
