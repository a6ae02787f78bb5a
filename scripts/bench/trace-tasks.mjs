// The main thread's tasks in a Chromium trace, apart from lib.mjs so that a unit test reads it without Playwright.

const TASK_EVENTS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/**
 * The tasks of the page's main thread (CrRendererMain of a process showing a page) in a Chromium trace's events, in order:
 * `wallMs` (on a busy machine it also counts waiting for a core), `cpuMs` (the thread's own work,
 * capped at the wall time: some events report a thread time above their duration) and `atMs`
 * (when it ran, after the first task).
 */
export function mainThreadTasks(events) {
  // The processes of the pages' top frames. Not every renderer: Chromium's PDF viewer (a PDF shown in a frame)
  // runs in an extension renderer whose tasks never block the page, yet they were counted as the page's
  // (issue 22: the lesson page's "typing" task of 74 ms was the PDF viewer loading its scripts).
  const pagePids = new Set(
    events
      .flatMap((e) => {
        if (e.name === 'TracingStartedInBrowser') return e.args?.data?.frames ?? [];
        // A page that moves to another process after tracing started (a navigation to another site).
        return e.name === 'FrameCommittedInBrowser' && e.args?.data ? [e.args.data] : [];
      })
      .filter((frame) => !frame.parent)
      .map((frame) => frame.processId),
  );
  const mainThreads = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .filter((e) => pagePids.size === 0 || pagePids.has(e.pid))
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const tasks = events.filter((e) => e.ph === 'X' && TASK_EVENTS.has(e.name) && mainThreads.has(`${e.pid}:${e.tid}`));
  // A loop, not Math.min(...tasks): a trace holds more events than a call's argument limit.
  let start = Infinity;
  for (const task of tasks) start = Math.min(start, task.ts);
  return tasks.map((task) => ({
    wallMs: (task.dur ?? 0) / 1000,
    cpuMs: Math.min(task.tdur ?? task.dur ?? 0, task.dur ?? 0) / 1000,
    atMs: Math.round((task.ts - start) / 1000),
  }));
}
