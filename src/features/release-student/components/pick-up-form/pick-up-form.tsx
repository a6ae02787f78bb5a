import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useForm } from 'react-hook-form';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { UnsavedChangesGuard } from '@/components/entry-grid/unsaved-changes-guard';
import { useCreatePickUpRequest } from '@/features/release-student/api/pick-up-requests';
import { toApiError } from '@/lib/api-error';
import { formatDate } from '@/lib/format-date';
import { PickUpRequestBodySchema, type PickUpRequestBody } from '@/domain/release-student/bodies';
import { isMutationInFlight } from '@/lib/use-single-flight-mutation';
import {
  clearPickUpDraft,
  EMPTY_PICK_UP_DRAFT,
  isEmptyDraft,
  pickUpDraftKey,
  readPickUpDraft,
  usePickUpDraftPersistence,
} from './pick-up-draft';
import { PickUpFields } from './pick-up-fields';
import { draftOf, formFieldOf, toFormDefaults, type PickUpFormInput } from './pick-up-form-values';

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
  const draftKey = pickUpDraftKey(userId);
  const [restored] = useState(() => readPickUpDraft(draftKey));
  const [dirty, setDirty] = useState(restored !== null);
  const [problem, setProblem] = useState<string | null>(null);
  const [discarding, setDiscarding] = useState(false);
  const form = useForm<PickUpFormInput, unknown, PickUpRequestBody>({
    resolver: zodResolver(PickUpRequestBodySchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: toFormDefaults(restored ?? EMPTY_PICK_UP_DRAFT, date),
  });
  const create = useCreatePickUpRequest();

  useEffect(() => form.setValue('date', date), [form, date]);
  const current = useCallback(() => draftOf(form.getValues()), [form]);
  const scheduleDraft = usePickUpDraftPersistence(draftKey, current);
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: () => {
          setDirty(!isEmptyDraft(current()));
          scheduleDraft();
        },
      }),
    [form, current, scheduleDraft],
  );
  useEffect(() => form.setFocus('studentId'), [form]);

  const close = () => {
    form.reset(toFormDefaults(EMPTY_PICK_UP_DRAFT, date));
    clearPickUpDraft(draftKey);
    setDirty(false);
    onClose();
  };

  const onSubmit = form.handleSubmit(async (body) => {
    setProblem(null);
    try {
      await create.mutateAsync(body);
      close();
    } catch (error) {
      if (isMutationInFlight(error)) return;
      const info = toApiError(error, 'The pick-up request could not be logged.');
      if (info.status === 409) {
        form.setError('studentId', { type: 'server', message: info.message }, { shouldFocus: true });
        return;
      }
      const named = Object.entries(info.fieldErrors).flatMap(([key, message]) => {
        const field = formFieldOf(key);
        return field ? [{ field, message }] : [];
      });
      named.forEach(({ field, message }, index) =>
        form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
      const unnamed = Object.entries(info.fieldErrors).filter(([key]) => formFieldOf(key) === null);
      if (named.length === 0 || unnamed.length > 0) setProblem(unnamed[0]?.[1] ?? info.message);
    }
  });

  return (
    <Form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
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
      {problem ? (
        <Alert variant="danger" role="alert" className="mt-3 mb-0">
          {problem}
        </Alert>
      ) : null}
      <div className="d-flex align-items-center gap-2 flex-wrap mt-3">
        <Button type="submit" disabled={create.isPending} aria-busy={create.isPending}>
          {create.isPending ? <Spinner size="sm" aria-hidden="true" className="me-2" /> : null}
          {create.isPending ? 'Saving…' : 'Save request'}
        </Button>
        <Button
          variant="outline-secondary"
          disabled={create.isPending}
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
