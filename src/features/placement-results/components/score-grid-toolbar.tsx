import { useMemo, useSyncExternalStore } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useLocation, type Location } from 'react-router-dom';
import type { EntryGridStore } from '@/components/entry-grid/entry-grid-store';
import { UnsavedChangesGuard } from '@/components/entry-grid/unsaved-changes-guard';
import { useEntryGridStatus } from '@/components/entry-grid/use-entry-grid';
import { paths } from '@/config/paths';
import type { InvalidCellsReport } from '@/features/placement-results/components/cell-problems';
import { countOf } from '@/domain/school/count-words';

/** Set by Submit when it found invalid cells; the toolbar then says which, live. */
export const INVALID_CELLS = 'invalid-cells';

/** An expired session redirects to sign-in: let it through, the draft brings the values back after. */
const toSignIn = (next: { pathname: string }) => next.pathname === paths.login.path;

/** The query parameters of paging: another page of the same filters keeps the draft, which spans every page. */
const PAGING_PARAMS = ['page', 'pageSize'];
function withoutPaging(search: string): string {
  const params = new URLSearchParams(search);
  PAGING_PARAMS.forEach((name) => params.delete(name));
  params.sort();
  return params.toString();
}
const isPaging = (current: Location, next: Location) =>
  current.pathname === next.pathname && withoutPaging(current.search) === withoutPaging(next.search);

/** The status line: every unsent change of the filters, those typed on other pages included. */
function unsavedStatus(onPage: number, elsewhere: number): string {
  const total = onPage + elsewhere;
  if (total === 0) return 'No unsaved changes.';
  const changes = countOf(total, 'unsaved change', 'unsaved changes');
  const where = elsewhere === 0 ? '' : elsewhere === total ? ', all on other pages' : `, ${elsewhere.toLocaleString('en')} of them on other pages`;
  return `${changes}${where}, kept in this browser until you submit.`;
}

interface ScoreGridToolbarProps {
  store: EntryGridStore;
  /** Unsent drafted cells on the grid's other pages. */
  elsewhere: number;
  onSubmit: () => void;
  saving: boolean;
  /** A message from the last Submit (nothing to send), or {@link INVALID_CELLS}. */
  problem: string | null;
  /** The invalid cells in words (which field of which student, and what is wrong). */
  describeInvalid: () => InvalidCellsReport;
}

/**
 * The only part of the grid that follows the unsaved/invalid counts, so typing re-renders this small
 * toolbar and never the 200 rows: the count, Submit, the validity alert and the leave guard (which lets paging through:
 * the draft spans the pages).
 */
export function ScoreGridToolbar({ store, elsewhere, onSubmit, saving, problem, describeInvalid }: ScoreGridToolbarProps) {
  const status = useEntryGridStatus(store);
  const location = useLocation();
  const unsaved = status.changed + elsewhere;
  // While some cell is invalid, every write may change what is wrong with it: follow the store's version
  // then (and only then, so valid typing still renders nothing here but count changes).
  const subscribe = useMemo(() => (listener: () => void) => store.subscribe(() => listener()), [store]);
  const invalidVersion = useSyncExternalStore(subscribe, () => (store.getStatus().invalid > 0 ? store.getVersion() : 0));
  const report = useMemo(() => (invalidVersion > 0 ? describeInvalid() : null), [invalidVersion, describeInvalid]);
  // The invalid-cells message follows the cells live, so it goes away as soon as they are fixed.
  const message = problem === INVALID_CELLS ? null : problem;
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <span className="text-body-secondary small" aria-live="polite">
          {unsavedStatus(status.changed, elsewhere)}
        </span>
        <Button className="ms-auto" onClick={onSubmit} disabled={saving} aria-busy={saving}>
          Submit
        </Button>
      </div>
      {report ? (
        <Alert variant="danger" className="py-2">
          <div role="alert">
            {report.summary.map((line) => (
              <p key={line} className="mb-1">
                {line}
              </p>
            ))}
            <ul className="mb-0 small">
              {report.cells.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        </Alert>
      ) : message ? (
        <Alert variant="danger" className="py-2">
          <span role="alert">{message}</span>
        </Alert>
      ) : null}
      <UnsavedChangesGuard when={unsaved > 0} allowNavigation={(next) => toSignIn(next) || isPaging(location, next)} />
    </>
  );
}
