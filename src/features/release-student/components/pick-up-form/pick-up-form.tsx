import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { UnsavedChangesGuard } from '@/components/entry-grid/unsaved-changes-guard';
import { FormProblem, SaveButton } from '@/components/record-form/record-form-parts';
import { useRecordForm } from '@/components/record-form/use-record-form';
import { useCreatePickUpRequest } from '@/features/release-student/api/pick-up-requests';
import { formatDate } from '@/lib/format-date';
import { PickUpRequestBodySchema } from '@/domain/release-student/bodies';
import { EMPTY_PICK_UP_DRAFT, isEmptyDraft, pickUpDraftKey, PickUpDraftSchema } from './pick-up-draft';
import { PickUpFields } from './pick-up-fields';
import { draftOf, formFieldOf, toFormDefaults } from './pick-up-form-values';

interface PickUpFormProps {
  /** The page's day: the request is logged for it. */
  date: string;
  userId: string;
  /** Closes the form; what was typed is gone by then (saved or discarded). */
  onClose: () => void;
}

/**
 * Logs a pick-up request with the backend's own body schema: 422 shown on the field it names, 409 (released today)
 * on the student, the rest above the buttons; what was typed stays as a browser draft until saved or discarded.
 */
export function PickUpForm({ date, userId, onClose }: PickUpFormProps) {
  const [discarding, setDiscarding] = useState(false);
  const create = useCreatePickUpRequest();
  const { form, dirty, restored, problem, submit, saving, discard } = useRecordForm({
    schema: PickUpRequestBodySchema,
    saved: undefined,
    toValues: () => EMPTY_PICK_UP_DRAFT,
    toForm: (values) => toFormDefaults(values, date),
    fromForm: draftOf,
    toBody: (body) => body,
    draftKey: pickUpDraftKey(userId),
    draft: {
      schema: PickUpDraftSchema,
      toStored: (values) => values,
      fromStored: (values) => (isEmptyDraft(values) ? null : { values, version: null }),
    },
    // Only spaces typed is as good as nothing typed.
    signatureOf: (values) => (isEmptyDraft(values) ? '' : JSON.stringify(values)),
    save: (body) => create.mutateAsync(body),
    fieldOf: formFieldOf,
    conflictField: 'studentId',
    errorFallback: 'The pick-up request could not be logged.',
    onSaved: onClose,
  });

  useEffect(() => form.setValue('date', date), [form, date]);
  useEffect(() => form.setFocus('studentId'), [form]);

  const close = () => {
    discard();
    onClose();
  };

  return (
    <Form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label="Log pick-up request"
      className="border rounded bg-body p-3 mb-3"
    >
      <UnsavedChangesGuard when={dirty} body="The pick-up request stays as a draft in this browser until you save it." />
      <h2 className="h5 mb-3">Log pick-up request for {formatDate(date)}</h2>
      {restored ? (
        <Alert variant="info" className="py-2">
          Your unsaved pick-up request was restored from this browser.
        </Alert>
      ) : null}
      <PickUpFields control={form.control} register={form.register} />
      <FormProblem problem={problem} />
      <div className="d-flex align-items-center gap-2 flex-wrap mt-3">
        <SaveButton saving={saving} label="Save request" />
        <Button
          variant="outline-secondary"
          disabled={saving}
          onClick={() => (dirty ? setDiscarding(true) : close())}
        >
          Cancel
        </Button>
        <span className="small text-body-secondary" role="status">
          {dirty ? 'Unsaved changes are kept as a draft in this browser.' : ''}
        </span>
      </div>
      <ConfirmDialog
        show={discarding}
        title="Discard this pick-up request?"
        body="What you typed is removed from this browser."
        confirmLabel="Discard"
        confirmVariant="danger"
        cancelLabel="Keep editing"
        onConfirm={close}
        onHide={() => setDiscarding(false)}
      />
    </Form>
  );
}
