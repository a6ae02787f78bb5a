import { describe, expect, it } from 'vitest';
import { bandLabel, gradeBands } from './grade-style';

describe('gradeBands', () => {
  it('lists A to D with each band ending at the next minimum', () => {
    const bands = gradeBands({ gradeAMin: 80, gradeBMin: 65, gradeCMin: 50, gradeDMin: 35 });
    expect(bands.map(bandLabel)).toEqual(['80 and above', '65 to below 80', '50 to below 65', '35 to below 50']);
    expect(bands.map((band) => band.grade)).toEqual(['A', 'B', 'C', 'D']);
  });
});
