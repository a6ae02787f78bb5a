import type { MaterialType } from '@/domain/lesson-content/material-types';

/** One material as the sidebar lists it (spec §3 Material: id, title, materialType, order). */
export interface SidebarMaterial {
  id: string;
  title: string;
  materialType: MaterialType;
  order: number;
}

/** Props of `LessonSidebar`. */
export interface LessonSidebarProps {
  /** Already sorted by order. */
  materials: readonly SidebarMaterial[];
  /** Highlighted row; when not given, the sidebar highlights the material scrolled to (its own scroll spy). */
  activeMaterialId?: string;
  /** When true, drag handles and up/down buttons show. */
  orderEditing: boolean;
  /** False hides the "Edit order" toggle entirely. */
  canEditOrder: boolean;
  onOrderEditingChange(on: boolean): void;
  /**
   * Moves the material to its new 0-based position in the whole list (spec §7 `order`): the caller shows the new
   * order at once and puts it back when the server refuses (the lesson page's `useMoveMaterial`), then rejects; the
   * sidebar sends one move at a time and says when one failed.
   */
  onMove(materialId: string, toIndex: number): Promise<void>;
  /** The element id of a material on the page, e.g. `material-${id}`; rows link to `#anchor`. */
  anchorFor(materialId: string): string;
  /** Local storage key of the minimized flag and width; defaults to 'lessonSidebar'. */
  storageKey?: string;
}
