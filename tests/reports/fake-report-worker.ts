import type { PdfWorkerLike } from '@/lib/pdf-worker-bridge/bridge';
import type { PdfWorkerMessage } from '@/lib/pdf-worker-bridge/protocol';
import type { ReportPdfRequest } from '@/features/reports/pdf/render-report-pdf';

/** Stands in for the report worker (jsdom has no Worker): the test decides what it posts back. */
export class FakeReportWorker implements PdfWorkerLike {
  static instances: FakeReportWorker[] = [];
  onmessage: ((event: MessageEvent<PdfWorkerMessage>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  onmessageerror: ((event: MessageEvent) => void) | null = null;
  requests: ReportPdfRequest[] = [];
  terminated = false;

  constructor() {
    FakeReportWorker.instances.push(this);
  }

  static latest(): FakeReportWorker {
    const worker = FakeReportWorker.instances.at(-1);
    if (!worker) throw new Error('No report worker was started');
    return worker;
  }

  postMessage(message: unknown) {
    this.requests.push(message as ReportPdfRequest);
  }

  terminate() {
    this.terminated = true;
  }

  emit(message: PdfWorkerMessage) {
    if (!this.terminated) this.onmessage?.(new MessageEvent('message', { data: message }));
  }
}
