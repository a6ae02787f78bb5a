import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ToastViewport } from '@/components/toast-viewport';
import { LessonSidebar } from '@/features/resources/components/lesson-sidebar/lesson-sidebar';
import type { SidebarMaterial } from '@/features/resources/components/lesson-sidebar/types';
import type { MaterialType } from '@/domain/lesson-content/material-types';
import { moveItem } from '@/domain/lesson-content/order';
import { clearToasts } from '@/lib/toast-store';

const TYPES: MaterialType[] = ['TEXT_MEDIA', 'MULTIPLE_CHOICE', 'FITB', 'LINK', 'VOICE_RESPONSE'];

/** Materials a–e (or `count` numbered ones), sorted by order. */
export function sampleMaterials(titles = ['Warm-up: fractions', 'Exit ticket', 'Fractions on a number line', 'Video', 'Read aloud']) {
  return titles.map<SidebarMaterial>((title, order) => ({
    id: String.fromCharCode(97 + (order % 26)) + (order >= 26 ? String(order) : ''),
    title,
    materialType: TYPES[order % TYPES.length],
    order,
  }));
}

export const anchorFor = (id: string) => `material-${id}`;

interface HarnessProps {
  materials?: readonly SidebarMaterial[];
  onMove?: (materialId: string, toIndex: number) => Promise<void>;
  canEditOrder?: boolean;
  activeMaterialId?: string;
}

/**
 * The sidebar as a screen mounts it: it owns the order-editing switch and the materials, which it moves at once and
 * puts back when `onMove` (the server) refuses, as the lesson page's cache does; toasts show beside it.
 */
function Harness({ materials: initial = sampleMaterials(), onMove = () => Promise.resolve(), canEditOrder = true, activeMaterialId }: HarnessProps) {
  const [editing, setEditing] = useState(false);
  const [materials, setMaterials] = useState(initial);
  const moveOptimistically = async (materialId: string, toIndex: number) => {
    const ids = moveItem(
      materials.map((material) => material.id),
      materialId,
      toIndex,
    );
    setMaterials(ids.flatMap((id) => materials.find((material) => material.id === id) ?? []));
    try {
      await onMove(materialId, toIndex);
    } catch (error) {
      setMaterials(materials);
      throw error;
    }
  };
  return (
    <>
      <LessonSidebar
        materials={materials}
        activeMaterialId={activeMaterialId}
        orderEditing={editing}
        canEditOrder={canEditOrder}
        onOrderEditingChange={setEditing}
        onMove={moveOptimistically}
        anchorFor={anchorFor}
      />
      <ToastViewport />
    </>
  );
}

export function renderSidebar(props: HarnessProps = {}) {
  clearToasts();
  const user = userEvent.setup();
  // Inside a data router, as on the lesson page: the sidebar's search box drops a search when the page is left.
  const router = createMemoryRouter([{ path: '/', element: <Harness {...props} /> }]);
  return { user, ...render(<RouterProvider router={router} />) };
}

/** Titles of the listed materials, top to bottom. */
export function listedTitles(container: HTMLElement): string[] {
  return [...container.querySelectorAll('.lesson-sidebar-title')].map((element) => element.textContent ?? '');
}
