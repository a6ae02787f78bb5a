import { describe, expect, it, vi } from 'vitest';
import type { PdfWorkerMessage } from '@/lib/pdf-worker-bridge/protocol';
import { servePdfJobs, type PdfWorkerScope } from '@/lib/pdf-worker-bridge/serve';

function fakeScope() {
  let listener: ((event: MessageEvent) => void) | null = null;
  const posted: { message: PdfWorkerMessage; transfer?: Transferable[] }[] = [];
  const scope: PdfWorkerScope = {
    addEventListener: (_type, handler) => {
      listener = handler;
    },
    postMessage: (message, options) => void posted.push({ message, transfer: options?.transfer }),
  };
  const send = (data: unknown) => listener?.(new MessageEvent('message', { data }));
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { scope, posted, send, settled };
}

const noWarmUp = () => Promise.resolve();

describe('servePdfJobs', () => {
  it('posts progress, then the bytes as a transferred buffer of exactly the PDF length', async () => {
    const { scope, posted, send, settled } = fakeScope();
    servePdfJobs<{ count: number }, string>(
      scope,
      async (request, progress) => {
        for (let done = 1; done <= request.count; done += 1) progress(done, request.count);
        // A view into a larger buffer, as PDF writers return: only the viewed bytes may be sent.
        return new Uint8Array(new TextEncoder().encode('xx%PDFyy').buffer, 2, 4);
      },
      noWarmUp,
    );
    send({ type: 'job', job: 7, request: { count: 2 }, parts: 0 });
    await settled();
    expect(posted.slice(0, 2).map((p) => p.message)).toEqual([
      { job: 7, type: 'progress', done: 1, total: 2 },
      { job: 7, type: 'progress', done: 2, total: 2 },
    ]);
    const last = posted[2];
    expect(last.message.type).toBe('done');
    if (last.message.type !== 'done') return;
    expect(new TextDecoder().decode(last.message.bytes)).toBe('%PDF');
    expect(last.transfer).toEqual([last.message.bytes]);
  });

  it('turns a failed render into an error message', async () => {
    const { scope, posted, send, settled } = fakeScope();
    servePdfJobs(scope, () => Promise.reject(new Error('Unknown font family')), noWarmUp);
    send({ type: 'job', job: 1, request: {}, parts: 0 });
    await settled();
    expect(posted).toEqual([
      {
        message: { job: 1, type: 'error', message: 'Unknown font family' },
        transfer: undefined,
      },
    ]);
  });

  it('uses a generic message when the failure has none', async () => {
    const { scope, posted, send, settled } = fakeScope();
    servePdfJobs(scope, () => Promise.reject(new Error('')), noWarmUp);
    send({ type: 'job', job: 1, request: {}, parts: 0 });
    await settled();
    expect(posted[0].message).toEqual({
      job: 1,
      type: 'error',
      message: 'The PDF could not be generated.',
    });
  });

  it('hands the job the parts the page forwards, in their order, even one sent before the job finished its own documents', async () => {
    const { scope, posted, send, settled } = fakeScope();
    servePdfJobs<string, string>(
      scope,
      async (own, _progress, parts) => {
        const later = await Promise.all(parts);
        return new TextEncoder().encode([own, ...later.map((bytes) => new TextDecoder().decode(bytes))].join('+'));
      },
      noWarmUp,
    );
    const part = (text: string) => new TextEncoder().encode(text).buffer;
    send({ type: 'job', job: 3, request: 'A', parts: 2 });
    send({ type: 'part', job: 3, index: 1, bytes: part('C') });
    // A part of another job is not this job's.
    send({ type: 'part', job: 2, index: 0, bytes: part('X') });
    await settled();
    expect(posted).toEqual([]);
    send({ type: 'part', job: 3, index: 0, bytes: part('B') });
    await settled();
    const [answer] = posted;
    expect(answer?.message.type === 'done' && new TextDecoder().decode(answer.message.bytes)).toBe('A+B+C');
  });

  it('warms up on request without answering, even when the warm-up fails', async () => {
    const { scope, posted, send, settled } = fakeScope();
    const warm = vi.fn((request: string) => (request === 'bad' ? Promise.reject(new Error('no font')) : Promise.resolve()));
    servePdfJobs<string, string>(scope, () => Promise.resolve(new Uint8Array()), warm);
    send({ type: 'warm', request: 'class' });
    send({ type: 'warm', request: 'bad' });
    await settled();
    expect(warm.mock.calls).toEqual([['class'], ['bad']]);
    expect(posted).toEqual([]);
  });
});
