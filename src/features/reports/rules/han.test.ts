import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { containsHan } from '@/features/reports/rules/han';

describe('containsHan', () => {
  it('finds Han characters anywhere in a name', () => {
    expect(containsHan('Tan Wei Ming 陈伟明')).toBe(true);
    expect(containsHan('林')).toBe(true);
    // A character outside the Basic Multilingual Plane (CJK Extension B).
    expect(containsHan('Lee 𠀀')).toBe(true);
  });

  it('ignores Latin, accented, Malay, Tamil and Japanese kana names', () => {
    for (const name of ['Nur Aisyah binte Rahman', 'José Fernández', 'அருண்', 'さくら', '']) {
      expect(containsHan(name)).toBe(false);
    }
  });

  it('is false for any ASCII text and true once a Han character is added', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii' }), fc.nat(), (text, at) => {
        expect(containsHan(text)).toBe(false);
        const index = text.length === 0 ? 0 : at % text.length;
        expect(containsHan(`${text.slice(0, index)}明${text.slice(index)}`)).toBe(true);
      }),
    );
  });
});
