import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { ConflictNotice } from '@/components/conflict-notice';
import type { GradeBoundariesRow } from '@/domain/gradebook/responses';
import { useUpdateGradeBoundaries } from '@/features/gradebook/api/update-grade-boundaries';
import { BoundariesFormSchema, type BoundariesFormValues } from '@/features/gradebook/rules/boundaries-form-schema';
import { toApiError } from '@/lib/api-error';
import { isMutationInFlight } from '@/lib/use-single-flight-mutation';

const FIELDS = [
  { name: 'gradeAMin', label: 'A from' },
  { name: 'gradeBMin', label: 'B from' },
  { name: 'gradeCMin', label: 'C from' },
  { name: 'gradeDMin', label: 'D from' },
] as const;

/** Props of {@link GradeBoundariesForm}. */
export interface GradeBoundariesFormProps {
  boundaries: GradeBoundariesRow;
  /** Fetches the saved boundaries again (after a 409). */
  onReload: () => Promise<GradeBoundariesRow | null>;
  onDone: () => void;
}

const valuesOf = ({ gradeAMin, gradeBMin, gradeCMin, gradeDMin }: GradeBoundariesRow): BoundariesFormValues => ({
  gradeAMin,
  gradeBMin,
  gradeCMin,
  gradeDMin,
});

/**
 * Edits the term's four minimum boundaries (100 ≥ A > B > C > D ≥ 0); a failed save keeps what was typed. The save
 * sends the version the form was opened on: when someone saved the boundaries in between, the 409 is explained and the
 * user keeps theirs (saved over knowingly) or loads the other values.
 */
export function GradeBoundariesForm({ boundaries, onReload, onDone }: GradeBoundariesFormProps) {
  const update = useUpdateGradeBoundaries();
  // The sheet may be fetched again while the form is open: the typed values stay based on what was opened.
  const [version, setVersion] = useState(boundaries.version);
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<BoundariesFormValues>({
    resolver: zodResolver(BoundariesFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: valuesOf(boundaries),
  });
  const orderError = errors.root?.message;

  const onSubmit = handleSubmit(async (values) => {
    if (update.isPending) return;
    try {
      await update.mutateAsync({ id: boundaries.id, ...values, version });
      onDone();
    } catch (error) {
      // Any other failure is shown below from update.error; the typed values stay in the form.
      if (!isMutationInFlight(error) && toApiError(error).status === 409) setConflict(true);
    }
  });

  /** Reloads the saved boundaries; `keep` says whether the typed values stay (to be saved over theirs). */
  async function resolveConflict(keep: boolean) {
    setReloading(true);
    try {
      const latest = await onReload();
      if (latest) {
        setVersion(latest.version);
        if (!keep) reset(valuesOf(latest));
      }
      update.reset();
      setConflict(false);
    } finally {
      setReloading(false);
    }
  }

  return (
    <Form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-2" aria-label="Grade boundaries">
      {conflict ? (
        <ConflictNotice
          heading="Someone else changed these grade boundaries after you opened them."
          body="Nothing was saved and your values are still here. Keep yours to save them over the other change, or load the other values instead."
          keepMineLabel="Keep mine"
          onKeepMine={() => void resolveConflict(true)}
          loadTheirsLabel="Load theirs"
          onLoadTheirs={() => void resolveConflict(false)}
          busy={reloading}
        />
      ) : null}
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
      {update.isError && !conflict ? (
        <Alert variant="danger" className="mt-2 mb-0 py-2">
          {toApiError(update.error, 'The grade boundaries could not be saved.').message}
        </Alert>
      ) : null}
    </Form>
  );
}
