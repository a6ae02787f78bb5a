/**
 * Image types shown in the page. SVG is left out on purpose: it can carry script, so it is offered as a
 * download like any other type the portal does not preview.
 */
const PREVIEWED_IMAGES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

export type PreviewKind = 'image' | 'pdf' | 'download';

/** How a student's attachment is shown: an image or a PDF in the page, anything else as a download only. */
export function previewKindOf(mimeType: string): PreviewKind {
  const type = mimeType.toLowerCase();
  if (PREVIEWED_IMAGES.has(type)) return 'image';
  return type === 'application/pdf' ? 'pdf' : 'download';
}
