import { describe, expect, it } from 'vitest';
import { rowChecks } from './row-checks';

const previous = { heightCm: 140, weightKg: 35, label: 'term 1' };

describe('rowChecks', () => {
  it('has nothing to say about usual values that grew a little', () => {
    expect(rowChecks({ heightCm: '141.2', weightKg: '35.5' }, previous)).toEqual([]);
    expect(rowChecks({ heightCm: '', weightKg: '' }, previous)).toEqual([]);
  });

  it('refuses implausible values with the sentence the backend uses', () => {
    expect(rowChecks({ heightCm: '1400', weightKg: 'abc' }, previous)).toEqual([
      { measurement: 'heightCm', severity: 'refused', message: 'Height must be from 40 to 230 cm, with at most one decimal.' },
      { measurement: 'weightKg', severity: 'refused', message: 'Weight must be from 5 to 200 kg, with at most one decimal.' },
    ]);
  });

  it('flags unusual but plausible values', () => {
    expect(rowChecks({ heightCm: '205', weightKg: '8' }, null)).toEqual([
      { measurement: 'heightCm', severity: 'flag', message: 'Unusual height: please check it.' },
      { measurement: 'weightKg', severity: 'flag', message: 'Unusual weight: please check it.' },
    ]);
  });

  it('flags a height lower than last term by a centimetre or more, not by less', () => {
    expect(rowChecks({ heightCm: '139.1', weightKg: '' }, previous)).toEqual([]);
    expect(rowChecks({ heightCm: '138.5', weightKg: '' }, previous)).toEqual([
      { measurement: 'heightCm', severity: 'flag', message: 'Height is 1.5 cm less than in term 1: please check it.' },
    ]);
  });

  it('flags a height gain of ten centimetres in a term', () => {
    expect(rowChecks({ heightCm: '149.9', weightKg: '' }, previous)).toEqual([]);
    expect(rowChecks({ heightCm: '150', weightKg: '' }, previous)).toEqual([
      { measurement: 'heightCm', severity: 'flag', message: 'Height is 10.0 cm more than in term 1: please check it.' },
    ]);
  });

  it('flags a weight swing of ten kilograms either way', () => {
    expect(rowChecks({ heightCm: '', weightKg: '45' }, previous)[0]?.message).toBe(
      'Weight changed by 10.0 kg since term 1: please check it.',
    );
    expect(rowChecks({ heightCm: '', weightKg: '24.5' }, previous)).toHaveLength(1);
    expect(rowChecks({ heightCm: '', weightKg: '44.9' }, previous)).toEqual([]);
  });

  it('compares nothing when the previous term has no value', () => {
    expect(rowChecks({ heightCm: '120', weightKg: '60' }, { heightCm: null, weightKg: null, label: 'term 1' })).toEqual([]);
  });
});
