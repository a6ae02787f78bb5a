import type { PdfWorkerLike } from '@/lib/pdf-worker-bridge/bridge';

/** Starts a batch-print worker; a module of its own so component tests can replace it. */
export function createBatchPrintWorker(): PdfWorkerLike {
  return new Worker(new URL('./batch-print.worker.ts', import.meta.url), {
    type: 'module',
    name: 'batch-print-pdf',
  });
}
