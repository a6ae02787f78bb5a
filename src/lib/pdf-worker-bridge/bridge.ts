import type { PdfWorkerCommand, PdfWorkerMessage } from '@/lib/pdf-worker-bridge/protocol';

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
 * How long a job's workers may all stay silent before the job is given up. They post after every document,
 * and one document takes a second or two; a first document that also loads the renderer and the Han font
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
  postMessage(message: unknown, transfer?: Transferable[]): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<PdfWorkerMessage>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  onmessageerror: ((event: MessageEvent) => void) | null;
}

/**
 * Up to `size` PDF workers kept for the page's lifetime: started ahead of the first job (`warm`), reused by
 * every job that ends well, so only the first job of a screen could ever wait for a worker to load.
 * A job may split its documents across the workers: the first worker renders the first share and appends
 * the others' PDFs, which the page forwards to it as they finish (transferred, never copied).
 * Cancelling, a failure or silence ends the job's workers: terminating is the only way to stop a render
 * mid-document, and a worker that misbehaved is not trusted with the next job; new ones start as needed.
 */
export class PdfWorkerPool<TRequest, TWarm> {
  private readonly workers: (PdfWorkerLike | null)[];
  private readonly stallMs: number;
  private readonly progressIntervalMs: number;
  private nextJob = 1;
  /** How to end each job still running: dispose() cancels them, so no watchdog outlives the workers. */
  private readonly running = new Set<() => void>();

  /**
   * `progressIntervalMs` paces `onProgress`: at most one call per interval, each with the latest count (0: one
   * per worker message). A level's batch sends hundreds of messages, and each call re-renders the page on the
   * main thread, which shares the machine's cores with the workers.
   */
  constructor(
    private readonly createWorker: () => PdfWorkerLike,
    size: number,
    { stallMs = PDF_WORKER_STALL_MS, progressIntervalMs = 0 }: { stallMs?: number; progressIntervalMs?: number } = {},
  ) {
    this.stallMs = stallMs;
    this.progressIntervalMs = progressIntervalMs;
    this.workers = Array.from({ length: Math.max(1, size) }, () => null);
  }

  /** How many workers a job may use at once. */
  get size(): number {
    return this.workers.length;
  }

  /** Starts the missing workers and has each load what a job will need; a worker that cannot start is left for the job to report. */
  warm(request: TWarm): void {
    this.workers.forEach((_, index) => {
      try {
        this.post(this.workerAt(index), { type: 'warm', request });
      } catch {
        this.workers[index] = null;
      }
    });
  }

  /**
   * Runs one job on as many workers as it has requests (at most `size`): the PDF is the first request's
   * documents followed by the others', in order. `onProgress` gets the documents done across all of them.
   */
  run(requests: TRequest[], onProgress: (done: number) => void): PdfJob {
    if (requests.length === 0 || requests.length > this.workers.length)
      throw new Error(`A job needs 1 to ${this.workers.length} requests, not ${requests.length}.`);
    const job = this.nextJob++;
    const used: PdfWorkerLike[] = [];
    const done = requests.map(() => 0);
    let watchdog: ReturnType<typeof setTimeout> | undefined;
    let progressShownAt = -Infinity;
    let progressDue: ReturnType<typeof setTimeout> | undefined;
    const showProgress = () => {
      progressDue = undefined;
      progressShownAt = performance.now();
      onProgress(done.reduce((sum, count) => sum + count, 0));
    };
    let settle: { resolve: (blob: Blob) => void; reject: (error: Error) => void } | null = null;

    const finish = (outcome: Blob | Error) => {
      clearTimeout(watchdog);
      clearTimeout(progressDue);
      this.running.delete(cancel);
      used.forEach((worker, index) => {
        if (outcome instanceof Blob) this.idle(worker, index);
        else this.discard(worker, index);
      });
      const pending = settle;
      settle = null;
      if (!pending) return;
      if (outcome instanceof Blob) pending.resolve(outcome);
      else pending.reject(outcome);
    };

    // A worker whose script never finishes loading, or that hangs mid-render, posts nothing and fires
    // no error event: only silence tells, so every message of the job restarts the clock.
    const restartWatchdog = () => {
      clearTimeout(watchdog);
      watchdog = setTimeout(() => finish(new Error(PDF_WORKER_STALLED)), this.stallMs);
    };

    const cancel = () => finish(new PdfJobCancelledError());
    this.running.add(cancel);
    const result = new Promise<Blob>((resolve, reject) => {
      settle = { resolve, reject };
      try {
        requests.forEach((_, index) => used.push(this.workerAt(index)));
      } catch {
        finish(new Error(PDF_WORKER_START_FAILED));
        return;
      }
      const [first] = used;
      used.forEach((worker, index) => {
        worker.onmessage = ({ data }) => {
          // A message already queued when the job ended, or one of an earlier job, must not count.
          if (!settle || data.job !== job) return;
          restartWatchdog();
          if (data.type === 'progress') {
            done[index] = data.done;
            // A call already due reads the latest counts when it comes.
            if (progressDue !== undefined) return;
            const wait = progressShownAt + this.progressIntervalMs - performance.now();
            if (wait <= 0) showProgress();
            else progressDue = setTimeout(showProgress, wait);
          } else if (data.type === 'error') finish(new Error(data.message));
          else if (index > 0) this.post(first, { type: 'part', job, index: index - 1, bytes: data.bytes }, [data.bytes]);
          else finish(new Blob([data.bytes], { type: 'application/pdf' }));
        };
        // A worker script that fails to load or throws outside a job reports here, not via onmessage.
        worker.onerror = (event) => {
          event.preventDefault();
          finish(new Error(PDF_WORKER_START_FAILED));
        };
        worker.onmessageerror = () => finish(new Error(PDF_WORKER_UNREADABLE));
      });
      requests.forEach((request, index) =>
        this.post(used[index], { type: 'job', job, request, parts: index === 0 ? requests.length - 1 : 0 }),
      );
      restartWatchdog();
    });

    return { result, cancel };
  }

  /** Ends every worker; a job still running is cancelled (its result rejects with PdfJobCancelledError). */
  dispose(): void {
    [...this.running].forEach((cancelJob) => cancelJob());
    this.workers.forEach((worker, index) => {
      worker?.terminate();
      this.workers[index] = null;
    });
  }

  private workerAt(index: number): PdfWorkerLike {
    const kept = this.workers[index];
    if (kept) return kept;
    const worker = this.createWorker();
    this.workers[index] = worker;
    this.idle(worker, index);
    return worker;
  }

  /**
   * Between jobs a worker has nothing to answer; a script that fails to load while it warms up reports
   * only once, so the worker is dropped then and the next job starts a new one (and reports its failure).
   */
  private idle(worker: PdfWorkerLike, index: number): void {
    worker.onmessage = null;
    worker.onmessageerror = null;
    worker.onerror = (event) => {
      event.preventDefault();
      this.discard(worker, index);
    };
  }

  private discard(worker: PdfWorkerLike, index: number): void {
    worker.onmessage = null;
    worker.onerror = null;
    worker.onmessageerror = null;
    worker.terminate();
    if (this.workers[index] === worker) this.workers[index] = null;
  }

  private post(worker: PdfWorkerLike, command: PdfWorkerCommand<TRequest, TWarm>, transfer: Transferable[] = []): void {
    worker.postMessage(command, transfer);
  }
}
