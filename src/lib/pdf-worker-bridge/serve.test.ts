import { describe, expect, it } from 'vitest';
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

describe('servePdfJobs', () => {
  it('posts progress, then the bytes as a transferred buffer of exactly the PDF length', async () => {
    const { scope, posted, send, settled } = fakeScope();
    servePdfJobs<{ count: number }>(scope, async (request, progress) => {
      for (let done = 1; done <= request.count; done += 1) progress(done, request.count);
      // A view into a larger buffer, as PDF writers return: only the viewed bytes may be sent.
      return new Uint8Array(new TextEncoder().encode('xx%PDFyy').buffer, 2, 4);
    });
    send({ count: 2 });
    await settled();
    expect(posted.slice(0, 2).map((p) => p.message)).toEqual([
      { type: 'progress', done: 1, total: 2 },
      { type: 'progress', done: 2, total: 2 },
    ]);
    const last = posted[2];
    expect(last.message.type).toBe('done');
    if (last.message.type !== 'done') return;
    expect(new TextDecoder().decode(last.message.bytes)).toBe('%PDF');
    expect(last.transfer).toEqual([last.message.bytes]);
  });

  it('turns a failed render into an error message', async () => {
    const { scope, posted, send, settled } = fakeScope();
    servePdfJobs(scope, () => Promise.reject(new Error('Unknown font family')));
    send({});
    await settled();
    expect(posted).toEqual([
      {
        message: { type: 'error', message: 'Unknown font family' },
        transfer: undefined,
      },
    ]);
  });

  it('uses a generic message when the failure has none', async () => {
    const { scope, posted, send, settled } = fakeScope();
    servePdfJobs(scope, () => Promise.reject(new Error('')));
    send({});
    await settled();
    expect(posted[0].message).toEqual({
      type: 'error',
      message: 'The PDF could not be generated.',
    });
  });
});
