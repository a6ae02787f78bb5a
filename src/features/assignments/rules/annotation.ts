import { ANNOTATION_TEXT_DEFAULTS } from '@/config/constants';
import type { Annotation } from '@/domain/lesson-content/annotation-data';

// The data schema lives in lib so that the demo backend validates saved annotations with it too.
export {
  ANNOTATION_TEXT_MAX_LENGTH,
  ANNOTATIONS_MAX,
  AnnotationSchema,
  AnnotationsSchema,
  type Annotation,
} from '@/domain/lesson-content/annotation-data';

/**
 * Font sizes are in pixels of a page shown this wide: text keeps its size relative to the page at any zoom and
 * for any image resolution (24 looks like 24 px on a page 800 px wide, 12 px on one 400 px wide).
 */
export const ANNOTATION_REFERENCE_WIDTH = 800;

export interface Size {
  width: number;
  height: number;
}
export interface Point {
  x: number;
  y: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max));

/** A new annotation with the text tool's defaults. */
export function newAnnotation(id: string, page: number, at: Point, text: string): Annotation {
  return {
    id,
    page,
    x: clamp(at.x, 0, 1),
    y: clamp(at.y, 0, 1),
    text,
    ...ANNOTATION_TEXT_DEFAULTS,
  };
}

export function toAbsolute(point: Point, page: Size): Point {
  return { x: point.x * page.width, y: point.y * page.height };
}

export function toRelative(point: Point, page: Size): Point {
  return {
    x: page.width > 0 ? point.x / page.width : 0,
    y: page.height > 0 ? point.y / page.height : 0,
  };
}

/** Keeps a box's top-left corner where the whole box stays on the page (or at its top-left when it is larger). */
export function clampToPage(position: Point, box: Size, page: Size): Point {
  return {
    x: clamp(position.x, 0, page.width - box.width),
    y: clamp(position.y, 0, page.height - box.height),
  };
}

/** The on-screen font size of an annotation on a page shown `displayWidth` pixels wide. */
export function displayFontSize(fontSize: number, displayWidth: number): number {
  return (fontSize * displayWidth) / ANNOTATION_REFERENCE_WIDTH;
}

export type Direction = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown';
const STEPS: Readonly<Record<Direction, Point>> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

export function isDirection(key: string): key is Direction {
  return Object.hasOwn(STEPS, key);
}

/** Moves an on-screen box by `pixels` in one direction, kept on the page; answers the new relative position. */
export function nudge(annotation: Annotation, direction: Direction, pixels: number, box: Size, page: Size): Point {
  const from = toAbsolute(annotation, page);
  const step = STEPS[direction];
  return toRelative(clampToPage({ x: from.x + step.x * pixels, y: from.y + step.y * pixels }, box, page), page);
}

/** Where the next added text goes: near the top-left, stepping down so new texts never hide each other. */
export function nextPosition(existingOnPage: number): Point {
  const row = existingOnPage % 12;
  return { x: 0.05, y: 0.05 + row * 0.07 };
}

/**
 * A file's annotations in a form that compares equal however they were built: page by page (as the server keeps
 * them, one set per page), each with its fields in one order (the tool and the server's JSON order them apart).
 */
export function annotationsSignature(annotations: readonly Annotation[]): string {
  const byPage = [...annotations].sort((a, b) => a.page - b.page);
  return JSON.stringify(byPage.map((a) => [a.id, a.page, a.x, a.y, a.text, a.fontSize, a.fill, a.fontFamily]));
}
