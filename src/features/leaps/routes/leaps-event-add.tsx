import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import type { LeapsEvent } from '@/domain/leaps/responses';
import { EventForm } from '@/features/leaps/components/event-form/event-form';
import { useSession } from '@/lib/session/session-context';
import { showToast } from '@/lib/toast-store';

/** `/leaps/add` (create LeapsEvent): record an event and who took part; opens the event once saved. */
export default function LeapsEventAddPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const onSaved = useCallback(
    (event: LeapsEvent) => {
      showToast({ variant: 'success', message: `Saved the LEAPS event “${event.name}”.` });
      void navigate(paths.leapsEvent.href({ leapsEventId: event.id }));
    },
    [navigate],
  );
  return (
    <>
      <PageHeader
        title="Add LEAPS event"
        description="What happened, in which domain and at which level, and the students who took part."
      />
      <EventForm event={null} userId={user.id} cancelHref={paths.leaps.href()} onSaved={onSaved} />
    </>
  );
}
