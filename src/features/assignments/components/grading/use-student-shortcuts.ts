import { useEffect, useRef } from 'react';

/**
 * Where a key press is typing, not a command: fields, editable text, and anywhere in the annotation tool (its page
 * takes the focus when clicked, so a teacher who clicks the photo and types is never sent to another student).
 */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return target.closest('input, textarea, select, [contenteditable="true"], .annotation-tool') !== null;
}

/**
 * J moves to the next student and K to the previous one (as in mail readers), only when the teacher is not typing
 * and no modifier is held: Alt+arrows are the browser's Back and Forward and stay theirs.
 */
export function useStudentShortcuts(onPrevious: (() => void) | null, onNext: (() => void) | null): void {
  const handlers = useRef({ onPrevious, onNext });
  useEffect(() => {
    handlers.current = { onPrevious, onNext };
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (isTyping(event.target)) return;
      const key = event.key.toLowerCase();
      const action = key === 'j' ? handlers.current.onNext : key === 'k' ? handlers.current.onPrevious : null;
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
