/** Props of {@link ScoreValue}. */
export interface ScoreValueProps {
  value: number | null;
  /** Why the score is incomplete; none: it is complete. */
  reasons: readonly string[];
}

const display = (value: number | null) => (value === null ? '–' : String(value));

/**
 * A computed score; one built from incomplete marks carries an asterisk (explained by the legend
 * under the grid), the reasons as a tooltip, and the word "incomplete" for screen readers.
 */
export function ScoreValue({ value, reasons }: ScoreValueProps) {
  if (value === null || reasons.length === 0) return <>{display(value)}</>;
  return (
    <span className="score-incomplete" title={`Incomplete: ${reasons.join('; ')}`}>
      {display(value)}
      <span aria-hidden="true">*</span>
      <span className="visually-hidden"> (incomplete: {reasons.join('; ')})</span>
    </span>
  );
}
