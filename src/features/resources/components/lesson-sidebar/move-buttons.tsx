import { useLayoutEffect, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import { ArrowDown, ArrowUp } from 'react-bootstrap-icons';

/** Props of {@link MoveButtons}. */
export interface MoveButtonsProps {
  materialId: string;
  title: string;
  /** 0-based position in the whole list. */
  position: number;
  count: number;
  /** Another move is in flight. */
  busy: boolean;
  onMove(materialId: string, toIndex: number): void;
}

type Direction = 'up' | 'down';

/**
 * "Move up" / "Move down". They are aria-disabled rather than disabled, and take focus back after the
 * row moves in the DOM, so a keyboard user can press the same button again and again.
 */
export function MoveButtons({ materialId, title, position, count, busy, onMove }: MoveButtonsProps) {
  const buttons = useRef<Record<Direction, HTMLButtonElement | null>>({ up: null, down: null });
  const pressed = useRef<Direction | null>(null);

  useLayoutEffect(() => {
    const button = pressed.current && buttons.current[pressed.current];
    // Moving a row re-inserts its element, which drops focus to the body; nothing else is taken from.
    if (button && (document.activeElement === null || document.activeElement === document.body)) button.focus();
  }, [position]);

  function button(direction: Direction) {
    const toIndex = direction === 'up' ? position - 1 : position + 1;
    const atEnd = toIndex < 0 || toIndex >= count;
    const unavailable = atEnd || busy;
    return (
      <Button
        ref={(element: HTMLButtonElement | null) => {
          buttons.current[direction] = element;
        }}
        variant="link"
        size="sm"
        className="lesson-sidebar-move-button"
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
        {direction === 'up' ? <ArrowUp aria-hidden="true" /> : <ArrowDown aria-hidden="true" />}
      </Button>
    );
  }

  return (
    <span className="lesson-sidebar-move">
      {button('up')}
      {button('down')}
    </span>
  );
}
