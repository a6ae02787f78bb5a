import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PDF_WORKER_STALL_MS,
  PDF_WORKER_STALLED,
  PDF_WORKER_START_FAILED,
  PDF_WORKER_UNREADABLE,
  PdfJobCancelledError,
  PdfWorkerPool,
  type PdfWorkerLike,
} from '@/lib/pdf-worker-bridge/bridge';
import type { PdfWorkerMessage } from '@/lib/pdf-worker-bridge/protocol';

type Answer = PdfWorkerMessage extends infer M ? (M extends PdfWorkerMessage ? Omit<M, 'job'> : never) : never;

class FakeWorker implements PdfWorkerLike {
  onmessage: ((event: MessageEvent<PdfWorkerMessage>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  onmessageerror: ((event: MessageEvent) => void) | null = null;
  posted: { message: unknown; transfer?: Transferable[] }[] = [];
  terminated = false;
  postMessage(message: unknown, transfer?: Transferable[]) {
    this.posted.push({ message, transfer });
  }
  terminate() {
    this.terminated = true;
  }
  /** Answers for the latest job this worker was given. */
  emit(answer: Answer, job = this.lastJob()) {
    this.onmessage?.(new MessageEvent('message', { data: { ...answer, job } as PdfWorkerMessage }));
  }
  lastJob(): number {
    const jobs = this.posted.flatMap(({ message }) =>
      typeof message === 'object' && message !== null && 'job' in message && typeof message.job === 'number' ? [message.job] : [],
    );
    return jobs.at(-1) ?? 0;
  }
}

function pool(size = 1, options: { progressIntervalMs?: number } = {}) {
  const workers: FakeWorker[] = [];
  const created = new PdfWorkerPool<{ ids: string[] }, string>(
    () => {
      const worker = new FakeWorker();
      workers.push(worker);
      return worker;
    },
    size,
    options,
  );
  return { pool: created, workers };
}

function start() {
  const { pool: workers, workers: made } = pool();
  const onProgress = vi.fn();
  const job = workers.run([{ ids: ['s1'] }], onProgress);
  const [worker] = made;
  return { worker, onProgress, job, pool: workers, made };
}

afterEach(() => vi.useRealTimers());

describe('PdfWorkerPool', () => {
  it('posts the request, reports progress and resolves to a PDF blob, keeping the worker', async () => {
    const { worker, onProgress, job } = start();
    expect(worker.posted.map((p) => p.message)).toEqual([{ type: 'job', job: 1, request: { ids: ['s1'] }, parts: 0 }]);
    worker.emit({ type: 'progress', done: 1, total: 2 });
    worker.emit({ type: 'progress', done: 2, total: 2 });
    expect(onProgress.mock.calls).toEqual([[1], [2]]);
    worker.emit({ type: 'done', bytes: new TextEncoder().encode('%PDF-1.7').buffer });
    const blob = await job.result;
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe('%PDF-1.7');
    expect(worker.terminated).toBe(false);
  });

  it('warms its workers before any job and gives the next jobs to the same workers', async () => {
    const { pool: workers, workers: made } = pool(2);
    workers.warm('class');
    expect(made).toHaveLength(2);
    expect(made.map((worker) => worker.posted[0]?.message)).toEqual([
      { type: 'warm', request: 'class' },
      { type: 'warm', request: 'class' },
    ]);
    for (let round = 1; round <= 2; round += 1) {
      const job = workers.run([{ ids: ['s1'] }, { ids: ['s2'] }], vi.fn());
      made[1].emit({ type: 'done', bytes: new ArrayBuffer(2) });
      made[0].emit({ type: 'done', bytes: new ArrayBuffer(4) });
      await job.result;
    }
    expect(made).toHaveLength(2);
    expect(made.map((worker) => worker.lastJob())).toEqual([2, 2]);
  });

  it('sums the progress of a job split across workers and forwards the later share to the first worker, transferred', async () => {
    const { pool: workers, workers: made } = pool(2);
    const onProgress = vi.fn();
    const job = workers.run([{ ids: ['s1', 's2'] }, { ids: ['s3'] }], onProgress);
    const [first, second] = made;
    expect(first.posted[0]?.message).toEqual({ type: 'job', job: 1, request: { ids: ['s1', 's2'] }, parts: 1 });
    expect(second.posted[0]?.message).toEqual({ type: 'job', job: 1, request: { ids: ['s3'] }, parts: 0 });
    second.emit({ type: 'progress', done: 1, total: 1 });
    first.emit({ type: 'progress', done: 1, total: 2 });
    expect(onProgress.mock.calls).toEqual([[1], [2]]);
    const part = new TextEncoder().encode('%PDF-part').buffer;
    second.emit({ type: 'done', bytes: part });
    expect(first.posted[1]).toEqual({ message: { type: 'part', job: 1, index: 0, bytes: part }, transfer: [part] });
    first.emit({ type: 'done', bytes: new TextEncoder().encode('%PDF-whole').buffer });
    expect(await (await job.result).text()).toBe('%PDF-whole');
  });

  it('paces progress to one call per interval, each with the latest count, and none after the job ends', async () => {
    vi.useFakeTimers();
    const { pool: workers, workers: made } = pool(2, { progressIntervalMs: 250 });
    const onProgress = vi.fn();
    const job = workers.run([{ ids: ['s1', 's2', 's3'] }, { ids: ['s4', 's5'] }], onProgress);
    const [first, second] = made;
    first.emit({ type: 'progress', done: 1, total: 3 });
    expect(onProgress.mock.calls).toEqual([[1]]);
    second.emit({ type: 'progress', done: 1, total: 2 });
    first.emit({ type: 'progress', done: 2, total: 3 });
    second.emit({ type: 'progress', done: 2, total: 2 });
    expect(onProgress).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(250);
    expect(onProgress.mock.calls).toEqual([[1], [4]]);
    first.emit({ type: 'progress', done: 3, total: 3 });
    second.emit({ type: 'done', bytes: new ArrayBuffer(4) });
    first.emit({ type: 'done', bytes: new ArrayBuffer(4) });
    await job.result;
    vi.advanceTimersByTime(1000);
    expect(onProgress.mock.calls).toEqual([[1], [4]]);
  });

  it('ignores what a worker posts for an earlier job', async () => {
    const { worker, job, pool: workers } = start();
    worker.emit({ type: 'done', bytes: new ArrayBuffer(4) });
    await job.result;
    const onProgress = vi.fn();
    const next = workers.run([{ ids: ['s2'] }], onProgress);
    worker.emit({ type: 'progress', done: 1, total: 1 }, 1);
    worker.emit({ type: 'error', message: 'late' }, 1);
    expect(onProgress).not.toHaveBeenCalled();
    worker.emit({ type: 'done', bytes: new ArrayBuffer(8) });
    expect((await next.result).size).toBe(8);
  });

  it("rejects with the worker's message when rendering fails, and ends the job's workers", async () => {
    const { pool: workers, workers: made } = pool(2);
    const job = workers.run([{ ids: ['s1'] }, { ids: ['s2'] }], vi.fn());
    made[1].emit({ type: 'error', message: 'Font could not be loaded' });
    await expect(job.result).rejects.toThrow('Font could not be loaded');
    expect(made.map((worker) => worker.terminated)).toEqual([true, true]);
  });

  it('cancel terminates every worker of the job at once and ignores anything they post afterwards', async () => {
    const { pool: workers, workers: made } = pool(2);
    const onProgress = vi.fn();
    const job = workers.run([{ ids: ['s1'] }, { ids: ['s2'] }], onProgress);
    job.cancel();
    expect(made.map((worker) => worker.terminated)).toEqual([true, true]);
    await expect(job.result).rejects.toBeInstanceOf(PdfJobCancelledError);
    made[0].emit({ type: 'progress', done: 1, total: 1 }, 1);
    expect(onProgress).not.toHaveBeenCalled();
    workers.warm('again');
    expect(made).toHaveLength(4);
  });

  it('a worker that cannot load its script rejects with a clear message', async () => {
    const { worker, job } = start();
    worker.onerror?.(new ErrorEvent('error', { message: 'Failed to fetch module script' }));
    await expect(job.result).rejects.toThrow(PDF_WORKER_START_FAILED);
  });

  it('a worker whose script fails while it warms up is replaced by the next job', async () => {
    const { pool: workers, workers: made } = pool();
    workers.warm('class');
    made[0].onerror?.(new ErrorEvent('error', { message: 'Failed to fetch module script' }));
    expect(made[0].terminated).toBe(true);
    const job = workers.run([{ ids: ['s1'] }], vi.fn());
    expect(made).toHaveLength(2);
    expect(made[1].lastJob()).toBe(1);
    workers.dispose();
    await expect(job.result).rejects.toBeInstanceOf(PdfJobCancelledError);
  });

  it('a worker constructor that throws rejects instead of throwing', async () => {
    const workers = new PdfWorkerPool<object, string>(() => {
      throw new Error('Worker is not defined');
    }, 1);
    workers.warm('class');
    await expect(workers.run([{}], vi.fn()).result).rejects.toThrow(PDF_WORKER_START_FAILED);
  });

  it('a message the page cannot read ends the job with a clear message', async () => {
    const { worker, job } = start();
    worker.onmessageerror?.(new MessageEvent('messageerror'));
    await expect(job.result).rejects.toThrow(PDF_WORKER_UNREADABLE);
    expect(worker.terminated).toBe(true);
  });

  it('gives up on a job whose workers stay silent for the stall limit, counted from their last message', async () => {
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

  it('dispose ends every worker', () => {
    const { pool: workers, workers: made } = pool(2);
    workers.warm('class');
    workers.dispose();
    expect(made.map((worker) => worker.terminated)).toEqual([true, true]);
  });

  it('dispose cancels a job still running, so its watchdog does not fire after the workers are gone', async () => {
    vi.useFakeTimers();
    try {
      const { pool: workers } = pool(2);
      const job = workers.run([{ ids: ['s1'] }, { ids: ['s2'] }], vi.fn());
      workers.dispose();
      await expect(job.result).rejects.toBeInstanceOf(PdfJobCancelledError);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
