import { LESSON_SIDEBAR_DEFAULT_WIDTH_PX, LESSON_SIDEBAR_MIN_WIDTH_PX } from '@/config/constants';

/** Widest the lesson sidebar may grow, whatever the window (docs/decisions/resources.md, "lesson sidebar / width"). */
export const LESSON_SIDEBAR_MAX_WIDTH_PX = 640;
/** Share of the window the sidebar may take at most, so the material itself keeps the larger half. */
export const LESSON_SIDEBAR_MAX_VIEWPORT_SHARE = 0.5;
/** One ArrowLeft / ArrowRight press on the resize handle. */
export const LESSON_SIDEBAR_KEYBOARD_STEP_PX = 16;

/**
 * The widest the sidebar may be in a window `viewportWidth` px wide: half the window, at most 640 px,
 * and never less than the spec's minimum (on a tiny window the minimum wins). An unknown window gets 640.
 */
export function maxSidebarWidth(viewportWidth: number): number {
  const byViewport =
    Number.isFinite(viewportWidth) && viewportWidth > 0
      ? Math.floor(viewportWidth * LESSON_SIDEBAR_MAX_VIEWPORT_SHARE)
      : LESSON_SIDEBAR_MAX_WIDTH_PX;
  return Math.max(LESSON_SIDEBAR_MIN_WIDTH_PX, Math.min(LESSON_SIDEBAR_MAX_WIDTH_PX, byViewport));
}

/**
 * A whole-pixel width between the spec's minimum (280) and {@link maxSidebarWidth}. Anything that is not
 * a finite number (a corrupt stored value) becomes the spec's default (360), clamped the same way.
 */
export function clampSidebarWidth(width: number, viewportWidth: number): number {
  const wanted = Number.isFinite(width) ? width : LESSON_SIDEBAR_DEFAULT_WIDTH_PX;
  const max = maxSidebarWidth(viewportWidth);
  return Math.round(Math.min(max, Math.max(LESSON_SIDEBAR_MIN_WIDTH_PX, wanted)));
}
