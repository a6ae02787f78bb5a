import { useQueries } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { classReportQueryOptions, type ClassReport, type Term } from '@/features/reports/api/get-class-report';
import { saveBlob } from '@/features/reports/components/save-blob';
import { reportWorkerCount } from '@/features/reports/components/use-report-pdf';
import type { BatchPrintRequest } from '@/features/reports/pdf/batch-print-pdf';
import { createBatchPrintWorker } from '@/features/reports/pdf/create-batch-print-worker';
import {
  batchFileName,
  batchPupils,
  batchReportParams,
  batchRequests,
  reissueFileName,
  type BatchOutput,
  type BatchPupilEntry,
  type LoadedClass,
  type PrintClass,
} from '@/features/reports/printing/batch-print';
import type { PaperName } from '@/features/reports/rules/paper';
import { reportTypesForTerm } from '@/domain/reports/report-types';
import { PdfJobCancelledError, PdfWorkerPool, type PdfJob } from '@/lib/pdf-worker-bridge/bridge';

/** What is being printed: the whole batch as one PDF or a ZIP, or one pupil's report again. */
export type BatchJobKind = BatchOutput | 'reissue';

export type BatchPrintState =
  | { status: 'idle' }
  | { status: 'running'; kind: BatchJobKind; done: number; total: number }
  | { status: 'finished'; kind: BatchJobKind; fileName: string }
  | { status: 'cancelled'; kind: BatchJobKind }
  | { status: 'failed'; kind: BatchJobKind; message: string };

/**
 * The count on screen moves at most this often. A level's pupils finish every few dozen milliseconds, and each
 * update re-rendered the panel on the main thread, which took CPU time from the two workers (about 2 s of a
 * 200-pupil batch); four updates a second still read as steady progress.
 */
const PROGRESS_INTERVAL_MS = 250;

/** The term's reports of every class, through the query cache the class report viewer shares. */
function useLoadedClasses(classes: readonly PrintClass[], term: Term) {
  const types = reportTypesForTerm(term).length;
  return useQueries({
    queries: batchReportParams(classes, term).map(classReportQueryOptions),
    combine: (results) => {
      const failed = results.find((result) => result.isError);
      if (failed) return { status: 'error' as const, error: failed.error, refetch: () => results.forEach((result) => void result.refetch()) };
      if (results.some((result) => !result.data)) return { status: 'pending' as const };
      const reports = results.map((result) => result.data).filter((report): report is ClassReport => report !== undefined);
      const loaded: LoadedClass[] = classes.map((printClass, index) => ({
        ...printClass,
        reports: reports.slice(index * types, (index + 1) * types),
      }));
      // A correction saved elsewhere refetches the reports; until the new ones arrive, printing would print the old.
      return { status: 'success' as const, classes: loaded, refreshing: results.some((result) => result.isFetching) };
    },
  });
}

/**
 * Batch printing for a class or a level: loads the term's reports, then prints them in the batch workers (as many
 * as the class report viewer uses), one job at a time, saving each result as a download. Cancel ends the job's
 * workers and drops what they made; the workers end when the screen closes.
 */
export function useBatchPrint(classes: readonly PrintClass[], term: Term) {
  const loading = useLoadedClasses(classes, term);
  const loaded = loading.status === 'success' ? loading.classes : null;
  const refreshing = loading.status === 'success' && loading.refreshing;
  const pupils = useMemo(() => (loaded ? batchPupils(loaded) : []), [loaded]);
  const [state, setState] = useState<BatchPrintState>({ status: 'idle' });
  const pool = useRef<PdfWorkerPool<BatchPrintRequest, ClassReport> | null>(null);
  const job = useRef<PdfJob | null>(null);
  const firstReport = loaded?.[0]?.reports[0];

  useEffect(() => {
    const workers = new PdfWorkerPool<BatchPrintRequest, ClassReport>(createBatchPrintWorker, reportWorkerCount(), {
      progressIntervalMs: PROGRESS_INTERVAL_MS,
    });
    pool.current = workers;
    return () => {
      job.current?.cancel();
      workers.dispose();
      pool.current = null;
    };
  }, []);

  useEffect(() => {
    // The workers load the renderer and fonts while the user reads the preflight.
    if (firstReport && firstReport.students.length > 0) pool.current?.warm(firstReport);
  }, [firstReport]);

  const run = useCallback(
    (kind: BatchJobKind, requests: BatchPrintRequest[], total: number, fileName: string) => {
      const workers = pool.current;
      // The ref, not the state, guards re-entry: a double click lands before React re-renders.
      if (job.current || !workers || requests.length === 0) return;
      setState({ status: 'running', kind, done: 0, total });
      const current = workers.run(requests, (done) => setState({ status: 'running', kind, done, total }));
      job.current = current;
      current.result
        .then((blob) => {
          saveBlob(kind === 'zip' ? new Blob([blob], { type: 'application/zip' }) : blob, fileName);
          setState({ status: 'finished', kind, fileName });
        })
        .catch((error: unknown) => {
          if (error instanceof PdfJobCancelledError) {
            setState({ status: 'cancelled', kind });
            if (pool.current === workers && firstReport) workers.warm(firstReport);
          } else setState({ status: 'failed', kind, message: error instanceof Error ? error.message : String(error) });
        })
        .finally(() => {
          if (job.current === current) job.current = null;
        });
    },
    [firstReport],
  );

  const print = useCallback(
    (output: BatchOutput, paper: PaperName, issueDate: string) => {
      if (!loaded || !pool.current) return;
      const requests = batchRequests(loaded, pupils, { output, paper, issueDate, shares: pool.current.size });
      run(output, requests, pupils.length, batchFileName(loaded, term, output));
    },
    [loaded, pupils, run, term],
  );

  const reissue = useCallback(
    (pupil: BatchPupilEntry, paper: PaperName, issueDate: string) => {
      if (!loaded) return;
      const requests = batchRequests(loaded, [pupil], { output: 'pdf', paper, issueDate, shares: 1 });
      run('reissue', requests, 1, reissueFileName(pupil));
    },
    [loaded, run],
  );

  const cancel = useCallback(() => job.current?.cancel(), []);

  return { loading, loaded, refreshing, pupils, state, print, reissue, cancel };
}
