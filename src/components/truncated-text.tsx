import '@/components/ui.css';

/** Texts longer than this may be cut off in a compact cell, so they become focusable to be read in full. */
const FOCUSABLE_FROM_LENGTH = 24;

/** Props of {@link TruncatedText}. */
export interface TruncatedTextProps {
  text: string;
  /** Widest the text may grow before it is cut with an ellipsis (a CSS length); defaults to 12rem. */
  maxWidth?: string;
}

/**
 * One line of text cut with an ellipsis when it is too long. The full text shows on hover (title)
 * and, for keyboard users, on focus, where the line unfolds in place; screen readers always get the
 * full text, since only its painting is clipped.
 */
export function TruncatedText({ text, maxWidth }: TruncatedTextProps) {
  const focusable = text.length >= FOCUSABLE_FROM_LENGTH;
  return (
    <span
      className="truncated-text"
      title={text}
      // Focusable without an action on purpose: keyboard users reach it to read what the ellipsis hides.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={focusable ? 0 : undefined}
      style={maxWidth ? { maxWidth } : undefined}
    >
      {text}
    </span>
  );
}
