import { createContext, useContext } from 'react';

/**
 * Whether a move is in flight. A context rather than a prop, so that starting and ending a move
 * renders the 2 × 200 move buttons and nothing else of the rows.
 */
export const MoveBusyContext = createContext(false);

export function useMoveBusy(): boolean {
  return useContext(MoveBusyContext);
}
