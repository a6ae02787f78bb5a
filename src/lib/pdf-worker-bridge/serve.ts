import type { PdfWorkerCommand, PdfWorkerMessage } from '@/lib/pdf-worker-bridge/protocol';

/** The worker global scope as this module uses it (a DedicatedWorkerGlobalScope in the browser). */
export interface PdfWorkerScope {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  postMessage(message: PdfWorkerMessage, options?: { transfer?: Transferable[] }): void;
}

/**
 * Renders one job: resolves to the PDF bytes, calling `progress` after each document. `parts` are PDFs
 * other workers render for the same job, in order: they go after this worker's own documents.
 */
export type PdfJobRenderer<TRequest> = (
  request: TRequest,
  progress: (done: number, total: number) => void,
  parts: Promise<Uint8Array>[],
) => Promise<Uint8Array>;

/** Loads what a job will need, ahead of it. */
export type PdfWarmUp<TWarm> = (request: TWarm) => Promise<void>;

interface Deferred {
  promise: Promise<Uint8Array>;
  resolve: (bytes: Uint8Array) => void;
}

function deferred(): Deferred {
  let resolve: (bytes: Uint8Array) => void = () => undefined;
  const promise = new Promise<Uint8Array>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/**
 * Worker side of the bridge: warms up on request, answers each job with progress messages and then the
 * PDF bytes (transferred, not copied) or an error message, each tagged with the job's number.
 */
export function servePdfJobs<TRequest, TWarm>(
  scope: PdfWorkerScope,
  render: PdfJobRenderer<TRequest>,
  warm: PdfWarmUp<TWarm>,
): void {
  // The parts still expected, per job: a part may arrive while the job is still rendering its own documents.
  const parts = new Map<number, Deferred[]>();
  scope.addEventListener('message', (event: MessageEvent<PdfWorkerCommand<TRequest, TWarm>>) => {
    const command = event.data;
    if (command.type === 'warm') {
      // A failed warm-up costs nothing: the job loads again what it needs and reports its own failure.
      warm(command.request).catch(() => undefined);
      return;
    }
    if (command.type === 'part') {
      parts.get(command.job)?.[command.index]?.resolve(new Uint8Array(command.bytes));
      return;
    }
    const { job } = command;
    const expected = Array.from({ length: command.parts }, deferred);
    parts.set(job, expected);
    render(
      command.request,
      (done, total) => scope.postMessage({ job, type: 'progress', done, total }),
      expected.map((part) => part.promise),
    )
      .then((bytes) => {
        // Copy into an ArrayBuffer of exactly the PDF's length so it can be transferred whole.
        const buffer = bytes.slice().buffer;
        scope.postMessage({ job, type: 'done', bytes: buffer }, { transfer: [buffer] });
      })
      .catch((error: unknown) => {
        const message = error instanceof Error && error.message ? error.message : 'The PDF could not be generated.';
        scope.postMessage({ job, type: 'error', message });
      })
      .finally(() => parts.delete(job));
  });
}
