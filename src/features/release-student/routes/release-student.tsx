import { format } from 'date-fns';
import { useId, useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useSearchParams } from 'react-router-dom';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DateInput } from '@/components/date-input';
import { FilterBar } from '@/components/filter-bar';
import { PageHeader } from '@/components/page-header';
import { ErrorState } from '@/components/query-state';
import {
  usePickUpRequests,
  usePickUpTransition,
  type PickUpRequest,
} from '@/features/release-student/api/pick-up-requests';
import { ACTION_LABELS } from '@/features/release-student/components/pick-up-actions';
import { exportPickUpLog } from '@/features/release-student/components/pick-up-csv';
import { PickUpForm } from '@/features/release-student/components/pick-up-form/pick-up-form';
import { readPickUpDraft, pickUpDraftKey } from '@/features/release-student/components/pick-up-form/pick-up-draft';
import { QUESTIONS } from '@/features/release-student/components/pick-up-questions';
import { PickUpTable } from '@/features/release-student/components/pick-up-table';
import { usePickUpApprover } from '@/features/release-student/components/use-pick-up-approver';
import { useSession } from '@/lib/session/session-context';
import { useCan } from '@/lib/session/use-can';
import { PICK_UP_STATES, PICK_UP_STATE_LABELS, type PickUpAction } from '@/domain/release-student/release-chain';

const today = () => format(new Date(), 'yyyy-MM-dd');


/** /release-student: the day's pick-up requests, approved and released with a recorded chain, exported as CSV. */
export default function ReleaseStudentRoute() {
  const id = useId();
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const date = params.get('date') ?? today();
  const state = params.get('state') ?? '';
  const classYearId = params.get('class') ?? '';
  const query = usePickUpRequests(date);
  const transition = usePickUpTransition();
  const [pending, setPending] = useState<{ row: PickUpRequest; action: PickUpAction } | null>(null);
  const mayApprove = usePickUpApprover();
  const canCreate = useCan('create', 'StudentPickUpRequest').allowed;
  const canUpdate = useCan('update', 'StudentPickUpRequest').allowed;
  // A draft left by a failed save or an ended session reopens the form with it.
  const [logging, setLogging] = useState(() => canCreate && readPickUpDraft(pickUpDraftKey(user.id)) !== null);
  const pastDay = date < today();

  const all = useMemo(() => query.data?.data ?? [], [query.data]);
  const classes = useMemo(
    () =>
      [...new Map(all.map((row) => [row.classYear.id, row.classYear])).values()].sort((a, b) =>
        a.name.localeCompare(b.name),
      ),
    [all],
  );
  const released = useMemo(
    () => new Set(all.filter((row) => row.state === 'RELEASED').map((row) => row.student.id)),
    [all],
  );
  const rows = all.filter(
    (row) => (!state || row.state === state) && (!classYearId || row.classYear.id === classYearId),
  );

  const setParam = (key: string, value: string | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <PageHeader
        title="Release Student"
        description="The day’s pick-up requests: approve who collects whom, then release the student and record the time."
        actions={
          <>
            {canCreate && pastDay ? (
              <span className="small text-body-secondary align-self-center">
                Pick-ups are logged for today or a later day.
              </span>
            ) : null}
            {canCreate && !logging ? (
              <Button disabled={pastDay} onClick={() => setLogging(true)}>
                Log pick-up request
              </Button>
            ) : null}
            <Button variant="outline-secondary" disabled={all.length === 0} onClick={() => exportPickUpLog(date, all)}>
              Export CSV
            </Button>
          </>
        }
      />
      {logging ? <PickUpForm date={date} userId={user.id} onClose={() => setLogging(false)} /> : null}
      <FilterBar>
        <Form.Group controlId={`${id}-date`}>
          <Form.Label>Date</Form.Label>
          <DateInput
            value={date}
            label="Date"
            onChange={(value) => setParam('date', value === today() ? null : value)}
          />
        </Form.Group>
        <Form.Group controlId={`${id}-state`}>
          <Form.Label>State</Form.Label>
          <Form.Select value={state} onChange={(event) => setParam('state', event.target.value)}>
            <option value="">All states</option>
            {PICK_UP_STATES.map((value) => (
              <option key={value} value={value}>
                {PICK_UP_STATE_LABELS[value]}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId={`${id}-class`}>
          <Form.Label>Class</Form.Label>
          <Form.Select value={classYearId} onChange={(event) => setParam('class', event.target.value)}>
            <option value="">All classes</option>
            {classes.map((classYear) => (
              <option key={classYear.id} value={classYear.id}>
                {classYear.name}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </FilterBar>
      {query.isPending ? (
        <Spinner animation="border" role="status" className="m-3">
          <span className="visually-hidden">Loading pick-up requests…</span>
        </Spinner>
      ) : query.isError ? (
        <ErrorState
          error={query.error}
          fallbackMessage="Could not load the pick-up requests."
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : rows.length === 0 ? (
        <p className="text-body-secondary">
          {all.length === 0 ? 'No pick-up requests on this day.' : 'No request matches these filters.'}
        </p>
      ) : (
        <PickUpTable
          rows={rows}
          releasedStudents={released}
          canUpdate={canUpdate}
          mayApprove={(row) => mayApprove({ branchId: row.branchId, classYearId: row.classYear.id })}
          busy={transition.isPending}
          onAction={(row, action) => setPending({ row, action })}
        />
      )}
      <ConfirmDialog
        show={pending !== null}
        title={pending ? `${ACTION_LABELS[pending.action]} – ${pending.row.student.fullName}` : ''}
        body={pending ? QUESTIONS[pending.action](pending.row) : ''}
        confirmLabel={pending ? ACTION_LABELS[pending.action] : 'Confirm'}
        confirmVariant={pending?.action === 'reject' ? 'danger' : 'primary'}
        cancelLabel="Back"
        pending={transition.isPending}
        onConfirm={() => (pending ? transition.mutateAsync({ id: pending.row.id, action: pending.action }) : undefined)}
        onHide={() => setPending(null)}
      />
    </>
  );
}
