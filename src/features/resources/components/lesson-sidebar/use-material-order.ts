import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { SidebarMaterial } from '@/features/resources/components/lesson-sidebar/types';
import { moveItem } from '@/domain/lesson-content/order';
import { showToast } from '@/lib/toast-store';

/** Danger toast after a refused move (issue 9: "A failed move rolls back with a message"). */
export function moveFailedMessage(title: string): string {
  return `Could not move “${title}”. The order is back as it was.`;
}

/**
 * Sends one move at a time and says so when one is refused. The order shown is the caller's: the page's cache moves
 * the material at once and puts it back on a refusal (`useMoveMaterial`), the one optimistic owner of the order.
 */
export function useMaterialOrder(
  materials: readonly SidebarMaterial[],
  onMove: (materialId: string, toIndex: number) => Promise<void>,
) {
  const [movingId, setMovingId] = useState<string | null>(null);
  // A ref, not state, so that a second click in the same tick already sees the first move.
  const inFlight = useRef(false);

  // `move` reads the latest values through a ref, so it stays one function and rows that did not
  // move are not rendered again after each move.
  const latest = useRef({ materials, onMove });
  useLayoutEffect(() => {
    latest.current = { materials, onMove };
  });

  const move = useCallback(async (materialId: string, toIndex: number) => {
    if (inFlight.current) return;
    const { materials: current, onMove: send } = latest.current;
    const ids = current.map((material) => material.id);
    const newIndex = moveItem(ids, materialId, toIndex).indexOf(materialId);
    if (newIndex === -1 || newIndex === ids.indexOf(materialId)) return;
    inFlight.current = true;
    setMovingId(materialId);
    try {
      await send(materialId, newIndex);
    } catch {
      const title = current.find((material) => material.id === materialId)?.title ?? '';
      showToast({ variant: 'danger', message: moveFailedMessage(title) });
    } finally {
      inFlight.current = false;
      setMovingId(null);
    }
  }, []);

  return { ordered: materials, move, movingId };
}
