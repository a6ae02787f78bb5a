import { lazy, memo, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { SearchInput } from '@/components/search-input';
import { useProgressiveCount } from '@/features/resources/components/content-page/use-progressive-count';
import { MaterialList } from '@/features/resources/components/lesson-sidebar/material-list';
import type { SidebarMaterial } from '@/features/resources/components/lesson-sidebar/types';
import { useMaterialOrder } from '@/features/resources/components/lesson-sidebar/use-material-order';
import { useScrollSpy } from '@/features/resources/components/lesson-sidebar/use-scroll-spy';
import { filterByTitle, normalizeTitleQuery } from '@/features/resources/rules/sidebar-filter';

// Drag and drop loads only when someone turns order editing on (house style §8).
const SortableMaterialList = lazy(() =>
  import('@/features/resources/components/lesson-sidebar/sortable-material-list').then((module) => ({
    default: module.SortableMaterialList,
  })),
);

/**
 * Scrolls the list, and only the list (never the window), so the active row is in view: a deep link to
 * the 150th material shows it highlighted in the sidebar too.
 */
function revealRow(container: HTMLElement, materialId: string) {
  const row = [...container.querySelectorAll<HTMLElement>('[data-material-id]')].find(
    (element) => element.dataset.materialId === materialId,
  );
  if (!row) return;
  const box = container.getBoundingClientRect();
  const rect = row.getBoundingClientRect();
  if (rect.top < box.top) container.scrollTop -= box.top - rect.top;
  else if (rect.bottom > box.bottom) container.scrollTop += rect.bottom - box.bottom;
}

/** Rows of the plain list in the first paint: more than the sidebar shows at any window height. */
export const FIRST_PAINT_ROWS = 40;

/** Props of {@link MaterialsPanel}. */
export interface MaterialsPanelProps {
  materials: readonly SidebarMaterial[];
  activeMaterialId?: string;
  editing: boolean;
  onMove(materialId: string, toIndex: number): Promise<void>;
  anchorFor(materialId: string): string;
}

/**
 * Search box and list. Memoized, and the search lives here, so neither typing nor resizing the
 * sidebar renders anything else on the page.
 */
export const MaterialsPanel = memo(function MaterialsPanel(props: MaterialsPanelProps) {
  const { materials, activeMaterialId, editing, onMove, anchorFor } = props;
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const { ordered, move, movingId } = useMaterialOrder(materials, onMove);
  const ids = useMemo(() => ordered.map((material) => material.id), [ordered]);
  const spied = useScrollSpy(ids, anchorFor, activeMaterialId === undefined);
  const rows = useMemo(() => filterByTitle(ordered, deferredQuery), [ordered, deferredQuery]);
  const filtering = normalizeTitleQuery(query) !== '';
  const busy = movingId !== null;
  const reorder = useCallback((materialId: string, toIndex: number) => void move(materialId, toIndex), [move]);

  // The plain list paints its first screenful with the page, the rest on the next task (as the material cards do).
  const shownRows = useProgressiveCount(rows.length, FIRST_PAINT_ROWS);

  const active = activeMaterialId ?? spied;
  const scrollRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (scrollRef.current && active !== undefined) revealRow(scrollRef.current, active);
  }, [active, shownRows]);

  const listProps = { rows, count: ordered.length, activeMaterialId: active, anchorFor, busy };
  let list = <MaterialList {...listProps} rows={shownRows < rows.length ? rows.slice(0, shownRows) : rows} />;
  if (editing && !filtering) {
    list = (
      <Suspense fallback={list}>
        <SortableMaterialList {...listProps} reorder={reorder} scrollRef={scrollRef} />
      </Suspense>
    );
  }

  return (
    <>
      <div className="lesson-sidebar-search">
        <SearchInput label="Search materials" value={query} onSearch={setQuery} placeholder="Title" />
        {editing && filtering && <p className="lesson-sidebar-hint">Clear the search to change the order.</p>}
      </div>
      <p role="status" className="visually-hidden">
        {filtering ? `${rows.length} of ${ordered.length} materials shown.` : ''}
        {busy ? ' Saving the new order…' : ''}
      </p>
      <div className="lesson-sidebar-scroll" ref={scrollRef}>
        {rows.length === 0 && filtering ? (
          <p className="lesson-sidebar-empty">No materials match “{query}”.</p>
        ) : rows.length === 0 ? (
          <p className="lesson-sidebar-empty">No materials yet.</p>
        ) : (
          list
        )}
      </div>
    </>
  );
});
