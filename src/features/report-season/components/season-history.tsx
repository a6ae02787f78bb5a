import type { SeasonAction, SeasonEvent } from '@/domain/report-season/responses';
import { formatDateTime } from '@/lib/format-date';

const ACTION_WORDS: Readonly<Record<SeasonAction, string>> = {
  markedReady: 'marked the class ready',
  signedOff: 'signed the reports off',
  reopened: 'reopened the reports',
  proofreaderAsked: 'asked a colleague to proofread',
};

/** The season's record, newest last as it happened; folded away until asked for, since it only grows. */
export function SeasonHistory({ history }: { history: readonly SeasonEvent[] }) {
  return (
    <details className="mb-3">
      <summary>History ({history.length})</summary>
      {history.length === 0 ? (
        <p className="text-body-secondary small mb-0 mt-2">Nothing has happened to this season yet.</p>
      ) : (
        <ol className="small mt-2 mb-0">
          {history.map((event) => (
            <li key={`${event.at}-${event.action}-${event.userId}`}>
              <time dateTime={event.at}>{formatDateTime(event.at)}</time>: {event.name} {ACTION_WORDS[event.action]}
              {event.note ? <> — “{event.note}”</> : null}
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}
