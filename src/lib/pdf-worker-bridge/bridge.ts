import type { PdfJobProgress, PdfWorkerMessage } from '@/lib/pdf-worker-bridge/protocol';

/** The job was cancelled by the user; not a failure to report. */
export class PdfJobCancelledError extends Error {
  constructor() {
    super('PDF generation was cancelled.');
    this.name = 'PdfJobCancelledError';
  }
}

export const PDF_WORKER_START_FAILED = 'The PDF generator could not start. Please reload the page and try again.';
export const PDF_WORKER_STALLED = 'The PDF generator stopped answering.';
export const PDF_WORKER_UNREADABLE = 'The PDF generator sent an answer that could not be read.';

/**
 * How long a worker may stay silent before the job is given up. It posts after every document, and
 * one document takes a second or two; a first document that also loads the renderer and the Han font
 * on a slow connection takes longer, so the limit is generous — it catches a dead worker, not a slow one.
 */
export const PDF_WORKER_STALL_MS = 60_000;

/** A running PDF job: its result and a way to stop it at once. */
export interface PdfJob {
  /** The finished PDF; rejects with the worker's message, or PdfJobCancelledError after cancel(). */
  result: Promise<Blob>;
  cancel: () => void;
}

/** The part of a Worker the bridge uses, so tests can pass a fake. */
export interface PdfWorkerLike {
  postMessage(message: unknown): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<PdfWorkerMessage>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  onmessageerror: ((event: MessageEvent) => void) | null;
}

/**
 * Runs one PDF job in a fresh worker. The worker is terminated when the job ends, fails or is
 * cancelled: terminating is the only way to stop a render mid-document, and a new worker per job
 * means a cancelled render can never post stale progress into the next one.
 */
export function startPdfJob<TRequest>(
  createWorker: () => PdfWorkerLike,
  request: TRequest,
  onProgress: (progress: PdfJobProgress) => void,
  stallMs: number = PDF_WORKER_STALL_MS,
): PdfJob {
  let worker: PdfWorkerLike | null = null;
  let watchdog: ReturnType<typeof setTimeout> | undefined;
  let settle: {
    resolve: (blob: Blob) => void;
    reject: (error: Error) => void;
  } | null = null;

  const finish = (outcome: Blob | Error) => {
    clearTimeout(watchdog);
    worker?.terminate();
    worker = null;
    const pending = settle;
    settle = null;
    if (!pending) return;
    if (outcome instanceof Blob) pending.resolve(outcome);
    else pending.reject(outcome);
  };

  // A worker whose script never finishes loading, or that hangs mid-render, posts nothing and fires
  // no error event: only silence tells, so every message restarts the clock.
  const restartWatchdog = () => {
    clearTimeout(watchdog);
    watchdog = setTimeout(() => finish(new Error(PDF_WORKER_STALLED)), stallMs);
  };

  const result = new Promise<Blob>((resolve, reject) => {
    settle = { resolve, reject };
    try {
      worker = createWorker();
    } catch {
      finish(new Error(PDF_WORKER_START_FAILED));
      return;
    }
    worker.onmessage = ({ data }) => {
      // A message already queued when the job ended must not revive it.
      if (!settle) return;
      restartWatchdog();
      if (data.type === 'progress') onProgress({ done: data.done, total: data.total });
      else if (data.type === 'done') finish(new Blob([data.bytes], { type: 'application/pdf' }));
      else finish(new Error(data.message));
    };
    // A worker script that fails to load or throws outside a job reports here, not via onmessage.
    worker.onerror = (event) => {
      event.preventDefault();
      finish(new Error(PDF_WORKER_START_FAILED));
    };
    worker.onmessageerror = () => finish(new Error(PDF_WORKER_UNREADABLE));
    worker.postMessage(request);
    restartWatchdog();
  });

  return { result, cancel: () => finish(new PdfJobCancelledError()) };
}
