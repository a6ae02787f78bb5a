import Form from 'react-bootstrap/Form';
import { PAPER_CHOICES, type PaperName } from '@/features/reports/rules/paper';

const DESCRIPTIONS: Record<PaperName, string> = {
  A4: 'A4 (210 × 297 mm)',
  A5: 'A5 (148 × 210 mm)',
  Letter: 'Letter (216 × 279 mm)',
};

/** Props of {@link PaperSizeChoice}. */
export interface PaperSizeChoiceProps {
  value: PaperName;
  onChange: (paper: PaperName) => void;
  disabled?: boolean;
}

/**
 * The paper size of the PDFs, as a pair of radio buttons; a third, Letter, while a link asked for a paper the portal
 * does not make (spec §9's fallback), so the choice shows what the PDFs will be.
 */
export function PaperSizeChoice({ value, onChange, disabled = false }: PaperSizeChoiceProps) {
  const offered: readonly PaperName[] = PAPER_CHOICES.some((paper) => paper === value) ? PAPER_CHOICES : [...PAPER_CHOICES, value];
  return (
    <fieldset disabled={disabled}>
      <legend className="form-label fs-6 mb-1">Paper size</legend>
      {/* As tall as a text field, so the radios sit on the same line as the fields beside them. */}
      <div className="d-flex align-items-center" style={{ minHeight: 'calc(1.5em + 0.75rem + 2px)' }}>
        {offered.map((paper) => (
          <Form.Check
            key={paper}
            inline
            type="radio"
            id={`paper-${paper}`}
            name="paper-size"
            label={DESCRIPTIONS[paper]}
            checked={value === paper}
            onChange={() => onChange(paper)}
          />
        ))}
      </div>
    </fieldset>
  );
}
