import { useEffect, useId, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { z } from 'zod';
import { toApiError } from '@/lib/api-error';
import { isMutationInFlight } from '@/lib/use-single-flight-mutation';

interface NameFormProps {
  label: string;
  /** Shows the label only to screen readers (an inline rename in a row). */
  hideLabel?: boolean;
  initialName?: string;
  schema: z.ZodType<string>;
  submitLabel: string;
  pending: boolean;
  /** Rejects when the server refuses; a 422 on `name` shows under the field and the text stays. */
  onSubmit: (name: string) => Promise<unknown>;
  onCancel?: () => void;
}

/** One name field with its rule checked before sending, for creating or renaming inline. */
export function NameForm({ label, hideLabel, initialName = '', schema, submitLabel, pending, onSubmit, onCancel }: NameFormProps) {
  const id = useId();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const inline = Boolean(onCancel);
  // An inline rename opens where the user clicked: the field takes the focus so they can type at once.
  useEffect(() => {
    if (inline) input.current?.focus();
  }, [inline]);

  async function submit() {
    const parsed = schema.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the name.');
      return;
    }
    setError(null);
    try {
      await onSubmit(parsed.data);
      if (!onCancel) setName('');
    } catch (cause) {
      if (!isMutationInFlight(cause)) setError(toApiError(cause).fieldErrors.name ?? null);
    }
  }

  return (
    <Form
      noValidate
      className="d-flex flex-wrap align-items-start gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && onCancel) onCancel();
      }}
    >
      <Form.Group controlId={id} className="flex-grow-1" style={{ minWidth: '14rem', maxWidth: '32rem' }}>
        <Form.Label visuallyHidden={hideLabel}>{label}</Form.Label>
        <Form.Control
          value={name}
          onChange={(event) => setName(event.target.value)}
          isInvalid={error !== null}
          aria-invalid={error !== null || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          ref={input}
        />
        <Form.Control.Feedback type="invalid" id={`${id}-error`}>
          {error}
        </Form.Control.Feedback>
      </Form.Group>
      <div className={`d-flex gap-2${hideLabel ? '' : ' align-self-end'}`} style={hideLabel ? undefined : { marginBottom: error ? '1.5rem' : 0 }}>
        <Button type="submit" disabled={pending}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="outline-secondary" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
