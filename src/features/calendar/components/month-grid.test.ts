import { describe, expect, it } from 'vitest';
import { monthGridRange } from '@/features/calendar/components/month-grid';

describe('monthGridRange', () => {
  it('runs six weeks from the Monday on or before the 1st', () => {
    expect(monthGridRange(new Date(2026, 10, 24))).toEqual({ from: '2026-10-26', to: '2026-12-07' });
    // February 2027 begins on a Monday.
    expect(monthGridRange(new Date(2027, 1, 28))).toEqual({ from: '2027-02-01', to: '2027-03-15' });
    // March 2026 begins on a Sunday: the grid starts the Monday before.
    expect(monthGridRange(new Date(2026, 2, 1))).toEqual({ from: '2026-02-23', to: '2026-04-06' });
  });
});
