import Form from 'react-bootstrap/Form';
import { PT_RESULT_STATUSES, type PtResultStatus } from '@/domain/placement/results';
import { STATUS_LABELS } from '@/features/placement-results/rules/status';

interface StatusSelectProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: PtResultStatus | '') => void;
  placeholder: string;
  statuses?: readonly PtResultStatus[];
  disabled?: boolean;
  size?: 'sm';
}

const isStatus = (value: string): value is PtResultStatus => (PT_RESULT_STATUSES as readonly string[]).includes(value);

/** A labelled status picker; '' is the placeholder (no status). */
export function StatusSelect({ id, label, value, onChange, placeholder, statuses = PT_RESULT_STATUSES, disabled, size }: StatusSelectProps) {
  return (
    <Form.Group controlId={id}>
      <Form.Label className="mb-1">{label}</Form.Label>
      <Form.Select size={size} value={value} disabled={disabled} onChange={(event) => onChange(isStatus(event.target.value) ? event.target.value : '')}>
        <option value="">{placeholder}</option>
        {statuses.map((status) => (
          <option key={status} value={status}>
            {STATUS_LABELS[status]}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
