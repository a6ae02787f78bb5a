import { useId } from 'react';
import Form from 'react-bootstrap/Form';

export interface FilterOption {
  value: string;
  label: string;
}

/** Props of {@link SelectFilter}. */
export interface SelectFilterProps {
  label: string;
  /** The first option, which filters nothing, e.g. "All levels". */
  allLabel: string;
  /** Its value: empty unless the URL spells "no filter" otherwise. */
  allValue?: string;
  options: readonly FilterOption[];
  value: string;
  onChange: (value: string) => void;
}

/** One drop-down of a {@link FilterBar}: a label above, "All …" first, then the options. */
export function SelectFilter({ label, allLabel, allValue = '', options, value, onChange }: SelectFilterProps) {
  const id = useId();
  return (
    <Form.Group controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Select value={value} onChange={(event) => onChange(event.target.value)}>
        <option value={allValue}>{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
