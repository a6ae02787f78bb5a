/** How far a PDF job has come: `done` of `total` documents rendered. */
export interface PdfJobProgress {
  done: number;
  total: number;
}

/** What a PDF worker posts back to the page while it runs a job. */
export type PdfWorkerMessage =
  ({ type: 'progress' } & PdfJobProgress) | { type: 'done'; bytes: ArrayBuffer } | { type: 'error'; message: string };
