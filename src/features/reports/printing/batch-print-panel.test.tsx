import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { classReportKeys, type ClassReport } from '@/features/reports/api/get-class-report';
import type { BatchPrintRequest } from '@/features/reports/pdf/batch-print-pdf';
import { BatchPrintPanel } from '@/features/reports/printing/batch-print-panel';
import { makeClassReport } from '@/features/reports/testing/class-report-fixture';
import { isReportType } from '@/domain/reports/report-types';
import type { PdfWorkerLike } from '@/lib/pdf-worker-bridge/bridge';
import type { PdfWorkerCommand, PdfWorkerMessage } from '@/lib/pdf-worker-bridge/protocol';
import { server } from '@/mocks/node';
import { renderWithProviders } from '../../../../tests/test-utils';

type Command = PdfWorkerCommand<BatchPrintRequest, ClassReport>;

/** Stands in for a batch-print worker (jsdom has no Worker): the test posts its answers. */
class FakeBatchWorker implements PdfWorkerLike {
  static instances: FakeBatchWorker[] = [];
  onmessage: ((event: MessageEvent<PdfWorkerMessage>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  onmessageerror: ((event: MessageEvent) => void) | null = null;
  commands: Command[] = [];
  terminated = false;

  constructor() {
    FakeBatchWorker.instances.push(this);
  }

  static withJobs(): FakeBatchWorker[] {
    return FakeBatchWorker.instances.filter((worker) => worker.job !== undefined);
  }

  get job() {
    return this.commands.filter((command) => command.type === 'job').at(-1);
  }

  postMessage(message: unknown) {
    this.commands.push(message as Command);
  }

  terminate() {
    this.terminated = true;
  }

  answer(message: { type: 'progress'; done: number; total: number } | { type: 'done'; bytes: ArrayBuffer }) {
    const job = this.job?.job ?? 0;
    if (!this.terminated) this.onmessage?.(new MessageEvent('message', { data: { ...message, job } }));
  }
}

vi.mock('@/features/reports/pdf/create-batch-print-worker', () => ({ createBatchPrintWorker: () => new FakeBatchWorker() }));

const CLASSES = [
  { classYearId: 'cy-courage', name: 'Primary 4 Courage', seasonState: 'open' as const },
  { classYearId: 'cy-kindness', name: 'Primary 4 Kindness', seasonState: 'signedOff' as const },
];

function serveReports(status = 200) {
  server.use(
    http.get('*/api/class-years/:classYearId/reports/:term/:reportType', ({ params }) => {
      if (status !== 200) return HttpResponse.json({ message: 'The server failed.' }, { status });
      const reportType = String(params.reportType);
      if (!isReportType(reportType)) throw new Error(`unexpected report type ${reportType}`);
      const size = params.classYearId === 'cy-courage' ? 3 : 2;
      return HttpResponse.json(makeClassReport({ reportType, term: 1, size, han: false }));
    }),
  );
}

const saved: string[] = [];

beforeEach(() => {
  FakeBatchWorker.instances = [];
  vi.spyOn(navigator, 'hardwareConcurrency', 'get').mockReturnValue(2);
  saved.length = 0;
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:batch');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => vi.restoreAllMocks());

async function openPanel() {
  serveReports();
  const result = renderWithProviders(<BatchPrintPanel term={1} classes={CLASSES} />);
  await screen.findByRole('heading', { name: /pupils' reports would print badly/ }, { timeout: 5000 });
  return result;
}

describe('BatchPrintPanel', () => {
  it('lists what would print badly and which classes print as DRAFT, and asks before printing with problems', async () => {
    const { user } = await openPanel();
    expect(screen.getByText('Not signed off, so printed with a DRAFT watermark: Primary 4 Courage.')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: /would print badly/ });
    expect(within(list).getByText('Primary 4 Courage · 2 · Nur Aisyah binte Rahman', { exact: false }).closest('li')).toHaveTextContent(
      'No remark; No conduct grades',
    );

    await user.click(screen.getByRole('button', { name: 'ZIP of one PDF per pupil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Print anyway?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(FakeBatchWorker.withJobs()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'ZIP of one PDF per pupil' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Print anyway?' })).getByRole('button', { name: 'Print anyway' }));
    // Two workers, the classes in order: the draft class with the first share, the signed-off one with the second.
    const [lead, second] = FakeBatchWorker.withJobs();
    expect(lead?.job?.request).toMatchObject({ output: 'zip', classes: [{ name: 'Primary 4 Courage', draft: true }] });
    expect(lead?.job?.request.pupils).toHaveLength(3);
    expect(second?.job?.request).toMatchObject({ output: 'zip', classes: [{ name: 'Primary 4 Kindness', draft: false }] });
    expect(screen.getByRole('button', { name: 'Merged PDF' })).toBeDisabled();

    lead?.answer({ type: 'progress', done: 2, total: 3 });
    second?.answer({ type: 'progress', done: 1, total: 2 });
    const bar = await screen.findByRole('progressbar', { name: 'Printing the ZIP of one PDF per pupil: 3 of 5 pupils' });
    expect(bar).toHaveAttribute('aria-valuetext', '3 of 5 pupils');
    // No width transition: easing after every pupil kept the main thread painting all along (bench batch-print).
    expect(bar).toHaveStyle({ transition: 'none' });
    lead?.answer({ type: 'done', bytes: new ArrayBuffer(8) });
    expect(await screen.findByText('Downloaded Primary 4 - Term 1 reports.zip')).toBeInTheDocument();
    expect(saved).toEqual(['Primary 4 - Term 1 reports.zip']);
  });

  it('cancels a batch: the workers stop and nothing is saved', async () => {
    const { user } = await openPanel();
    await user.click(screen.getByRole('button', { name: 'Merged PDF' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Print anyway?' })).getByRole('button', { name: 'Print anyway' }));
    const workers = FakeBatchWorker.withJobs();
    workers[0]?.answer({ type: 'progress', done: 1, total: 3 });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Printing the merged PDF was cancelled; nothing was saved.')).toBeInTheDocument();
    expect(workers.every((worker) => worker.terminated)).toBe(true);
    expect(saved).toEqual([]);
    expect(screen.getByRole('button', { name: 'Merged PDF' })).toBeEnabled();
  });

  it("reissues one pupil's report alone after a correction, with the corrected data, named as in the ZIP", async () => {
    const { user, queryClient } = await openPanel();
    expect(screen.getByRole('button', { name: 'Reissue' })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText("Reissue one pupil's report"), 'Primary 4 Kindness · 2 · Nur Aisyah binte Rahman');

    // The remark is written elsewhere; the reports refetch, and until they arrive nothing can be printed.
    let answer: () => void = () => undefined;
    const corrected = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/api/class-years/:classYearId/reports/:term/:reportType', async ({ params }) => {
        await corrected;
        const reportType = String(params.reportType);
        if (!isReportType(reportType)) throw new Error(`unexpected report type ${reportType}`);
        const report = makeClassReport({ reportType, term: 1, size: params.classYearId === 'cy-courage' ? 3 : 2, han: false });
        report.students.forEach((student) => {
          if (student.ftp) student.ftp.remark = 'Corrected remark.';
        });
        return HttpResponse.json(report);
      }),
    );
    void queryClient.invalidateQueries({ queryKey: classReportKeys.all });
    expect(await screen.findByText('Updating the reports with the latest changes…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reissue' })).toBeDisabled();
    answer();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reissue' })).toBeEnabled());

    await user.click(screen.getByRole('button', { name: 'Reissue' }));
    const [worker, ...others] = FakeBatchWorker.withJobs();
    expect(others).toHaveLength(0);
    expect(worker?.job?.request).toMatchObject({ output: 'pdf', classes: [{ name: 'Primary 4 Kindness' }], pupils: [{ studentId: 'st-2' }] });
    expect(worker?.job?.request.classes[0]?.reports[0]?.students[1]?.ftp?.remark).toBe('Corrected remark.');
    worker?.answer({ type: 'done', bytes: new ArrayBuffer(8) });
    await waitFor(() => expect(saved).toEqual(['Primary 4 Kindness-2-Nur Aisyah binte Rahman.pdf']));
  });

  it('says so when the reports cannot be loaded, and offers to try again', async () => {
    serveReports(500);
    renderWithProviders(<BatchPrintPanel term={1} classes={CLASSES} />);
    expect(await screen.findByText('The server failed.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Merged PDF' })).not.toBeInTheDocument();
  });
});
