import { describe, expect, it } from 'vitest';
import { formatDuration } from '@/features/resources/components/materials/voice-response-duration';

describe('formatDuration', () => {
  it.each([
    [5, '5 s'],
    [59, '59 s'],
    [60, '1 min'],
    [90, '1 min 30 s'],
    [125, '2 min 5 s'],
    [600, '10 min'],
  ])('%i seconds reads "%s"', (seconds, text) => expect(formatDuration(seconds)).toBe(text));

  it('is empty for what is not whole seconds', () => {
    expect(formatDuration(Number.NaN)).toBe('');
    expect(formatDuration(1.5)).toBe('');
    expect(formatDuration(-1)).toBe('');
  });
});
