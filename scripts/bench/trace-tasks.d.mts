/** A task of the page's main thread: its wall and CPU time, and when it ran after the first task. */
export interface MainThreadTask {
  wallMs: number;
  cpuMs: number;
  atMs: number;
}

/** A Chromium trace event, as much of it as the bench reads. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: Record<string, unknown>;
}

export function mainThreadTasks(events: readonly TraceEvent[]): MainThreadTask[];
