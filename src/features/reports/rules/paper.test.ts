import { describe, expect, it } from 'vitest';
import { paperOfLink, pageSizePt } from '@/features/reports/rules/paper';

describe('the viewer’s paper (spec §9: A4 or A5, with letter as the fallback)', () => {
  it('makes A4 when the link names no paper, and A4 or A5 when it names one', () => {
    expect(paperOfLink(null)).toBe('A4');
    expect(paperOfLink('')).toBe('A4');
    expect(paperOfLink('A5')).toBe('A5');
    expect(paperOfLink('a4')).toBe('A4');
  });

  it('falls back to Letter for any other paper, on a Letter page', () => {
    for (const requested of ['B5', 'letter', 'A3', 'legal']) expect(paperOfLink(requested)).toBe('Letter');
    expect(pageSizePt('Letter')).toEqual({ width: 612, height: 792 });
  });
});
