import { describe, expect, it } from 'vitest';
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
