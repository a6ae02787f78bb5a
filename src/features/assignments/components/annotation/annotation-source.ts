/** What the teacher writes on: an image shown from an object URL, or a PDF held in memory. */
export type AnnotationSource = { kind: 'image'; url: string } | { kind: 'pdf'; blob: Blob };
