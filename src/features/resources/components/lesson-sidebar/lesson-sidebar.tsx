import { useId, useState, type CSSProperties } from 'react';
import Button from 'react-bootstrap/Button';
import { ArrowDownUp, ChevronBarLeft, ChevronBarRight } from 'react-bootstrap-icons';
import '@/components/ui.css';
import '@/features/resources/components/lesson-sidebar/lesson-sidebar.css';
import { LESSON_SIDEBAR_MIN_WIDTH_PX } from '@/config/constants';
import { MaterialsPanel } from '@/features/resources/components/lesson-sidebar/materials-panel';
import { SidebarResizeHandle } from '@/features/resources/components/lesson-sidebar/sidebar-resize-handle';
import type { LessonSidebarProps } from '@/features/resources/components/lesson-sidebar/types';
import { useSidebarPrefs } from '@/features/resources/components/lesson-sidebar/use-sidebar-prefs';
import { useViewportWidth } from '@/features/resources/components/lesson-sidebar/use-viewport-width';
import { clampSidebarWidth, maxSidebarWidth } from '@/features/resources/rules/sidebar-width';

/**
 * The lesson and assignment pages' left sidebar (spec §2, §4, §9): the materials with a title search,
 * hidden or shown, resized by dragging, and reordered when order editing is on. Sticky below the top bar.
 */
export function LessonSidebar(props: LessonSidebarProps) {
  const { materials, activeMaterialId, orderEditing, canEditOrder, onOrderEditingChange, onMove, anchorFor } = props;
  const { prefs, setMinimized, setWidth } = useSidebarPrefs(props.storageKey ?? 'lessonSidebar');
  const viewportWidth = useViewportWidth();
  const [draggedWidth, setDraggedWidth] = useState<number | null>(null);
  const width = clampSidebarWidth(draggedWidth ?? prefs.width, viewportWidth);
  const panelId = useId();
  const { minimized } = prefs;
  const style = { '--lesson-sidebar-width': `${width}px` } as CSSProperties;

  return (
    <aside className="lesson-sidebar" aria-label="Materials" data-minimized={minimized || undefined} style={style}>
      <div className="lesson-sidebar-bar">
        {!minimized && (
          <h2 className="lesson-sidebar-heading">
            Materials <span className="lesson-sidebar-count">{materials.length}</span>
          </h2>
        )}
        {!minimized && canEditOrder && (
          <Button
            variant={orderEditing ? 'primary' : 'outline-secondary'}
            size="sm"
            className="lesson-sidebar-edit-order"
            aria-pressed={orderEditing}
            onClick={() => onOrderEditingChange(!orderEditing)}
          >
            <ArrowDownUp aria-hidden="true" /> Edit order
          </Button>
        )}
        <Button
          variant="link"
          size="sm"
          className="lesson-sidebar-toggle"
          aria-label={minimized ? 'Show materials' : 'Hide materials'}
          title={minimized ? 'Show materials' : 'Hide materials'}
          aria-expanded={!minimized}
          aria-controls={panelId}
          onClick={() => setMinimized(!minimized)}
        >
          {minimized ? <ChevronBarRight aria-hidden="true" /> : <ChevronBarLeft aria-hidden="true" />}
        </Button>
      </div>
      <div id={panelId} className="lesson-sidebar-panel" hidden={minimized}>
        <MaterialsPanel
          materials={materials}
          activeMaterialId={activeMaterialId}
          editing={orderEditing && canEditOrder}
          onMove={onMove}
          anchorFor={anchorFor}
        />
      </div>
      {!minimized && (
        <SidebarResizeHandle
          width={width}
          min={LESSON_SIDEBAR_MIN_WIDTH_PX}
          max={maxSidebarWidth(viewportWidth)}
          controls={panelId}
          onResize={setDraggedWidth}
          onResizeEnd={(next) => {
            setDraggedWidth(null);
            setWidth(next);
          }}
        />
      )}
    </aside>
  );
}
