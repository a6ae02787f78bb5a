import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import type { SidebarMaterial } from '@/features/resources/components/lesson-sidebar/types';

const INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'To move a material, press Space or Enter. Use the up and down arrow keys to choose its new position, ' +
    'then press Space or Enter to drop it there, or Escape to cancel.',
};

/** What screen readers hear while a material is dragged, by title and 1-based position. */
export function dragAccessibility(materials: readonly SidebarMaterial[]): {
  announcements: Announcements;
  screenReaderInstructions: ScreenReaderInstructions;
} {
  const ids = materials.map((material) => material.id);
  const titleOf = (id: string | number) => materials.find((material) => material.id === String(id))?.title ?? '';
  const positionOf = (id: string | number) => `position ${ids.indexOf(String(id)) + 1} of ${ids.length}`;
  // dnd-kit reports "over itself" right after the pick-up; saying so would cut off the pick-up message.
  let lastOver: string | number | null = null;
  return {
    screenReaderInstructions: INSTRUCTIONS,
    announcements: {
      onDragStart: ({ active }) => {
        lastOver = active.id;
        return `Picked up “${titleOf(active.id)}” at ${positionOf(active.id)}.`;
      },
      onDragOver: ({ active, over }) => {
        const overId = over?.id ?? null;
        if (overId === lastOver) return undefined;
        lastOver = overId;
        return over ? `“${titleOf(active.id)}” moved to ${positionOf(over.id)}.` : `“${titleOf(active.id)}” is outside the list.`;
      },
      onDragEnd: ({ active, over }) =>
        over
          ? `“${titleOf(active.id)}” dropped at ${positionOf(over.id)}.`
          : `“${titleOf(active.id)}” dropped outside the list; it stays where it was.`,
      onDragCancel: ({ active }) => `Moving “${titleOf(active.id)}” cancelled; it stays at ${positionOf(active.id)}.`,
    },
  };
}
