import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import type { GradeBoundariesRow } from '@/features/gradebook/api/get-gradebook';
import { useUpdateGradeBoundaries } from '@/features/gradebook/api/update-grade-boundaries';
import { BoundariesFormSchema, type BoundariesFormValues } from '@/features/gradebook/rules/boundaries-form-schema';
import { toApiError } from '@/lib/api-error';

const FIELDS = [
  { name: 'gradeAMin', label: 'A from' },
  { name: 'gradeBMin', label: 'B from' },
  { name: 'gradeCMin', label: 'C from' },
  { name: 'gradeDMin', label: 'D from' },
] as const;

/** Props of {@link GradeBoundariesForm}. */
export interface GradeBoundariesFormProps {
  boundaries: GradeBoundariesRow;
  onDone: () => void;
}

/** Edits the term's four minimum boundaries (100 ≥ A > B > C > D ≥ 0); a failed save keeps what was typed. */
export function GradeBoundariesForm({ boundaries, onDone }: GradeBoundariesFormProps) {
  const update = useUpdateGradeBoundaries();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<BoundariesFormValues>({
    resolver: zodResolver(BoundariesFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      gradeAMin: boundaries.gradeAMin,
      gradeBMin: boundaries.gradeBMin,
      gradeCMin: boundaries.gradeCMin,
      gradeDMin: boundaries.gradeDMin,
    },
  });
  const orderError = errors.root?.message;

  const onSubmit = handleSubmit(async (values) => {
    if (update.isPending) return;
    try {
      await update.mutateAsync({ id: boundaries.id, ...values });
      onDone();
    } catch {
      // Shown below from update.error; the typed values stay in the form.
    }
  });

  return (
    <Form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-2" aria-label="Grade boundaries">
      <div className="d-flex flex-wrap align-items-start gap-3">
        {FIELDS.map((field) => (
          <Form.Group key={field.name} controlId={`boundary-${field.name}`} style={{ width: '7rem' }}>
            <Form.Label className="small mb-1">{field.label}</Form.Label>
            <Form.Control
              type="number"
              min={0}
              max={100}
              step="any"
              isInvalid={Boolean(errors[field.name])}
              {...register(field.name, { valueAsNumber: true })}
            />
            <Form.Control.Feedback type="invalid">{errors[field.name]?.message}</Form.Control.Feedback>
          </Form.Group>
        ))}
        <div className="d-flex gap-2 align-self-end">
          <Button type="submit" disabled={update.isPending} aria-busy={update.isPending}>
            {update.isPending ? <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
            Save boundaries
          </Button>
          <Button variant="outline-secondary" onClick={onDone} disabled={update.isPending}>
            Cancel
          </Button>
        </div>
      </div>
      <p className="small text-body-secondary mt-2 mb-0">
        These boundaries apply to every subject of term {boundaries.term} this academic year.
      </p>
      {orderError ? (
        <Alert variant="danger" className="mt-2 mb-0 py-2">
          {orderError}
        </Alert>
      ) : null}
      {update.isError ? (
        <Alert variant="danger" className="mt-2 mb-0 py-2">
          {toApiError(update.error, 'The grade boundaries could not be saved.').message}
        </Alert>
      ) : null}
    </Form>
  );
}
