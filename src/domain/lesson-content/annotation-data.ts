import { z } from 'zod';
import { uniqueBy } from '../school/unique-keys';
import { visibleText } from '../school/visible-text';

// The annotation data the grading page edits and the demo backend stores: one schema for both, so that a saved
// annotation always reads back. The feature's annotation rules (moving, nudging, defaults) build on it.

/** Longest text of one annotation; a comment longer than this belongs in the feedback. */
export const ANNOTATION_TEXT_MAX_LENGTH = 1000;
/** Most annotations on one attachment, so that a saved submission stays a small request. */
export const ANNOTATIONS_MAX = 200;
/** The last page an annotation may be on: far beyond any attachment within the 5 MB upload limit, short of nonsense. */
export const ANNOTATION_PAGE_MAX = 1000;
export const DUPLICATE_ANNOTATION_MESSAGE = 'Two annotations have this id.';

const relative = z.number().min(0).max(1);

/** A text written on a student's attachment, stored as data so that it can be moved and edited again. */
export const AnnotationSchema = z
  .object({
    id: z.string().min(1),
    /** 1-based page of a PDF; 1 for an image. */
    page: z.number().int().min(1).max(ANNOTATION_PAGE_MAX, `An annotation must be on page ${ANNOTATION_PAGE_MAX} or before.`),
    /** Left edge of the text, as a share of the page's width. */
    x: relative,
    /** Top edge of the text, as a share of the page's height. */
    y: relative,
    text: visibleText({ error: 'An annotation needs some text.' }).min(1, 'An annotation needs some text.').max(ANNOTATION_TEXT_MAX_LENGTH),
    fontSize: z.number().min(6).max(200),
    fill: z.string().regex(/^#[0-9a-fA-F]{6}$/),
    fontFamily: visibleText({ error: 'Choose a font.' }).min(1, 'Choose a font.').max(200),
  })
  .meta({ id: 'Annotation' });
export type Annotation = z.infer<typeof AnnotationSchema>;

export const AnnotationsSchema = z
  .array(AnnotationSchema)
  .max(ANNOTATIONS_MAX, `At most ${ANNOTATIONS_MAX} annotations per file.`)
  .superRefine(uniqueBy((annotation) => annotation.id, DUPLICATE_ANNOTATION_MESSAGE, 'id'));

/** The annotations of one page of one attached file (an image has the one page 1). */
export const AnnotationSetSchema = z
  .object({ fileId: z.string().min(1), page: AnnotationSchema.shape.page, items: AnnotationsSchema })
  .meta({ id: 'AnnotationSet' });
export type AnnotationSet = z.infer<typeof AnnotationSetSchema>;
