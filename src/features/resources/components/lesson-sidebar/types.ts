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
   * Sends the material's new 0-based position in the whole list (spec §7 `order`); rejects on failure,
   * and the sidebar then puts the order back and says so.
   */
  onMove(materialId: string, toIndex: number): Promise<void>;
  /** The element id of a material on the page, e.g. `material-${id}`; rows link to `#anchor`. */
  anchorFor(materialId: string): string;
  /** Local storage key of the minimized flag and width; defaults to 'lessonSidebar'. */
  storageKey?: string;
}
