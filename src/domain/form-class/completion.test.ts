import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { completionByKind, missingRecords, type TermRecordState, type YearRecordState } from './completion';

const context = { descriptorsCount: 3, streamRequired: true };
const term: TermRecordState = { remark: 'Works hard.', heightCm: 130.2, weightKg: 28, conduct: ['A', 'M', 'S'] };
const year: YearRecordState = { promotionOutcome: 'Promoted', nextStreamId: 'stream-standard', retainReason: null };

describe('missingRecords', () => {
  it('is empty when every record is there', () => {
    expect(missingRecords(term, year, context)).toEqual([]);
  });

  it('lists all four, in menu order, for a student with no records', () => {
    expect(missingRecords(null, null, context)).toEqual(['remark', 'heightAndWeight', 'streamingAndPromotion', 'conduct']);
  });

  it('counts a blank or whitespace remark as missing', () => {
    expect(missingRecords({ ...term, remark: '' }, year, context)).toEqual(['remark']);
    expect(missingRecords({ ...term, remark: '  \n ' }, year, context)).toEqual(['remark']);
  });

  it('counts a remark or retain reason with nothing visible in it as missing: three zero-width spaces are not a remark', () => {
    expect(missingRecords({ ...term, remark: '\u200B\u200B\u200B' }, year, context)).toEqual(['remark']);
    expect(missingRecords({ ...term, remark: '\uFEFF\u00A0\u202E' }, year, context)).toEqual(['remark']);
    const retained = { promotionOutcome: 'Retained', nextStreamId: null, retainReason: '\u2060\u200D' } as const;
    expect(missingRecords(term, retained, context)).toEqual(['streamingAndPromotion']);
  });

  it('needs both height and weight', () => {
    expect(missingRecords({ ...term, heightCm: null }, year, context)).toEqual(['heightAndWeight']);
    expect(missingRecords({ ...term, weightKg: null }, year, context)).toEqual(['heightAndWeight']);
  });

  it('needs a frequency for every descriptor, and ignores extra ones', () => {
    expect(missingRecords({ ...term, conduct: ['A', null, 'S'] }, year, context)).toEqual(['conduct']);
    expect(missingRecords({ ...term, conduct: ['A', 'M'] }, year, context)).toEqual(['conduct']);
    expect(missingRecords({ ...term, conduct: ['A', 'M', 'S', null] }, year, context)).toEqual([]);
    expect(missingRecords({ ...term, conduct: [] }, year, { ...context, descriptorsCount: 0 })).toEqual([]);
  });

  it('needs an outcome, and a stream where the next level has streams', () => {
    expect(missingRecords(term, { ...year, promotionOutcome: null }, context)).toEqual(['streamingAndPromotion']);
    expect(missingRecords(term, { ...year, nextStreamId: null }, context)).toEqual(['streamingAndPromotion']);
    expect(missingRecords(term, { ...year, nextStreamId: null }, { ...context, streamRequired: false })).toEqual([]);
    expect(missingRecords(term, { ...year, promotionOutcome: 'Conditionally Promoted' }, context)).toEqual([]);
  });

  it('takes a retained student as complete with a reason and without a stream', () => {
    expect(missingRecords(term, { promotionOutcome: 'Retained', nextStreamId: null, retainReason: 'Long absence.' }, context)).toEqual([]);
    expect(missingRecords(term, { promotionOutcome: 'Retained', nextStreamId: null, retainReason: ' ' }, context)).toEqual(['streamingAndPromotion']);
  });
});

describe('completionByKind', () => {
  it('counts complete students per kind', () => {
    expect(completionByKind([[], ['remark'], ['remark', 'conduct']])).toEqual({
      remark: { complete: 1, total: 3 },
      heightAndWeight: { complete: 3, total: 3 },
      streamingAndPromotion: { complete: 3, total: 3 },
      conduct: { complete: 2, total: 3 },
    });
  });

  it('is zero of zero for a class without students', () => {
    expect(completionByKind([]).remark).toEqual({ complete: 0, total: 0 });
  });
});

describe('completion, for any records', () => {
  const frequency = fc.constantFrom('A', 'M', 'S', 'N', null);
  const termRecord = fc.option(
    fc.record({
      remark: fc.option(fc.string({ maxLength: 5 })),
      heightCm: fc.option(fc.integer({ min: 80, max: 200 })),
      weightKg: fc.option(fc.integer({ min: 10, max: 120 })),
      conduct: fc.array(frequency, { maxLength: 6 }),
    }),
  );
  const yearRecord = fc.option(
    fc.record({
      promotionOutcome: fc.constantFrom('Promoted', 'Conditionally Promoted', 'Retained', null),
      nextStreamId: fc.option(fc.constant('stream-standard')),
      retainReason: fc.option(fc.string({ maxLength: 5 })),
    }),
  );
  const context = fc.record({ descriptorsCount: fc.integer({ min: 0, max: 6 }), streamRequired: fc.boolean() });

  it('names each kind at most once, in menu order, and the counts agree with the rows', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(termRecord, yearRecord), { maxLength: 8 }), context, (students, options) => {
        const missing = students.map(([term, year]) => missingRecords(term, year, options));
        const order = ['remark', 'heightAndWeight', 'streamingAndPromotion', 'conduct'];
        const ordered = missing.every((kinds) => kinds.every((kind, index) => index === 0 || order.indexOf(kinds[index - 1]!) < order.indexOf(kind)));
        const counts = completionByKind(missing);
        return ordered && counts.remark.complete === missing.filter((kinds) => !kinds.includes('remark')).length && counts.conduct.total === students.length;
      }),
    );
  });
});
