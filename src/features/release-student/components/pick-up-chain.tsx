import { format } from 'date-fns';
import type { PickUpRequest } from '@/features/release-student/api/pick-up-requests';
import { formatDateTime } from '@/lib/format-date';
import { PICK_UP_STATE_LABELS } from '@/domain/release-student/release-chain';

/** The request's chain, oldest first: each step with its time (the day is the page's) and who took it. */
export function PickUpChain({ request }: { request: PickUpRequest }) {
  return (
    <ol className="list-unstyled small mb-0" aria-label={`Chain of ${request.student.fullName}’s request`}>
      {request.chain.map((link) => (
        <li key={`${link.state}-${link.at}`}>
          <strong>{PICK_UP_STATE_LABELS[link.state]}</strong>{' '}
          <time dateTime={link.at} title={formatDateTime(link.at)}>
            {format(new Date(link.at), 'HH:mm')}
          </time>{' '}
          · {link.byName}
        </li>
      ))}
    </ol>
  );
}
