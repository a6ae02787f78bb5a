/** How far a worker has come with its share of a job: `done` of `total` documents rendered. */
export interface PdfJobProgress {
  done: number;
  total: number;
}

/**
 * What the page posts to a PDF worker. A worker is kept between jobs, so every job message carries its
 * job's number and the worker answers with it: an answer of an ended job can then never count for the next.
 * - `warm`: load what a job will need (renderer, fonts) before the user asks for one; it has no answer.
 * - `job`: render `request`; with `parts` > 0 the worker then appends that many PDFs, rendered by other
 *   workers and forwarded by the page as `part` messages, after its own documents and answers with the whole.
 */
export type PdfWorkerCommand<TRequest, TWarm> =
  | { type: 'warm'; request: TWarm }
  | { type: 'job'; job: number; request: TRequest; parts: number }
  | { type: 'part'; job: number; index: number; bytes: ArrayBuffer };

/** What a PDF worker posts back to the page while it runs a job. */
export type PdfWorkerMessage = { job: number } & (
  | ({ type: 'progress' } & PdfJobProgress)
  | { type: 'done'; bytes: ArrayBuffer }
  | { type: 'error'; message: string }
);
