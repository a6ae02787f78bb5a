import Badge from 'react-bootstrap/Badge';
import { SEASON_STATE_LABELS, type SeasonState } from '@/domain/report-season/responses';

const BG: Readonly<Record<SeasonState, string>> = { open: 'secondary', ready: 'info', signedOff: 'success' };

/** Where a class's season stands, in words: "In progress", "Ready for sign-off", "Signed off". */
export function SeasonStateBadge({ state }: { state: SeasonState }) {
  return (
    <Badge bg={BG[state]} text={state === 'ready' ? 'dark' : undefined}>
      {SEASON_STATE_LABELS[state]}
    </Badge>
  );
}
