import { describe, expect, it } from 'vitest';
import {
  formatObservationLevel,
  isValidObservationLevel,
  observationLevelCaption,
  parseObservationLevel,
} from '@/features/form-class/components/ftp-evaluation/observation-level';

describe('observation levels as typed', () => {
  it('reads the letter in either case, the label and the code', () => {
    expect(parseObservationLevel('n')).toBe('NEED_ASSISTANCE');
    expect(parseObservationLevel(' E ')).toBe('EMERGING');
    expect(parseObservationLevel('Frequently  observed')).toBe('FREQUENTLY_OBSERVED');
    expect(parseObservationLevel('CONSISTENTLY_OBSERVED')).toBe('CONSISTENTLY_OBSERVED');
  });

  it('treats blank as no level and anything else as invalid', () => {
    expect(parseObservationLevel('  ')).toBeNull();
    expect(isValidObservationLevel('')).toBe(true);
    expect(parseObservationLevel('A')).toBeUndefined();
    expect(isValidObservationLevel('Sometimes')).toBe(false);
  });

  it('shows a saved level as its letter and a typed one by its label', () => {
    expect(formatObservationLevel('FREQUENTLY_OBSERVED')).toBe('F');
    expect(formatObservationLevel(null)).toBe('');
    expect(observationLevelCaption('c')).toBe('Consistently Observed');
    expect(observationLevelCaption('')).toBe('');
    expect(observationLevelCaption('x')).toBe('Not a level');
  });
});
