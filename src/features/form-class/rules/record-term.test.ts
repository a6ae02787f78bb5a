import { describe, expect, it } from 'vitest';
import { recordTerm } from '@/features/form-class/rules/record-term';

const year = { id: 'ay-2026', term2StartDate: '2026-03-23', term3StartDate: '2026-06-29', term4StartDate: '2026-09-14' };

describe('recordTerm', () => {
  it('takes the term asked for in the address', () => {
    expect(recordTerm('2', 'ay-2026', year, '2026-11-24')).toBe(2);
  });

  it('opens the current year on the last term that has started, and term 1 before term 2', () => {
    expect(recordTerm(null, 'ay-2026', year, '2026-11-24')).toBe(4);
    expect(recordTerm('9', 'ay-2026', year, '2026-07-01')).toBe(3);
    expect(recordTerm('', 'ay-2026', year, '2026-03-23T08:00:00')).toBe(2);
    expect(recordTerm(null, 'ay-2026', year, '2026-01-05')).toBe(1);
  });

  it('opens a past year on its last term', () => {
    expect(recordTerm(null, 'ay-2025', year, '2026-03-01')).toBe(4);
  });
});
