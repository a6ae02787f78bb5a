import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { useLeapsEvent } from '@/features/leaps/api/leaps-events';
import type { LeapsEvent } from '@/domain/leaps/responses';
import { EventForm } from '@/features/leaps/components/event-form/event-form';
import { LeapsEventState } from '@/features/leaps/components/leaps-event-state';
import { useSession } from '@/lib/session/session-context';
import { showToast } from '@/lib/toast-store';

/** `/leaps/{leapsEventId}/edit` (update LeapsEvent): change the event; a stale save (409) keeps what was typed. */
export default function LeapsEventEditPage() {
  const { leapsEventId = '' } = useParams();
  const { user } = useSession();
  const navigate = useNavigate();
  const event = useLeapsEvent(leapsEventId);
  const { refetch } = event;
  const onSaved = useCallback(
    (saved: LeapsEvent) => {
      showToast({ variant: 'success', message: `Saved the LEAPS event “${saved.name}”.` });
      void navigate(paths.leapsEvent.href({ leapsEventId: saved.id }));
    },
    [navigate],
  );
  const refetchLatest = useCallback(async () => (await refetch()).data, [refetch]);

  return (
    <LeapsEventState event={event} title="Edit LEAPS event">
      {(detail) => (
        <>
          <PageHeader title={`Edit ${detail.name}`} crumbs={{ leapsEvent: detail.name }} description={`Recorded for ${detail.academicYear.name}.`} />
          <EventForm
            key={detail.id}
            event={detail}
            userId={user.id}
            cancelHref={paths.leapsEvent.href({ leapsEventId })}
            onSaved={onSaved}
            refetch={refetchLatest}
          />
        </>
      )}
    </LeapsEventState>
  );
}
