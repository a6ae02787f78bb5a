import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PDF_WORKER_STALL_MS,
  PDF_WORKER_STALLED,
  PDF_WORKER_START_FAILED,
  PDF_WORKER_UNREADABLE,
  PdfJobCancelledError,
  startPdfJob,
  type PdfWorkerLike,
} from '@/lib/pdf-worker-bridge/bridge';
import type { PdfWorkerMessage } from '@/lib/pdf-worker-bridge/protocol';

class FakeWorker implements PdfWorkerLike {
  onmessage: ((event: MessageEvent<PdfWorkerMessage>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  onmessageerror: ((event: MessageEvent) => void) | null = null;
  posted: unknown[] = [];
  terminated = false;
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  emit(message: PdfWorkerMessage) {
    this.onmessage?.(new MessageEvent('message', { data: message }));
  }
}

function start() {
  const worker = new FakeWorker();
  const onProgress = vi.fn();
  const job = startPdfJob(() => worker, { studentIds: ['s1'] }, onProgress);
  return { worker, onProgress, job };
}

afterEach(() => vi.useRealTimers());

describe('startPdfJob', () => {
  it('posts the request, reports progress and resolves to a PDF blob, then ends the worker', async () => {
    const { worker, onProgress, job } = start();
    expect(worker.posted).toEqual([{ studentIds: ['s1'] }]);
    worker.emit({ type: 'progress', done: 1, total: 2 });
    worker.emit({ type: 'progress', done: 2, total: 2 });
    expect(onProgress.mock.calls).toEqual([[{ done: 1, total: 2 }], [{ done: 2, total: 2 }]]);
    worker.emit({
      type: 'done',
      bytes: new TextEncoder().encode('%PDF-1.7').buffer,
    });
    const blob = await job.result;
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe('%PDF-1.7');
    expect(worker.terminated).toBe(true);
  });

  it("rejects with the worker's message when rendering fails", async () => {
    const { worker, job } = start();
    worker.emit({ type: 'error', message: 'Font could not be loaded' });
    await expect(job.result).rejects.toThrow('Font could not be loaded');
    expect(worker.terminated).toBe(true);
  });

  it('cancel terminates the worker at once and ignores anything it posts afterwards', async () => {
    const { worker, onProgress, job } = start();
    job.cancel();
    expect(worker.terminated).toBe(true);
    await expect(job.result).rejects.toBeInstanceOf(PdfJobCancelledError);
    worker.emit({ type: 'done', bytes: new ArrayBuffer(4) });
    expect(onProgress).not.toHaveBeenCalled();
  });

  it('a worker that cannot load its script rejects with a clear message', async () => {
    const { worker, job } = start();
    worker.onerror?.(new ErrorEvent('error', { message: 'Failed to fetch module script' }));
    await expect(job.result).rejects.toThrow(PDF_WORKER_START_FAILED);
  });

  it('a worker constructor that throws rejects instead of throwing', async () => {
    const job = startPdfJob(
      () => {
        throw new Error('Worker is not defined');
      },
      {},
      vi.fn(),
    );
    await expect(job.result).rejects.toThrow(PDF_WORKER_START_FAILED);
  });

  it('a message the page cannot read ends the job with a clear message', async () => {
    const { worker, job } = start();
    worker.onmessageerror?.(new MessageEvent('messageerror'));
    await expect(job.result).rejects.toThrow(PDF_WORKER_UNREADABLE);
    expect(worker.terminated).toBe(true);
  });

  it('gives up on a worker that stays silent for the stall limit, counted from its last message', async () => {
    vi.useFakeTimers();
    const { worker, onProgress, job } = start();
    const outcome = job.result.then(
      () => 'resolved',
      (error: Error) => error.message,
    );
    vi.advanceTimersByTime(PDF_WORKER_STALL_MS - 1);
    worker.emit({ type: 'progress', done: 1, total: 2 });
    vi.advanceTimersByTime(PDF_WORKER_STALL_MS - 1);
    expect(worker.terminated).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await outcome).toBe(PDF_WORKER_STALLED);
    expect(worker.terminated).toBe(true);
    worker.emit({ type: 'progress', done: 2, total: 2 });
    expect(onProgress).toHaveBeenCalledTimes(1);
  });

  it('leaves no watchdog behind once the job ends', async () => {
    vi.useFakeTimers();
    const { worker, job } = start();
    worker.emit({ type: 'done', bytes: new ArrayBuffer(4) });
    await job.result;
    expect(vi.getTimerCount()).toBe(0);
  });
});
