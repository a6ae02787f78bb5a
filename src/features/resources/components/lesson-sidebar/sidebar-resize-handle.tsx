import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { LESSON_SIDEBAR_KEYBOARD_STEP_PX } from '@/features/resources/rules/sidebar-width';

/** Props of {@link SidebarResizeHandle}. */
export interface SidebarResizeHandleProps {
  width: number;
  min: number;
  max: number;
  /** The element the handle resizes. */
  controls: string;
  /** Every pointer move while dragging: shown, not stored. */
  onResize(width: number): void;
  /** Drag end or a key press: stored. */
  onResizeEnd(width: number): void;
}

/** The sidebar's right edge: drag it, or focus it and use ArrowLeft / ArrowRight, Home and End. */
export function SidebarResizeHandle({ width, min, max, controls, onResize, onResizeEnd }: SidebarResizeHandleProps) {
  const drag = useRef<{ startX: number; startWidth: number; width: number } | null>(null);
  const clamp = (value: number) => Math.round(Math.min(max, Math.max(min, value)));

  function pointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.button !== 0) return;
    // No text selection while dragging across the page.
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { startX: event.clientX, startWidth: width, width };
  }

  function pointerMove(event: PointerEvent<HTMLDivElement>) {
    if (!drag.current) return;
    const next = clamp(drag.current.startWidth + event.clientX - drag.current.startX);
    if (next === drag.current.width) return;
    drag.current.width = next;
    onResize(next);
  }

  function pointerEnd() {
    if (!drag.current) return;
    const { width: last, startWidth } = drag.current;
    drag.current = null;
    if (last !== startWidth) onResizeEnd(last);
  }

  function keyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = {
      ArrowLeft: width - LESSON_SIDEBAR_KEYBOARD_STEP_PX,
      ArrowRight: width + LESSON_SIDEBAR_KEYBOARD_STEP_PX,
      Home: min,
      End: max,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onResizeEnd(clamp(next));
  }

  return (
    // The ARIA window-splitter pattern: a focusable separator is a widget, so it takes pointer and keys.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      className="lesson-sidebar-resize"
      role="separator"
      aria-orientation="vertical"
      aria-label="Resize materials"
      aria-controls={controls}
      aria-valuenow={width}
      aria-valuemin={min}
      aria-valuemax={max}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- same pattern: it must be focusable
      tabIndex={0}
      onPointerDown={pointerDown}
      onPointerMove={pointerMove}
      onPointerUp={pointerEnd}
      onPointerCancel={pointerEnd}
      onLostPointerCapture={pointerEnd}
      onKeyDown={keyDown}
    />
  );
}
