import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageHeader } from '@/components/page-header';
import { HistoryButton } from '@/components/record-history/history-button';
import { paths } from '@/config/paths';
import { useDeleteLeapsEvent } from '@/features/leaps/api/leaps-event-writes';
import { useLeapsEvent } from '@/features/leaps/api/leaps-events';
import type { LeapsEvent } from '@/domain/leaps/responses';
import { EventStudentsTable } from '@/features/leaps/components/event-students-table';
import { LeapsEventState } from '@/features/leaps/components/leaps-event-state';
import { formatDate } from '@/lib/format-date';
import { LEAPS_DOMAIN_LABELS, leapsLevelLabel } from '@/domain/leaps/leaps';
import { useCan } from '@/lib/session/use-can';
import { showToast } from '@/lib/toast-store';
import '@/features/leaps/components/leaps.css';
import { countOf } from '@/domain/school/count-words';

const OTHERS_REASON =
  'It also lists students of classes you do not keep LEAPS records for; only their teachers may delete it.';

/** `/leaps/{leapsEventId}`: the event and its students, and its history; edit and delete for users who may update LEAPS events. */
export default function LeapsEventDetailsPage() {
  const { leapsEventId = '' } = useParams();
  const event = useLeapsEvent(leapsEventId);
  return (
    <LeapsEventState event={event} title="LEAPS event">
      {(detail) => <EventDetails detail={detail} />}
    </LeapsEventState>
  );
}

function EventDetails({ detail }: { detail: LeapsEvent }) {
  const navigate = useNavigate();
  const remove = useDeleteLeapsEvent(detail.id);
  const [confirming, setConfirming] = useState(false);
  const canUpdate = useCan('update', 'LeapsEvent').allowed;
  const blocked = detail.otherStudentsCount > 0;

  const onDelete = async () => {
    await remove.mutateAsync();
    showToast({ variant: 'success', message: `Deleted the LEAPS event “${detail.name}”.` });
    void navigate(paths.leaps.href());
  };

  return (
    <>
      <PageHeader
        title={detail.name}
        crumbs={{ leapsEvent: detail.name }}
        description={`${LEAPS_DOMAIN_LABELS[detail.domain]}, ${leapsLevelLabel(detail.domain, detail.level)}`}
        actions={
          <div className="d-flex gap-2 align-items-center">
            {canUpdate ? (
              <>
                <Link to={paths.leapsEdit.href({ leapsEventId: detail.id })} className="btn btn-primary">
                  Edit
                </Link>
                <Button
                  variant="outline-danger"
                  onClick={() => setConfirming(true)}
                  disabled={blocked}
                  title={blocked ? OTHERS_REASON : undefined}
                >
                  Delete
                </Button>
              </>
            ) : null}
            <HistoryButton look="text" recordType="LeapsEvent" recordId={detail.id} title={detail.name} />
          </div>
        }
      />
      {canUpdate && blocked ? <p className="small text-body-secondary">{OTHERS_REASON}</p> : null}
      <section className="data-table p-3" aria-label="Event">
        <dl className="leaps-event-facts">
          <dt>Domain</dt>
          <dd>{LEAPS_DOMAIN_LABELS[detail.domain]}</dd>
          <dt>Level</dt>
          <dd>{leapsLevelLabel(detail.domain, detail.level)}</dd>
          <dt>Date</dt>
          <dd>{formatDate(detail.date)}</dd>
          <dt>Academic year</dt>
          <dd>{detail.academicYear.name}</dd>
          <dt>Recorded by</dt>
          <dd>{detail.createdBy?.fullName ?? '-'}</dd>
          <dt>Description</dt>
          <dd>{detail.description || '-'}</dd>
        </dl>
      </section>
      <EventStudentsTable event={detail} />
      <ConfirmDialog
        show={confirming}
        title="Delete this LEAPS event?"
        body={`“${detail.name}” and what it records for its ${countOf(detail.studentsCount, 'student')} will be removed. Their attainment and LEAPS reports will no longer count it.`}
        confirmLabel="Delete"
        confirmVariant="danger"
        onConfirm={onDelete}
        onHide={() => setConfirming(false)}
      />
    </>
  );
}
