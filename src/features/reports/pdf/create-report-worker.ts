import type { PdfWorkerLike } from '@/lib/pdf-worker-bridge/bridge';

/** Starts the report worker; a module of its own so component tests can replace it. */
export function createReportWorker(): PdfWorkerLike {
  return new Worker(new URL('./report.worker.ts', import.meta.url), {
    type: 'module',
    name: 'class-report-pdf',
  });
}
