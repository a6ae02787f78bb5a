import { describe, expect, it } from 'vitest';
import { FREQUENCY_LEGEND, frequencyLabel, needsRetainReason, parseFrequency } from './conduct';

describe('conduct and promotion scales', () => {
  it('label the frequencies as spec §3 names them', () => {
    expect(frequencyLabel('M')).toBe('M – Most Of The Time');
    expect(FREQUENCY_LEGEND).toBe('A – Almost · M – Most Of The Time · S – Seldom · N – Never');
  });

  it('read a typed or pasted frequency in any case, and nothing else', () => {
    expect(parseFrequency(' s ')).toBe('S');
    expect(parseFrequency('A')).toBe('A');
    expect(parseFrequency('')).toBeNull();
    expect(parseFrequency('Almost')).toBeNull();
    expect(parseFrequency('X')).toBeNull();
  });

  it('ask for a reason only when retained', () => {
    expect(needsRetainReason('Retained')).toBe(true);
    expect(needsRetainReason('Conditionally Promoted')).toBe(false);
    expect(needsRetainReason(null)).toBe(false);
  });
});
