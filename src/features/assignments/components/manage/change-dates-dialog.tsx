import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ConflictNotice } from '@/components/conflict-notice';
import { FormDateField } from '@/components/record-form/form-date-field';
import { ChangeIssuedDatesSchema, type ChangeIssuedDates } from '@/domain/lesson-content/assignment-settings';
import { studentsCountText } from '@/domain/lesson-content/issued-work';
import type { IssuedAssignmentDetail } from '@/features/assignments/api/grading-schemas';
import { useChangeIssuedDates } from '@/features/assignments/api/manage-issued';
import { toApiError } from '@/lib/api-error';
import { formatDate } from '@/lib/format-date';
import { showToast } from '@/lib/toast-store';
import { isMutationInFlight } from '@/lib/use-single-flight-mutation';

type DatesInput = z.input<typeof ChangeIssuedDatesSchema>;
const DATE_FIELDS = ['startDate', 'dueDate'] as const;

interface ChangeDatesDialogProps {
  assignment: IssuedAssignmentDetail;
  /** Reloads the assignment after a 409, for "Keep mine" (its version) or "Load theirs" (its dates). */
  onReload: () => Promise<IssuedAssignmentDetail | undefined>;
  onHide: () => void;
}

/**
 * New start and due dates for issued work, checked by the schema of assigning (the server applies the same). A 409
 * keeps what was typed: "Keep mine and save again" adopts the newer version, "Load their dates" shows theirs. Mounted
 * while shown, so it opens with the assignment's dates each time.
 */
export function ChangeDatesDialog({ assignment, onReload, onHide }: ChangeDatesDialogProps) {
  const change = useChangeIssuedDates(assignment.id);
  const { control, handleSubmit, setError, setValue, reset } = useForm<DatesInput, unknown, ChangeIssuedDates>({
    resolver: zodResolver(ChangeIssuedDatesSchema),
    defaultValues: { startDate: assignment.startDate, dueDate: assignment.dueDate, version: assignment.version },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [conflict, setConflict] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);
  const saving = change.isPending;

  const save = handleSubmit(async (values) => {
    setRefusal(null);
    try {
      const saved = await change.mutateAsync(values);
      showToast({ variant: 'success', message: `Dates changed: from ${formatDate(saved.startDate)}, due ${formatDate(saved.dueDate)}.` });
      onHide();
    } catch (error) {
      if (isMutationInFlight(error)) return;
      const { status, message, fieldErrors } = toApiError(error, 'The dates could not be changed.');
      if (status === 409) {
        setConflict(message);
        return;
      }
      const named = DATE_FIELDS.filter((field) => fieldErrors[field]);
      if (status === 422 && named.length > 0) {
        named.forEach((field, index) => setError(field, { message: fieldErrors[field] }, { shouldFocus: index === 0 }));
        return;
      }
      setRefusal(message);
    }
  });

  async function reload(keepMine: boolean) {
    setReloading(true);
    try {
      const latest = await onReload();
      if (!latest) return;
      if (keepMine) setValue('version', latest.version);
      else reset({ startDate: latest.startDate, dueDate: latest.dueDate, version: latest.version });
      setConflict(null);
    } finally {
      setReloading(false);
    }
  }

  return (
    <Modal show onHide={saving ? () => undefined : onHide} backdrop={saving ? 'static' : true} keyboard={!saving} aria-labelledby="change-dates-title" centered>
      <Form noValidate onSubmit={(event) => void save(event)} aria-labelledby="change-dates-title">
        <Modal.Header closeButton={!saving} closeLabel="Close">
          <Modal.Title id="change-dates-title" as="h2" className="h5">
            Change dates
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="text-body-secondary small">
            “{assignment.title}”: the new dates apply to {studentsCountText(assignment.studentsCount)} at once.
          </p>
          {conflict ? (
            <ConflictNotice
              heading={conflict}
              body="Your dates are kept here."
              keepMineLabel="Keep mine and save again"
              onKeepMine={() => void reload(true)}
              loadTheirsLabel="Load their dates"
              onLoadTheirs={() => void reload(false)}
              busy={reloading}
            />
          ) : null}
          {refusal ? <Alert variant="danger">{refusal}</Alert> : null}
          <FormDateField control={control} name="startDate" label="Start date" id="issued-startDate" />
          <FormDateField control={control} name="dueDate" label="Due date" id="issued-dueDate" />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onHide} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving || conflict !== null} aria-busy={saving}>
            {saving ? <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
            Save dates
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
