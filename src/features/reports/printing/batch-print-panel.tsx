import { useId, useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageLoader } from '@/components/page-loader';
import { ErrorState } from '@/components/query-state';
import type { Term } from '@/features/reports/api/get-class-report';
import { PaperSizeChoice } from '@/features/reports/components/paper-size-choice';
import type { BatchOutput, PrintClass } from '@/features/reports/printing/batch-print';
import { BatchProgress } from '@/features/reports/printing/batch-progress';
import { preflight } from '@/features/reports/printing/preflight';
import { PreflightList } from '@/features/reports/printing/preflight-list';
import { useBatchPrint } from '@/features/reports/printing/use-batch-print';
import { defaultIssueDate } from '@/features/reports/rules/issue-date';
import { DEFAULT_PAPER, type PaperName } from '@/features/reports/rules/paper';

/** Props of {@link BatchPrintPanel}. */
export interface BatchPrintPanelProps {
  term: Term;
  /** One class (the class board) or a level's classes (the level view), in print order. */
  classes: PrintClass[];
}

const OUTPUT_LABELS: Readonly<Record<BatchOutput, string>> = { pdf: 'Merged PDF', zip: 'ZIP of one PDF per pupil' };

/**
 * Prints a class's or a level's reports of a term (issue 23 §5): the preflight first (what would print badly, which
 * classes print as DRAFT), then one merged PDF or a ZIP of one PDF per pupil with progress and Cancel, and any one
 * pupil's report reissued alone after a correction. Printing with problems asks first.
 */
export function BatchPrintPanel({ term, classes }: BatchPrintPanelProps) {
  const headingId = useId();
  const { loading, loaded, refreshing, pupils, state, print, reissue, cancel } = useBatchPrint(classes, term);
  const [paper, setPaper] = useState<PaperName>(DEFAULT_PAPER);
  const [asking, setAsking] = useState<BatchOutput | null>(null);
  const [reissueId, setReissueId] = useState('');
  const problems = useMemo(() => (loaded ? preflight(loaded) : []), [loaded]);
  const running = state.status === 'running';
  const busy = running || refreshing;
  // The issue date is the day of printing, as the class report viewer's default (docs/decisions/reports.md).
  const issueDate = defaultIssueDate(new Date());

  const ask = (output: BatchOutput) => {
    if (problems.length > 0) setAsking(output);
    else print(output, paper, issueDate);
  };
  const picked = pupils.find((pupil) => `${pupil.classIndex}/${pupil.studentId}` === reissueId);

  return (
    <section aria-labelledby={headingId} className="border rounded p-3 mb-3">
      <h2 id={headingId} className="h5">
        Print reports · Term {term}
      </h2>
      {loading.status === 'pending' ? <PageLoader label="Loading the reports to print…" /> : null}
      {loading.status === 'error' ? (
        <ErrorState error={loading.error} fallbackMessage="The reports could not be loaded." onRetry={loading.refetch} />
      ) : null}
      {loaded && pupils.length === 0 ? <p>These classes have no pupils to print.</p> : null}
      {loaded && pupils.length > 0 ? (
        <>
          <PreflightList
            problems={problems}
            draftClasses={loaded.filter((loadedClass) => loadedClass.seasonState !== 'signedOff').map((loadedClass) => loadedClass.name)}
          />
          <PaperSizeChoice value={paper} onChange={setPaper} disabled={running} />
          <div className="d-flex flex-wrap align-items-center gap-2 my-3">
            {(['pdf', 'zip'] as const).map((output) => (
              <Button key={output} onClick={() => ask(output)} disabled={busy}>
                {OUTPUT_LABELS[output]}
              </Button>
            ))}
            {refreshing ? (
              <span role="status" className="text-body-secondary small">
                Updating the reports with the latest changes…
              </span>
            ) : null}
          </div>
          <BatchProgress state={state} onCancel={cancel} />
          <Form
            className="d-flex flex-wrap align-items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              if (picked && !busy) reissue(picked, paper, issueDate);
            }}
          >
            <Form.Group controlId={`${headingId}-reissue`}>
              <Form.Label className="mb-1">Reissue one pupil's report</Form.Label>
              <Form.Select value={reissueId} onChange={(event) => setReissueId(event.target.value)} disabled={running}>
                <option value="">Choose a pupil…</option>
                {pupils.map((pupil) => (
                  <option key={`${pupil.classIndex}/${pupil.studentId}`} value={`${pupil.classIndex}/${pupil.studentId}`}>
                    {pupil.className} · {pupil.registerNumber} · {pupil.fullName}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <Button type="submit" variant="outline-secondary" disabled={busy || !picked}>
              Reissue
            </Button>
          </Form>
        </>
      ) : null}
      <ConfirmDialog
        show={asking !== null}
        title="Print anyway?"
        body={`${problems.length === 1 ? "1 pupil's report" : `${problems.length} pupils' reports`} would print badly (see the preflight list). Print the ${asking ? OUTPUT_LABELS[asking] : ''} anyway?`}
        confirmLabel="Print anyway"
        onConfirm={() => {
          if (asking) print(asking, paper, issueDate);
        }}
        onHide={() => setAsking(null)}
      />
    </section>
  );
}
