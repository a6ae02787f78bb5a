import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { SidebarMaterial } from '@/features/resources/components/lesson-sidebar/types';
import { moveItem } from '@/domain/lesson-content/order';
import { showToast } from '@/lib/toast-store';

/** An order shown ahead of the server, valid while the materials given still come in the order it was made on. */
interface Override {
  baseKey: string;
  ids: readonly string[];
}

const keyOf = (materials: readonly SidebarMaterial[]) => materials.map((material) => material.id).join('\u0000');

/** Danger toast after a refused move (issue 9: "A failed move rolls back with a message"). */
export function moveFailedMessage(title: string): string {
  return `Could not move “${title}”. The order is back as it was.`;
}

/**
 * The materials in the order to show: the caller's, or one moved ahead of the server (optimistic).
 * `move` sends one move at a time; a refused move puts the previous order back and says so.
 */
export function useMaterialOrder(
  materials: readonly SidebarMaterial[],
  onMove: (materialId: string, toIndex: number) => Promise<void>,
) {
  const [override, setOverride] = useState<Override | null>(null);
  const [movingId, setMovingId] = useState<string | null>(null);
  // A ref, not state, so that a second click in the same tick already sees the first move.
  const inFlight = useRef(false);
  const baseKey = useMemo(() => keyOf(materials), [materials]);

  const ordered = useMemo(() => {
    // A refetch that brings a new order (or new materials) replaces what was shown ahead of it.
    if (!override || override.baseKey !== baseKey) return materials;
    const byId = new Map(materials.map((material) => [material.id, material]));
    return override.ids.flatMap((id) => byId.get(id) ?? []);
  }, [materials, override, baseKey]);

  // `move` reads the latest values through a ref, so it stays one function and rows that did not
  // move are not rendered again after each move.
  const latest = useRef({ ordered, override, baseKey, onMove });
  useLayoutEffect(() => {
    latest.current = { ordered, override, baseKey, onMove };
  });

  const move = useCallback(async (materialId: string, toIndex: number) => {
    if (inFlight.current) return;
    const { ordered: current, override: previous, baseKey: base, onMove: send } = latest.current;
    const ids = current.map((material) => material.id);
    const next = moveItem(ids, materialId, toIndex);
    const newIndex = next.indexOf(materialId);
    if (newIndex === -1 || newIndex === ids.indexOf(materialId)) return;
    inFlight.current = true;
    setMovingId(materialId);
    setOverride({ baseKey: base, ids: next });
    try {
      await send(materialId, newIndex);
    } catch {
      setOverride(previous);
      const title = current.find((material) => material.id === materialId)?.title ?? '';
      showToast({ variant: 'danger', message: moveFailedMessage(title) });
    } finally {
      inFlight.current = false;
      setMovingId(null);
    }
  }, []);

  return { ordered, move, movingId };
}
