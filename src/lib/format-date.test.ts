import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '@/lib/format-date';

describe('formatDate', () => {
  it('writes d MMM yyyy whatever the browser locale', () => {
    expect(formatDate('2026-11-21')).toBe('21 Nov 2026');
    expect(formatDate('2026-01-05T08:00:00')).toBe('5 Jan 2026');
    expect(formatDate(new Date(2027, 1, 28))).toBe('28 Feb 2027');
  });

  it('shows "-" for a missing or unreadable date', () => {
    expect(formatDate(null)).toBe('-');
    expect(formatDate('')).toBe('-');
    expect(formatDate('not a date')).toBe('-');
  });
});

describe('formatDateTime', () => {
  it('adds the weekday and a 24-hour time', () => {
    expect(formatDateTime('2026-11-23T14:05:00')).toBe('Mon 23 Nov 2026, 14:05');
  });
});
