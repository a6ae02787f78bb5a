import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GRADE_BOUNDARIES_ORDER_MESSAGE } from '@/domain/gradebook/grade';
import { BoundariesFormSchema } from './boundaries-form-schema';

describe('BoundariesFormSchema', () => {
  it('accepts strictly descending boundaries within 0..100', () => {
    expect(BoundariesFormSchema.safeParse({ gradeAMin: 100, gradeBMin: 65, gradeCMin: 50, gradeDMin: 0 }).success).toBe(
      true,
    );
  });

  it('rejects equal or rising boundaries with the order message', () => {
    const result = BoundariesFormSchema.safeParse({ gradeAMin: 80, gradeBMin: 80, gradeCMin: 50, gradeDMin: 35 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(GRADE_BOUNDARIES_ORDER_MESSAGE);
  });

  it('rejects values outside 0..100 and non-numbers', () => {
    expect(
      BoundariesFormSchema.safeParse({ gradeAMin: 101, gradeBMin: 65, gradeCMin: 50, gradeDMin: 35 }).success,
    ).toBe(false);
    expect(BoundariesFormSchema.safeParse({ gradeAMin: 80, gradeBMin: 65, gradeCMin: 50, gradeDMin: -1 }).success).toBe(
      false,
    );
    expect(
      BoundariesFormSchema.safeParse({ gradeAMin: Number.NaN, gradeBMin: 65, gradeCMin: 50, gradeDMin: 35 }).success,
    ).toBe(false);
  });

  it('accepts exactly the strictly descending quadruples in range (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -5, max: 105 }), { minLength: 4, maxLength: 4 }), ([a, b, c, d]) => {
        const ok = a <= 100 && a > b && b > c && c > d && d >= 0;
        expect(BoundariesFormSchema.safeParse({ gradeAMin: a, gradeBMin: b, gradeCMin: c, gradeDMin: d }).success).toBe(
          ok,
        );
      }),
    );
  });
});
