import { describe, expect, it } from 'vitest';
import { recurrenceWords } from './recurrence-words';

describe('a repeat in words', () => {
  it('says how often, on which days in the week’s order, and until when or how many times', () => {
    expect(recurrenceWords({ frequency: 'WEEKLY', weekdays: ['WEDNESDAY', 'MONDAY'], until: '2026-12-18', count: null })).toBe(
      'Every week on Monday and Wednesday, until 18 Dec 2026',
    );
    expect(recurrenceWords({ frequency: 'MONTHLY', weekdays: [], until: null, count: 10 })).toBe('Every month, 10 times');
    expect(recurrenceWords({ frequency: 'YEARLY', weekdays: [], until: null, count: null })).toBe('Every year');
  });
});
