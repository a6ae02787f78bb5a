import type { ClassReport } from '@/features/reports/api/get-class-report';
import type { PdfWorkerLike } from '@/lib/pdf-worker-bridge/bridge';
import type { PdfWorkerCommand, PdfWorkerMessage } from '@/lib/pdf-worker-bridge/protocol';
import type { ReportPdfRequest } from '@/features/reports/pdf/render-report-pdf';

type Command = PdfWorkerCommand<ReportPdfRequest, ClassReport>;
type JobCommand = Extract<Command, { type: 'job' }>;
/** A message as the test writes it: the job's number is the worker's current job unless given. */
type Answer = PdfWorkerMessage extends infer M ? (M extends PdfWorkerMessage ? Omit<M, 'job'> & { job?: number } : never) : never;

/** Stands in for the report worker (jsdom has no Worker): the test decides what it posts back. */
export class FakeReportWorker implements PdfWorkerLike {
  static instances: FakeReportWorker[] = [];
  onmessage: ((event: MessageEvent<PdfWorkerMessage>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  onmessageerror: ((event: MessageEvent) => void) | null = null;
  commands: Command[] = [];
  terminated = false;

  constructor() {
    FakeReportWorker.instances.push(this);
  }

  /** The workers not terminated, oldest first. */
  static live(): FakeReportWorker[] {
    return FakeReportWorker.instances.filter((worker) => !worker.terminated);
  }

  /** The worker given the latest job's first share: it answers with the whole PDF. */
  static lead(): FakeReportWorker {
    const withJobs = FakeReportWorker.instances.filter((worker) => worker.jobs.length > 0);
    const latest = Math.max(...withJobs.map((worker) => worker.jobs.at(-1)?.job ?? 0));
    const lead = withJobs.find((worker) => worker.jobs.at(-1)?.job === latest && worker.jobs.at(-1)?.parts !== 0)
      ?? withJobs.find((worker) => worker.jobs.at(-1)?.job === latest);
    if (!lead) throw new Error('No report worker was given a job');
    return lead;
  }

  get jobs(): JobCommand[] {
    return this.commands.filter((command): command is JobCommand => command.type === 'job');
  }

  /** The request of this worker's latest job. */
  get request(): ReportPdfRequest {
    const job = this.jobs.at(-1);
    if (!job) throw new Error('This report worker was given no job');
    return job.request;
  }

  postMessage(message: unknown) {
    this.commands.push(message as Command);
  }

  terminate() {
    this.terminated = true;
  }

  emit(message: Answer) {
    const job = message.job ?? this.jobs.at(-1)?.job ?? 0;
    if (!this.terminated) this.onmessage?.(new MessageEvent('message', { data: { ...message, job } as PdfWorkerMessage }));
  }
}
