import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LESSON_SIDEBAR_DEFAULT_WIDTH_PX, LESSON_SIDEBAR_MIN_WIDTH_PX } from '@/config/constants';
import { clampSidebarWidth, LESSON_SIDEBAR_MAX_WIDTH_PX, maxSidebarWidth } from './sidebar-width';

describe('maxSidebarWidth', () => {
  it('is half the window, at most 640 px', () => {
    expect(maxSidebarWidth(1000)).toBe(500);
    expect(maxSidebarWidth(1281)).toBe(640);
    expect(maxSidebarWidth(1440)).toBe(640);
    expect(maxSidebarWidth(3840)).toBe(LESSON_SIDEBAR_MAX_WIDTH_PX);
  });

  it('never goes below the minimum on tiny windows', () => {
    expect(maxSidebarWidth(500)).toBe(LESSON_SIDEBAR_MIN_WIDTH_PX);
    expect(maxSidebarWidth(320)).toBe(LESSON_SIDEBAR_MIN_WIDTH_PX);
    expect(maxSidebarWidth(1)).toBe(LESSON_SIDEBAR_MIN_WIDTH_PX);
  });

  it('treats an unknown window as wide', () => {
    expect(maxSidebarWidth(Number.NaN)).toBe(640);
    expect(maxSidebarWidth(0)).toBe(640);
    expect(maxSidebarWidth(-100)).toBe(640);
    expect(maxSidebarWidth(Number.POSITIVE_INFINITY)).toBe(640);
  });
});

describe('clampSidebarWidth', () => {
  it('keeps a width inside the bounds, rounded to whole pixels', () => {
    expect(clampSidebarWidth(360, 1440)).toBe(360);
    expect(clampSidebarWidth(400.6, 1440)).toBe(401);
    expect(clampSidebarWidth(280, 1440)).toBe(280);
    expect(clampSidebarWidth(640, 1440)).toBe(640);
  });

  it('raises anything below the minimum, including negatives and zero', () => {
    expect(clampSidebarWidth(279, 1440)).toBe(280);
    expect(clampSidebarWidth(0, 1440)).toBe(280);
    expect(clampSidebarWidth(-500, 1440)).toBe(280);
    expect(clampSidebarWidth(Number.NEGATIVE_INFINITY, 1440)).toBe(LESSON_SIDEBAR_DEFAULT_WIDTH_PX);
  });

  it('lowers anything above the maximum', () => {
    expect(clampSidebarWidth(641, 1440)).toBe(640);
    expect(clampSidebarWidth(900, 1280)).toBe(640);
    expect(clampSidebarWidth(600, 1000)).toBe(500);
  });

  it('gives the default for a width that is not a number', () => {
    expect(clampSidebarWidth(Number.NaN, 1440)).toBe(LESSON_SIDEBAR_DEFAULT_WIDTH_PX);
    expect(clampSidebarWidth(Number.POSITIVE_INFINITY, 1440)).toBe(LESSON_SIDEBAR_DEFAULT_WIDTH_PX);
    expect(clampSidebarWidth(Number.NaN, 640)).toBe(320);
  });

  it('gives the minimum on a window too small for it', () => {
    expect(clampSidebarWidth(360, 400)).toBe(280);
    expect(clampSidebarWidth(Number.NaN, 300)).toBe(280);
  });

  it('always lands between the minimum and the maximum (property)', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), (width, viewport) => {
        const clamped = clampSidebarWidth(width, viewport);
        expect(Number.isInteger(clamped)).toBe(true);
        expect(clamped).toBeGreaterThanOrEqual(LESSON_SIDEBAR_MIN_WIDTH_PX);
        expect(clamped).toBeLessThanOrEqual(maxSidebarWidth(viewport));
      }),
    );
  });
});
