import { useId, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { FillMode } from '@/components/entry-grid/fill-column';
import type { Assessment } from '@/domain/gradebook/responses';
import { isValidMark, markHint } from '@/features/gradebook/rules/mark-value';

/** Props of {@link FillColumnForm}. */
export interface FillColumnFormProps {
  assessments: readonly Assessment[];
  disabled: boolean;
  /** Applies the fill; the grid's own store records it as unsaved changes. */
  onFill: (col: number, value: string, mode: FillMode) => void;
}

/** "Set every empty (or every) mark of an assessment to …": the value is checked before anything changes. */
export function FillColumnForm({ assessments, disabled, onFill }: FillColumnFormProps) {
  const id = useId();
  const [col, setCol] = useState(0);
  const [value, setValue] = useState('');
  const [mode, setMode] = useState<FillMode>('empty');
  const [error, setError] = useState<string | null>(null);
  const maxScore = assessments[col]?.maxScore ?? 0;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (value.trim() === '' || !isValidMark(value, maxScore)) {
      setError(markHint(maxScore));
      return;
    }
    setError(null);
    onFill(col, value.trim(), mode);
  }

  return (
    <Form noValidate onSubmit={submit} aria-label="Fill a column" className="d-flex flex-wrap align-items-end gap-2">
      <Form.Group controlId={`${id}-col`}>
        <Form.Label className="small mb-1">Fill column</Form.Label>
        <Form.Select size="sm" value={col} onChange={(event) => setCol(Number(event.target.value))} disabled={disabled}>
          {assessments.map((assessment, index) => (
            <option key={assessment.id} value={index}>
              {assessment.name}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group controlId={`${id}-mode`}>
        <Form.Label className="small mb-1">Cells</Form.Label>
        <Form.Select
          size="sm"
          value={mode}
          onChange={(event) => setMode(event.target.value === 'all' ? 'all' : 'empty')}
          disabled={disabled}
        >
          <option value="empty">Empty cells only</option>
          <option value="all">All cells</option>
        </Form.Select>
      </Form.Group>
      <Form.Group controlId={`${id}-value`}>
        <Form.Label className="small mb-1">Mark</Form.Label>
        <Form.Control
          size="sm"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          isInvalid={error !== null}
          aria-describedby={error ? `${id}-error` : undefined}
          disabled={disabled}
          style={{ width: '6rem' }}
        />
      </Form.Group>
      <Button type="submit" size="sm" variant="outline-secondary" disabled={disabled}>
        Fill
      </Button>
      {error ? (
        <div id={`${id}-error`} className="text-danger small w-100" role="alert">
          {error}
        </div>
      ) : null}
    </Form>
  );
}
