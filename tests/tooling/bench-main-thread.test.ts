import { describe, expect, it } from 'vitest';
import { mainThreadTasks, type TraceEvent } from '../../scripts/bench/trace-tasks.mjs';

const PAGE = 100;
const PDF_VIEWER = 200;

const threadName = (pid: number): TraceEvent => ({ name: 'thread_name', ph: 'M', pid, tid: pid, ts: 0, args: { name: 'CrRendererMain' } });
const task = (pid: number, ts: number, ms: number): TraceEvent => ({ name: 'RunTask', ph: 'X', pid, tid: pid, ts, dur: ms * 1000, tdur: ms * 1000 });

describe("the benches' main-thread tasks", () => {
  it("count the page's renderer only, not the extension renderer of Chromium's PDF viewer in a frame of the page (issue 22)", () => {
    const events: TraceEvent[] = [
      {
        name: 'TracingStartedInBrowser',
        ph: 'I',
        pid: 1,
        tid: 1,
        ts: 0,
        args: {
          data: {
            frames: [
              { frame: 'top', processId: PAGE, url: 'http://localhost/lesson' },
              { frame: 'pdf', processId: PDF_VIEWER, url: 'chrome-extension://viewer/index.html', parent: 'top' },
            ],
          },
        },
      },
      threadName(PAGE),
      threadName(PDF_VIEWER),
      task(PAGE, 1_000, 12),
      task(PDF_VIEWER, 2_000, 190),
    ];
    expect(mainThreadTasks(events).map((entry) => entry.cpuMs)).toEqual([12]);
  });

  it('follow a page that moved to another process after tracing started', () => {
    const events: TraceEvent[] = [
      { name: 'FrameCommittedInBrowser', ph: 'I', pid: 1, tid: 1, ts: 0, args: { data: { frame: 'top', processId: PAGE, url: 'http://localhost/' } } },
      threadName(PAGE),
      task(PAGE, 1_000, 30),
    ];
    expect(mainThreadTasks(events).map((entry) => entry.cpuMs)).toEqual([30]);
  });
});
