import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANNOTATION_TEXT_DEFAULTS } from '@/config/constants';
import {
  AnnotationSchema,
  annotationsSignature,
  AnnotationsSchema,
  ANNOTATIONS_MAX,
  clampToPage,
  displayFontSize,
  isDirection,
  newAnnotation,
  addPosition,
  ANNOTATION_ZOOM_MAX,
  ANNOTATION_ZOOM_MIN,
  colourName,
  fontName,
  zoomStep,
  nudge,
  toAbsolute,
  toRelative,
} from '@/features/assignments/rules/annotation';

const page = { width: 800, height: 1000 };

describe('annotation data', () => {
  it("uses spec §9's text tool defaults: black fill, font size 24, a sans font", () => {
    const annotation = newAnnotation('a1', 1, { x: 0.5, y: 0.25 }, 'Good');
    expect(annotation).toEqual({
      id: 'a1',
      page: 1,
      x: 0.5,
      y: 0.25,
      text: 'Good',
      fill: '#000000',
      fontSize: 24,
      fontFamily: ANNOTATION_TEXT_DEFAULTS.fontFamily,
    });
    expect(annotation.fontFamily).toMatch(/sans-serif$/);
    expect(AnnotationSchema.safeParse(annotation).success).toBe(true);
  });

  it('refuses positions off the page, empty text and too many annotations', () => {
    const good = newAnnotation('a1', 1, { x: 0, y: 0 }, 'x');
    expect(AnnotationSchema.safeParse({ ...good, x: 1.2 }).success).toBe(false);
    expect(AnnotationSchema.safeParse({ ...good, page: 0 }).success).toBe(false);
    expect(AnnotationSchema.safeParse({ ...good, text: '   ' }).error?.issues[0]?.message).toBe(
      'An annotation needs some text.',
    );
    expect(AnnotationSchema.safeParse({ ...good, fill: 'red' }).success).toBe(false);
    const many = Array.from({ length: ANNOTATIONS_MAX + 1 }, (_, index) => ({
      ...good,
      id: `a${index}`,
    }));
    expect(AnnotationsSchema.safeParse(many).success).toBe(false);
  });

  it('clamps a new annotation inside the page', () => {
    expect(newAnnotation('a', 1, { x: -0.2, y: 1.5 }, 't')).toMatchObject({
      x: 0,
      y: 1,
    });
  });
});

describe('coordinates', () => {
  it('converts between relative and on-screen positions and back at any size', () => {
    expect(toAbsolute({ x: 0.25, y: 0.5 }, page)).toEqual({ x: 200, y: 500 });
    expect(toRelative({ x: 200, y: 500 }, page)).toEqual({ x: 0.25, y: 0.5 });
    expect(toRelative({ x: 10, y: 10 }, { width: 0, height: 0 })).toEqual({
      x: 0,
      y: 0,
    });
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer({ min: 1, max: 5000 }),
        (x, y, width) => {
          const size = { width, height: width * 1.4 };
          const back = toRelative(toAbsolute({ x, y }, size), size);
          return Math.abs(back.x - x) < 1e-9 && Math.abs(back.y - y) < 1e-9;
        },
      ),
    );
  });

  it('keeps the whole box on the page', () => {
    const box = { width: 100, height: 30 };
    expect(clampToPage({ x: -5, y: -5 }, box, page)).toEqual({ x: 0, y: 0 });
    expect(clampToPage({ x: 790, y: 990 }, box, page)).toEqual({
      x: 700,
      y: 970,
    });
    expect(clampToPage({ x: 50, y: 50 }, { width: 900, height: 30 }, page)).toEqual({ x: 0, y: 50 });
  });

  it('measures the font in pixels of the page at its natural size (issue 21 §2)', () => {
    expect(displayFontSize(24, 800, 1600)).toBe(12);
    expect(displayFontSize(24, 1600, 1600)).toBe(24);
    expect(displayFontSize(24, 900, 600)).toBe(36);
  });

  it('zooms in steps within its limits', () => {
    expect(zoomStep(1, 'in')).toBe(1.25);
    expect(zoomStep(1, 'out')).toBe(0.8);
    expect(zoomStep(ANNOTATION_ZOOM_MAX, 'in')).toBe(ANNOTATION_ZOOM_MAX);
    expect(zoomStep(ANNOTATION_ZOOM_MIN, 'out')).toBe(ANNOTATION_ZOOM_MIN);
  });

  it('names the colours and fonts, and tells a colour from elsewhere by its code', () => {
    expect(colourName('#D0021B')).toBe('Red');
    expect(colourName('#123456')).toBe('#123456');
    expect(fontName('Arial, Helvetica, sans-serif')).toBe('Sans');
  });
});

describe('keyboard moves', () => {
  const annotation = newAnnotation('a', 1, { x: 0.5, y: 0.5 }, 'x');
  const box = { width: 80, height: 24 };

  it('moves by the given pixels in each direction', () => {
    expect(nudge(annotation, 'ArrowRight', 8, box, page)).toEqual({
      x: 0.51,
      y: 0.5,
    });
    expect(nudge(annotation, 'ArrowUp', 10, box, page)).toEqual({
      x: 0.5,
      y: 0.49,
    });
    expect(isDirection('ArrowDown')).toBe(true);
    expect(isDirection('Enter')).toBe(false);
  });

  it('stops at the page edge', () => {
    const corner = newAnnotation('a', 1, { x: 0, y: 0 }, 'x');
    expect(nudge(corner, 'ArrowLeft', 10, box, page)).toEqual({ x: 0, y: 0 });
    const right = newAnnotation('a', 1, { x: 0.9, y: 0 }, 'x');
    expect(nudge(right, 'ArrowRight', 50, box, page).x).toBeCloseTo(0.9);
  });

  it('adds a text in the middle of the part of the page in view, one under another', () => {
    const shown = { width: 1000, height: 800 };
    expect(addPosition({ x: 0, y: 0, ...shown }, shown, 0)).toEqual({ x: 0.35, y: 0.4 });
    // Zoomed in and scrolled to the lower right quarter.
    expect(addPosition({ x: 500, y: 400, width: 500, height: 400 }, shown, 0)).toEqual({ x: 0.675, y: 0.7 });
    expect(addPosition({ x: 0, y: 0, ...shown }, shown, 1).y).toBeGreaterThan(0.4);
    expect(addPosition({ x: 0, y: 0, ...shown }, shown, 6)).toEqual(addPosition({ x: 0, y: 0, ...shown }, shown, 0));
  });
});

describe('annotationsSignature', () => {
  it("is the same for the tool's annotations and the server's copy (fields and pages in another order)", () => {
    const first = newAnnotation('a', 2, { x: 0.1, y: 0.2 }, 'Units?');
    const second = newAnnotation('b', 1, { x: 0.3, y: 0.4 }, 'Good start');
    const fromServer = [second, first].map((item) => AnnotationSchema.parse(JSON.parse(JSON.stringify(item))));
    expect(annotationsSignature([first, second])).toBe(annotationsSignature(fromServer));
    expect(annotationsSignature([first])).not.toBe(annotationsSignature([{ ...first, text: 'Units!' }]));
  });
});
