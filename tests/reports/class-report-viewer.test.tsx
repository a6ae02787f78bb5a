import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DATE_INPUT_ERROR } from '@/components/date-input';
import { makeClassReport } from '@/features/reports/testing/class-report-fixture';
import { server } from '@/mocks/node';
import type { ClassReport } from '@/features/reports/api/get-class-report';
import { PDF_WORKER_STALL_MS } from '@/lib/pdf-worker-bridge/bridge';
import { renderApp } from '../render-app';
import { FakeReportWorker } from './fake-report-worker';

vi.mock('@/features/reports/pdf/create-report-worker', () => ({ createReportWorker: () => new FakeReportWorker() }));

const REPORT_URL = '*/api/class-years/:classYearId/reports/:term/:reportType';

function serveReport(report: ClassReport) {
  const calls: string[] = [];
  server.use(
    http.get(REPORT_URL, ({ params }) => {
      calls.push(`${String(params.classYearId)}/${String(params.term)}/${String(params.reportType)}`);
      return HttpResponse.json(report);
    }),
  );
  return calls;
}

const saved: { name: string; blob: Blob }[] = [];

beforeEach(() => {
  FakeReportWorker.instances = [];
  // The viewer uses two workers on a device with two cores or more; the tests pin the device.
  vi.spyOn(navigator, 'hardwareConcurrency', 'get').mockReturnValue(2);
  saved.length = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    saved.push({ name: '', blob: blob as Blob });
    return 'blob:report';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  // Record the download's file name instead of letting jsdom navigate.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const last = saved.at(-1);
    if (last) last.name = this.download;
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function openViewer(report = makeClassReport(), url = '/classrooms/cy-1/1/REPORT_TERM') {
  const calls = serveReport(report);
  const app = await renderApp({ user: 'principal', url });
  await screen.findByRole('heading', { level: 1, name: 'Primary 4 Courage: Term Progress Report' }, { timeout: 5000 });
  return { ...app, calls };
}

describe('class report viewer', () => {
  it('shows the class, term and report type, and previews the first student with Han characters intact', async () => {
    // Ages count at the issue date, which defaults to today.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 23, 9, 0));
    const { calls } = await openViewer();
    expect(calls).toEqual(['cy-1/1/REPORT_TERM']);
    expect(screen.getByText('Term 1 · Academic year 2026/2027 · 3 students')).toBeInTheDocument();
    expect(screen.getByLabelText('A4 (210 × 297 mm)')).toBeChecked();
    const preview = screen.getByRole('article', { name: /Term Progress Report: Tan Wei Ming 陈伟明/ });
    expect(within(preview).getByText('9 years 9 months')).toBeInTheDocument();
    const results = within(preview).getByRole('region', { name: 'Academic results' });
    expect(within(results).getByRole('columnheader', { name: 'Continuous Assessment (CA)' })).toBeInTheDocument();
    // The first student's missing mark prints as a dash, never as 0.
    expect(within(results).getByRole('row', { name: /Mathematics/ })).toHaveTextContent('– / 50');
    // ...and the term score it counts as 0 is flagged, with the tooltip and the legend (issue 8).
    const maths = within(results).getByRole('row', { name: /Mathematics/ });
    expect(maths).toHaveTextContent('25* (incomplete)');
    expect(within(maths).getByTitle('Incomplete: not every mark has been entered; a missing mark counts as 0.')).toBeInTheDocument();
    expect(
      within(preview).getByText('* Incomplete: not every mark has been entered; a missing mark counts as 0.'),
    ).toBeInTheDocument();
  });

  it('previews the student chosen in the picker', async () => {
    const { user, router } = await openViewer();
    await user.selectOptions(screen.getByLabelText('Student'), '2. Nur Aisyah binte Rahman');
    expect(await screen.findByRole('article', { name: /Nur Aisyah binte Rahman/ })).toBeInTheDocument();
    expect(router.state.location.search).toContain('student=st-2');
  });

  it('shows a clear error with Retry when the report cannot be loaded', async () => {
    server.use(http.get(REPORT_URL, () => new HttpResponse(null, { status: 500 })));
    await renderApp({ user: 'principal', url: '/classrooms/cy-1/1/REPORT_TERM' });
    expect(await screen.findByText('Could not load the class report.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it("shows the server's message when the term does not offer the report", async () => {
    server.use(http.get(REPORT_URL, () => HttpResponse.json({ message: 'Term 2 has no LEAPS report' }, { status: 400 })));
    await renderApp({ user: 'principal', url: '/classrooms/cy-1/4/LEAPS' });
    expect(await screen.findByText('Term 2 has no LEAPS report')).toBeInTheDocument();
  });

  it('refuses a report type the term does not offer without asking the server', async () => {
    const calls = serveReport(makeClassReport());
    await renderApp({ user: 'principal', url: '/classrooms/cy-1/1/LEAPS' });
    expect(
      await screen.findByText(/This report does not exist: term 1 does not offer a report of type LEAPS/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the class' })).toHaveAttribute('href', '/classrooms/cy-1');
    expect(calls).toEqual([]);
  });

  it('says so when the class has no students', async () => {
    await openViewer({ ...makeClassReport(), students: [] });
    expect(screen.getByText('This class has no students, so there is no report to make.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
  });
});

describe('whole-class PDF', () => {
  it('starts two workers when the viewer opens, loading the renderer and font for this class before any click', async () => {
    await openViewer();
    const workers = FakeReportWorker.live();
    expect(workers).toHaveLength(2);
    for (const worker of workers) expect(worker.commands).toEqual([{ type: 'warm', request: expect.objectContaining({ students: expect.any(Array) }) }]);
  });

  it('splits the class between the two workers with progress "n of N", once for a double click, then downloads one PDF', async () => {
    const { user } = await openViewer();
    const download = screen.getByRole('button', { name: 'Download whole class (PDF)' });
    await user.dblClick(download);
    expect(FakeReportWorker.instances).toHaveLength(2);
    const [lead, helper] = FakeReportWorker.instances;
    expect(lead.jobs).toHaveLength(1);
    expect(helper.jobs).toHaveLength(1);
    // The first worker renders the first students and appends the second worker's PDF after them.
    expect(lead.jobs[0]).toMatchObject({ parts: 1, request: { paper: 'A4', studentIds: ['st-1', 'st-2'] } });
    expect(helper.jobs[0]).toMatchObject({ parts: 0, request: { paper: 'A4', studentIds: ['st-3'] } });
    expect(download).toBeDisabled();

    act(() => helper.emit({ type: 'progress', done: 1, total: 1 }));
    act(() => lead.emit({ type: 'progress', done: 1, total: 2 }));
    expect(screen.getByText('2 of 3', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String((2 / 3) * 100));
    // Moving stripes would repaint the page every frame on the cores the workers render on.
    expect(screen.getByRole('progressbar')).not.toHaveClass('progress-bar-animated');

    const part = new TextEncoder().encode('%PDF-part').buffer;
    act(() => helper.emit({ type: 'done', bytes: part }));
    expect(lead.commands.at(-1)).toEqual({ type: 'part', job: lead.jobs[0].job, index: 0, bytes: part });
    expect(saved).toHaveLength(0);

    act(() => lead.emit({ type: 'done', bytes: new TextEncoder().encode('%PDF-1.7').buffer }));
    expect(await screen.findByText('Downloaded Primary 4 Courage - Term Progress Report - Term 1 - A4.pdf')).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    expect(saved[0].name).toBe('Primary 4 Courage - Term Progress Report - Term 1 - A4.pdf');
    expect(saved[0].blob.type).toBe('application/pdf');
    expect(download).toBeEnabled();
  });

  it('a second download reuses the two loaded workers, and an answer of the first job does not count for it', async () => {
    const { user } = await openViewer();
    const download = screen.getByRole('button', { name: 'Download whole class (PDF)' });
    await user.click(download);
    const [lead, helper] = FakeReportWorker.instances;
    act(() => helper.emit({ type: 'done', bytes: new ArrayBuffer(4) }));
    act(() => lead.emit({ type: 'done', bytes: new ArrayBuffer(8) }));
    await screen.findByText(/^Downloaded /);
    const firstJob = lead.jobs[0].job;

    await user.click(download);
    expect(FakeReportWorker.instances).toEqual([lead, helper]);
    expect(lead.terminated || helper.terminated).toBe(false);
    expect(lead.jobs).toHaveLength(2);
    expect(helper.jobs).toHaveLength(2);
    act(() => lead.emit({ job: firstJob, type: 'done', bytes: new ArrayBuffer(8) }));
    act(() => lead.emit({ job: firstJob, type: 'progress', done: 2, total: 2 }));
    expect(screen.getByText('0 of 3', { selector: 'strong' })).toBeInTheDocument();
    expect(saved).toHaveLength(1);
  });

  it('makes A5 PDFs once A5 is chosen', async () => {
    const { user, router } = await openViewer();
    await user.click(screen.getByLabelText('A5 (148 × 210 mm)'));
    expect(router.state.location.search).toContain('paper=A5');
    expect(await screen.findByText('One PDF with all 3 reports in A5')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download whole class (PDF)' }));
    for (const worker of FakeReportWorker.live()) expect(worker.request.paper).toBe('A5');
    expect(screen.getByRole('group', { name: 'Paper size' })).toBeDisabled();
  });

  // Issue 21 §22: spec §9 makes reports "in A4 or A5, with letter as the fallback".
  it('makes Letter PDFs, and says so, when the link asks for a paper the portal does not make', async () => {
    const { user } = await openViewer(makeClassReport(), '/classrooms/cy-1/1/REPORT_TERM?paper=B5');
    expect(screen.getByLabelText('Letter (216 × 279 mm)')).toBeChecked();
    expect(screen.getByText('One PDF with all 3 reports in Letter')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download whole class (PDF)' }));
    const lead = FakeReportWorker.lead();
    expect(lead.request.paper).toBe('Letter');
    act(() => lead.emit({ type: 'done', bytes: new TextEncoder().encode('%PDF-1.7').buffer }));
    expect(await screen.findByText('Downloaded Primary 4 Courage - Term Progress Report - Term 1 - Letter.pdf')).toBeInTheDocument();
  });

  it('Cancel stops both workers at once, says so, and has two fresh ones loading for the next download', async () => {
    const { user } = await openViewer();
    await user.click(screen.getByRole('button', { name: 'Download whole class (PDF)' }));
    const [lead, helper] = FakeReportWorker.instances;
    act(() => lead.emit({ type: 'progress', done: 1, total: 2 }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(lead.terminated).toBe(true);
    expect(helper.terminated).toBe(true);
    expect(await screen.findByText('Generation of the class PDF was cancelled.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(saved).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Download whole class (PDF)' })).toBeEnabled();
    const fresh = FakeReportWorker.live();
    expect(fresh).toHaveLength(2);
    for (const worker of fresh) expect(worker.commands.map((command) => command.type)).toEqual(['warm']);
  });

  it('closing the viewer stops its workers', async () => {
    const { user, router } = await openViewer();
    await user.click(screen.getByRole('button', { name: 'Download whole class (PDF)' }));
    await act(() => router.navigate('/classrooms/cy-1'));
    expect(FakeReportWorker.instances.length).toBeGreaterThan(0);
    expect(FakeReportWorker.live()).toEqual([]);
  });

  it("reports the worker's failure and lets the user try again", async () => {
    const { user } = await openViewer();
    await user.click(screen.getByRole('button', { name: 'Download whole class (PDF)' }));
    act(() => FakeReportWorker.lead().emit({ type: 'error', message: 'The font could not be loaded.' }));
    expect(await screen.findByText('The class PDF could not be generated: The font could not be loaded.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(FakeReportWorker.live()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Download whole class (PDF)' }));
    expect(FakeReportWorker.instances).toHaveLength(4);
  });
});

describe('a worker that fails or goes silent', () => {
  it('reports a worker that cannot start, and Retry runs the same job in new workers', async () => {
    const { user } = await openViewer();
    await user.click(screen.getByLabelText('A5 (148 × 210 mm)'));
    await user.click(screen.getByRole('button', { name: 'Download whole class (PDF)' }));
    const first = FakeReportWorker.lead();
    const shares = FakeReportWorker.live().map((worker) => worker.request);
    act(() => first.onerror?.(new ErrorEvent('error', { message: 'Failed to fetch dynamically imported module' })));
    expect(
      await screen.findByText(
        'The class PDF could not be generated: The PDF generator could not start. Please reload the page and try again.',
      ),
    ).toHaveAttribute('role', 'alert');
    expect(first.terminated).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(FakeReportWorker.instances).toHaveLength(4);
    expect(FakeReportWorker.live().map((worker) => worker.request)).toEqual(shares);
    expect(screen.getByText('0 of 3', { selector: 'strong' })).toBeInTheDocument();
  });

  it('drops a worker whose script fails to load while it warms up, and the download starts a new one', async () => {
    const { user } = await openViewer();
    const [broken] = FakeReportWorker.instances;
    act(() => broken.onerror?.(new ErrorEvent('error', { message: 'Failed to fetch dynamically imported module' })));
    expect(broken.terminated).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Download whole class (PDF)' }));
    expect(FakeReportWorker.instances).toHaveLength(3);
    expect(broken.jobs).toEqual([]);
    expect(FakeReportWorker.lead().request.studentIds).toEqual(['st-1', 'st-2']);
  });

  it('gives up on workers that stop answering instead of showing progress for ever', async () => {
    const { user } = await openViewer();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'Download whole class (PDF)' }));
    const worker = FakeReportWorker.lead();
    act(() => worker.emit({ type: 'progress', done: 1, total: 2 }));
    act(() => vi.advanceTimersByTime(PDF_WORKER_STALL_MS - 1000));
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(
      await screen.findByText('The class PDF could not be generated: The PDF generator stopped answering.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(worker.terminated).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    act(() => FakeReportWorker.lead().emit({ type: 'done', bytes: new ArrayBuffer(8) }));
    expect(await screen.findByText('Downloaded Primary 4 Courage - Term Progress Report - Term 1 - A4.pdf')).toBeInTheDocument();
  });
});

describe('issue date', () => {
  it("is today's date by default, typed day-first (issue 8); ages count from the start of its month", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 23, 9, 0));
    const { user } = await openViewer();
    const input = screen.getByLabelText('Issue date');
    expect(input).toHaveValue('23/11/2026');
    expect(input).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    const preview = () => screen.getByRole('article', { name: /Tan Wei Ming/ });
    expect(within(preview()).getByText('Term 1 · Academic year 2026/2027 · Issued 23 Nov 2026')).toBeInTheDocument();
    // Born 15 Jan 2017: on 1 Nov 2026 that is 9 years 9 months.
    expect(within(preview()).getByText('9 years 9 months')).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, '3/2/2027{Enter}');
    expect(within(preview()).getByText('Term 1 · Academic year 2026/2027 · Issued 3 Feb 2027')).toBeInTheDocument();
    expect(within(preview()).getByText('10 years 0 months')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download whole class (PDF)' }));
    expect(FakeReportWorker.lead().request.issueDate).toBe('2027-02-03');
  });

  it('takes a typed date when the user goes straight to the download button', async () => {
    const { user } = await openViewer();
    const input = screen.getByLabelText('Issue date');
    await user.clear(input);
    await user.type(input, '21/11/2026');
    await user.click(screen.getByRole('button', { name: 'Download whole class (PDF)' }));
    expect(FakeReportWorker.lead().request.issueDate).toBe('2026-11-21');
  });

  it('asks for a date when the field is emptied, and makes no PDF without one', async () => {
    const { user } = await openViewer();
    await user.clear(screen.getByLabelText('Issue date'));
    await user.tab();
    expect(screen.getByText('Enter the date the reports are issued.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download whole class (PDF)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: "Download this student's report (PDF)" })).toBeDisabled();
  });

  it('refuses a month-first date, and downloads again once it is written day-first', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 23, 9, 0));
    const { user } = await openViewer();
    const input = screen.getByLabelText('Issue date');
    await user.clear(input);
    await user.type(input, '11/23/2026');
    await user.tab();
    expect(screen.getByText(DATE_INPUT_ERROR)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download whole class (PDF)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: "Download this student's report (PDF)" })).toBeDisabled();

    await user.clear(input);
    // The same date as before the mistake: the field must still report that it is readable again.
    await user.type(input, '23/11/2026{Enter}');
    expect(screen.queryByText(DATE_INPUT_ERROR)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download whole class (PDF)' })).toBeEnabled();
  });
});

describe("one student's PDF", () => {
  it('sends only the previewed student and names the file after them', async () => {
    const { user } = await openViewer();
    await user.selectOptions(screen.getByLabelText('Student'), '3. Arjun Kumar');
    await user.click(screen.getByRole('button', { name: "Download this student's report (PDF)" }));
    const worker = FakeReportWorker.lead();
    expect(worker.jobs).toEqual([expect.objectContaining({ parts: 0, request: expect.objectContaining({ studentIds: ['st-3'] }) })]);
    expect(FakeReportWorker.live().filter((other) => other.jobs.length > 0)).toEqual([worker]);
    expect(screen.getByText(/Generating the student's PDF/)).toBeInTheDocument();
    act(() => worker.emit({ type: 'done', bytes: new ArrayBuffer(8) }));
    await waitFor(() => expect(saved[0]?.name).toBe('Arjun Kumar - Primary 4 Courage - Term Progress Report - Term 1 - A4.pdf'));
  });
});
