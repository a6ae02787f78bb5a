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

export interface Size {
  width: number;
  height: number;
}
export interface Point {
  x: number;
  y: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max));

/** How a text looks: its colour, size (pixels of the page at its natural size) and font. */
export type TextStyle = Pick<Annotation, 'fill' | 'fontSize' | 'fontFamily'>;

/** The colours offered, by name: a teacher marks in red, and a colour is never told by its swatch alone. */
export const ANNOTATION_COLOURS: readonly { name: string; fill: string }[] = [
  { name: 'Black', fill: ANNOTATION_TEXT_DEFAULTS.fill },
  { name: 'Red', fill: '#d0021b' },
  { name: 'Blue', fill: '#0b57d0' },
  { name: 'Green', fill: '#137333' },
];
export const ANNOTATION_FONT_SIZES: readonly number[] = [12, 16, 20, 24, 32, 40, 48, 64, 96];
/** System font stacks only (nothing downloads): a sans (the default), a serif and a handwriting-like one. */
export const ANNOTATION_FONTS: readonly { name: string; fontFamily: string }[] = [
  { name: 'Sans', fontFamily: ANNOTATION_TEXT_DEFAULTS.fontFamily },
  { name: 'Serif', fontFamily: 'Georgia, "Times New Roman", Times, serif' },
  { name: 'Handwriting', fontFamily: '"Segoe Print", "Bradley Hand", "Comic Sans MS", "Comic Neue", cursive' },
];

/** A colour's name, or its code for a colour saved from elsewhere. */
export function colourName(fill: string): string {
  return ANNOTATION_COLOURS.find((colour) => colour.fill.toLowerCase() === fill.toLowerCase())?.name ?? fill;
}
/** A font's name, or "Other font" for a font saved from elsewhere. */
export function fontName(fontFamily: string): string {
  return ANNOTATION_FONTS.find((font) => font.fontFamily === fontFamily)?.name ?? 'Other font';
}

/** A new annotation, in the text tool's defaults unless another style is chosen. */
export function newAnnotation(
  id: string,
  page: number,
  at: Point,
  text: string,
  style: TextStyle = ANNOTATION_TEXT_DEFAULTS,
): Annotation {
  return {
    id,
    page,
    x: clamp(at.x, 0, 1),
    y: clamp(at.y, 0, 1),
    text,
    fill: style.fill,
    fontSize: style.fontSize,
    fontFamily: style.fontFamily,
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

/**
 * The on-screen font size of an annotation: its size is in pixels of the page at its natural size (an image's
 * own pixels, a PDF page at 100%), so a 24 on a photo 1600 px wide shown 800 px wide is drawn 12 px high.
 */
export function displayFontSize(fontSize: number, displayWidth: number, naturalWidth: number): number {
  return naturalWidth > 0 ? (fontSize * displayWidth) / naturalWidth : fontSize;
}

export const ANNOTATION_ZOOM_MIN = 0.5;
export const ANNOTATION_ZOOM_MAX = 4;
const ZOOM_STEP = 1.25;

/** The zoom (1 = the page fits the column's width) one step in or out, within the limits. */
export function zoomStep(zoom: number, direction: 'in' | 'out'): number {
  const next = direction === 'in' ? zoom * ZOOM_STEP : zoom / ZOOM_STEP;
  return Math.round(clamp(next, ANNOTATION_ZOOM_MIN, ANNOTATION_ZOOM_MAX) * 1000) / 1000;
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

/**
 * Where "Add text" (the keyboard's way to add) puts a text: in the middle of the part of the page in view, a
 * little left of centre so that a word fits, stepping down so that texts added one after another never hide
 * each other. `visible` is the part of the page in view, in on-screen pixels of the page shown as `page`.
 */
export function addPosition(visible: Point & Size, page: Size, existingOnPage: number): Point {
  const row = existingOnPage % 6;
  const at = { x: visible.x + visible.width * 0.35, y: visible.y + visible.height * (0.4 + row * 0.08) };
  return toRelative(at, page);
}

/**
 * A file's annotations in a form that compares equal however they were built: page by page (as the server keeps
 * them, one set per page), each with its fields in one order (the tool and the server's JSON order them apart).
 */
export function annotationsSignature(annotations: readonly Annotation[]): string {
  const byPage = [...annotations].sort((a, b) => a.page - b.page);
  return JSON.stringify(byPage.map((a) => [a.id, a.page, a.x, a.y, a.text, a.fontSize, a.fill, a.fontFamily]));
}
