import type { PdfWorkerMessage } from '@/lib/pdf-worker-bridge/protocol';

/** The worker global scope as this module uses it (a DedicatedWorkerGlobalScope in the browser). */
export interface PdfWorkerScope {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  postMessage(message: PdfWorkerMessage, options?: { transfer?: Transferable[] }): void;
}

/** Renders one job: resolves to the PDF bytes, calling `progress` after each document. */
export type PdfJobRenderer<TRequest> = (
  request: TRequest,
  progress: (done: number, total: number) => void,
) => Promise<Uint8Array>;

/**
 * Worker side of the bridge: answers each request with progress messages and then the PDF bytes
 * (transferred, not copied) or an error message.
 */
export function servePdfJobs<TRequest>(scope: PdfWorkerScope, render: PdfJobRenderer<TRequest>): void {
  scope.addEventListener('message', (event: MessageEvent<TRequest>) => {
    render(event.data, (done, total) => scope.postMessage({ type: 'progress', done, total }))
      .then((bytes) => {
        // Copy into an ArrayBuffer of exactly the PDF's length so it can be transferred whole.
        const buffer = bytes.slice().buffer;
        scope.postMessage({ type: 'done', bytes: buffer }, { transfer: [buffer] });
      })
      .catch((error: unknown) => {
        const message = error instanceof Error && error.message ? error.message : 'The PDF could not be generated.';
        scope.postMessage({ type: 'error', message });
      });
  });
}
