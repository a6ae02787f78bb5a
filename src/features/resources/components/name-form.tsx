import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { applyServerErrors, oneOf } from '@/components/record-form/apply-server-errors';
import { toApiError } from '@/lib/api-error';
import { isMutationInFlight } from '@/lib/use-single-flight-mutation';

interface NameFormProps {
  label: string;
  /** Shows the label only to screen readers (an inline rename in a row). */
  hideLabel?: boolean;
  initialName?: string;
  schema: z.ZodType<string, string>;
  submitLabel: string;
  pending: boolean;
  /** Rejects when the server refuses; a 422 on `name` shows under the field and the text stays. */
  onSubmit: (name: string) => Promise<unknown>;
  onCancel?: () => void;
}

interface NameValues {
  name: string;
}
const fieldOf = oneOf<NameValues>(['name']);

/** One name field with its rule checked before sending, for creating or renaming inline. */
export function NameForm({ label, hideLabel, initialName = '', schema, submitLabel, pending, onSubmit, onCancel }: NameFormProps) {
  const id = useId();
  const form = useForm<NameValues>({
    resolver: zodResolver(z.object({ name: schema })),
    // As typed, a message stays until the next try: it never flickers while the name is corrected.
    reValidateMode: 'onSubmit',
    defaultValues: { name: initialName },
  });
  const error = form.formState.errors.name?.message ?? null;
  const inline = Boolean(onCancel);
  // An inline rename opens where the user clicked: the field takes the focus so they can type at once.
  useEffect(() => {
    if (inline) form.setFocus('name');
  }, [inline, form]);

  const submit = form.handleSubmit(async ({ name }) => {
    try {
      await onSubmit(name);
      if (!inline) form.reset({ name: '' });
    } catch (cause) {
      // A refusal that names no field is the caller's mutation toast.
      if (!isMutationInFlight(cause)) applyServerErrors(form, toApiError(cause), fieldOf);
    }
  });

  return (
    <Form
      noValidate
      className="d-flex flex-wrap align-items-start gap-2"
      onSubmit={(event) => void submit(event)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && onCancel) onCancel();
      }}
    >
      <Form.Group controlId={id} className="flex-grow-1" style={{ minWidth: '14rem', maxWidth: '32rem' }}>
        <Form.Label visuallyHidden={hideLabel}>{label}</Form.Label>
        <Form.Control
          {...form.register('name')}
          isInvalid={error !== null}
          aria-invalid={error !== null || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
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
