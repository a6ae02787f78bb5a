import { useLayoutEffect, useRef, type ReactElement } from 'react';
import { ArrowDown, ArrowUp } from 'react-bootstrap-icons';

/** Props of {@link MoveButtons}. */
export interface MoveButtonsProps {
  materialId: string;
  title: string;
  /** 0-based position in the whole list. */
  position: number;
  count: number;
  onMove(materialId: string, toIndex: number): void;
}

type Direction = 'up' | 'down';

// One element each for 400 buttons: React skips an element it has already rendered.
const ICONS: Record<Direction, ReactElement> = { up: <ArrowUp aria-hidden="true" />, down: <ArrowDown aria-hidden="true" /> };

/**
 * "Move up" / "Move down". At the ends they are aria-disabled rather than disabled, and they take focus
 * back after the row moves in the DOM, so a keyboard user can press the same button again and again.
 * While a move is in flight the list is aria-busy (dimmed by CSS) and `onMove` ignores the press: no
 * button renders again for it. Plain buttons with Bootstrap's classes: there are up to 400 on a page.
 */
export function MoveButtons({ materialId, title, position, count, onMove }: MoveButtonsProps) {
  const buttons = useRef<Record<Direction, HTMLButtonElement | null>>({ up: null, down: null });
  const pressed = useRef<Direction | null>(null);

  useLayoutEffect(() => {
    const button = pressed.current && buttons.current[pressed.current];
    // Moving a row re-inserts its element, which drops focus to the body; nothing else is taken from.
    if (button && (document.activeElement === null || document.activeElement === document.body)) button.focus();
  }, [position]);

  function button(direction: Direction) {
    const toIndex = direction === 'up' ? position - 1 : position + 1;
    const unavailable = toIndex < 0 || toIndex >= count;
    return (
      <button
        ref={(element) => {
          buttons.current[direction] = element;
        }}
        type="button"
        className="btn btn-link btn-sm lesson-sidebar-move-button"
        aria-label={`Move “${title}” ${direction}`}
        title={direction === 'up' ? 'Move up' : 'Move down'}
        aria-disabled={unavailable || undefined}
        onClick={() => {
          pressed.current = direction;
          if (!unavailable) onMove(materialId, toIndex);
        }}
        onBlur={(event) => {
          // Focus went somewhere on purpose: stop following this row.
          if (event.relatedTarget) pressed.current = null;
        }}
      >
        {ICONS[direction]}
      </button>
    );
  }

  return (
    <span className="lesson-sidebar-move">
      {button('up')}
      {button('down')}
    </span>
  );
}
