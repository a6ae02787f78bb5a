import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { ConflictNotice } from '@/components/conflict-notice';
import { UnsavedChangesGuard } from '@/components/entry-grid/unsaved-changes-guard';
import type { LeapsEvent } from '@/features/leaps/api/leaps-schemas';
import { useCreateLeapsEvent, useUpdateLeapsEvent } from '@/features/leaps/api/leaps-event-writes';
import { toApiError } from '@/lib/api-error';
import { clearDraft, useDraftPersistence } from '@/lib/draft-storage';
import { LeapsEventBodySchema, type LeapsEventBody } from '@/domain/leaps/bodies';
import { isMutationInFlight } from '@/lib/use-single-flight-mutation';
import { eventDraftKey, readEventDraft, type EventDraft } from './event-draft';
import { EventFields } from './event-fields';
import {
  EMPTY_EVENT_VALUES,
  formPathOf,
  looseValues,
  signatureOf,
  toFormDefaults,
  valuesOfEvent,
  type EventFormInput,
} from './event-form-values';
import { EventStudentsField } from './event-students-field';
import '@/features/leaps/components/leaps.css';

export interface EventFormProps {
  /** The event being edited; null on the add screen. */
  event: LeapsEvent | null;
  userId: string;
  cancelHref: string;
  /** Called once the event is saved and nothing is left unsaved (the page then leaves). */
  onSaved: (event: LeapsEvent) => void;
  /** Fetches the event again after a 409; answers the latest saved one. */
  refetch?: () => Promise<LeapsEvent | undefined>;
}

const namesOf = (event: LeapsEvent | null) =>
  Object.fromEntries((event?.students ?? []).map((student) => [student.id, student.fullName]));

/** Add or edit a LEAPS event: validated with the backend's own schema, kept as a draft until saved, 409 keeps the input. */
export function EventForm({ event, userId, cancelHref, onSaved, refetch }: EventFormProps) {
  const draftKey = eventDraftKey(userId, event?.id ?? null);
  const savedValues = useMemo(() => (event ? valuesOfEvent(event) : EMPTY_EVENT_VALUES), [event]);
  const [restored] = useState(() => readEventDraft(draftKey));
  const [version, setVersion] = useState<number | null>(restored?.version ?? event?.version ?? null);
  const [names, setNames] = useState<Record<string, string>>(() => ({ ...namesOf(event), ...restored?.names }));
  const [baseline, setBaseline] = useState(() => signatureOf(savedValues));
  const [dirty, setDirty] = useState(false);
  const [conflict, setConflict] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [showRestored, setShowRestored] = useState(restored !== null);
  const [saved, setSaved] = useState<LeapsEvent | null>(null);
  const form = useForm<EventFormInput, unknown, LeapsEventBody>({
    resolver: zodResolver(LeapsEventBodySchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: toFormDefaults(restored?.values ?? savedValues),
  });

  const isDirty = useCallback(() => signatureOf(looseValues(form.getValues())) !== baseline, [form, baseline]);
  const scheduleDraft = useDraftPersistence(draftKey, (): EventDraft | null =>
    isDirty() ? { version, values: looseValues(form.getValues()), names } : null,
  );
  const onEdit = useCallback(() => {
    setDirty(isDirty());
    scheduleDraft();
  }, [isDirty, scheduleDraft]);
  useEffect(() => form.subscribe({ formState: { values: true }, callback: onEdit }), [form, onEdit]);
  useEffect(() => {
    if (saved) onSaved(saved);
  }, [saved, onSaved]);

  const create = useCreateLeapsEvent();
  const update = useUpdateLeapsEvent(event?.id ?? '');
  const pending = create.isPending || update.isPending;

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      const result = event
        ? await update.mutateAsync({ ...values, version: version ?? event.version })
        : await create.mutateAsync(values);
      setBaseline(signatureOf(looseValues(form.getValues())));
      clearDraft(draftKey);
      setDirty(false);
      setSaved(result);
    } catch (error) {
      if (isMutationInFlight(error)) return;
      const info = toApiError(error, 'The LEAPS event could not be saved.');
      if (info.status === 409) {
        setConflict(true);
        return;
      }
      const named = Object.entries(info.fieldErrors).flatMap(([key, message]) => {
        const path = formPathOf(key);
        return path ? [{ path, message }] : [];
      });
      named.forEach(({ path, message }, index) =>
        form.setError(path, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
      if (named.length === 0 || named.length < Object.keys(info.fieldErrors).length) setProblem(info.message);
    }
  });

  const loadSaved = (latest: LeapsEvent | null) => {
    const values = latest ? valuesOfEvent(latest) : EMPTY_EVENT_VALUES;
    setBaseline(signatureOf(values));
    setVersion(latest?.version ?? null);
    setNames(namesOf(latest));
    form.reset(toFormDefaults(values));
    clearDraft(draftKey);
    setShowRestored(false);
    setConflict(false);
    setDirty(false);
  };
  const keepMine = async () => {
    const latest = await refetch?.();
    if (latest) {
      setVersion(latest.version);
      setBaseline(signatureOf(valuesOfEvent(latest)));
    }
    setConflict(false);
    scheduleDraft();
  };
  const loadTheirs = async () => loadSaved((await refetch?.()) ?? event);

  return (
    <Form
      noValidate
      onSubmit={(submitEvent) => void onSubmit(submitEvent)}
      className="leaps-form"
      aria-label={event ? 'Edit LEAPS event' : 'Add LEAPS event'}
    >
      <UnsavedChangesGuard when={dirty} body="Your LEAPS event stays as a draft in this browser until you save it." />
      {showRestored ? (
        <Alert variant="info" className="d-flex align-items-center gap-3 flex-wrap">
          <span className="me-auto">Your unsaved changes to this LEAPS event were restored from this browser.</span>
          <Button size="sm" variant="outline-secondary" onClick={() => loadSaved(event)}>
            Discard draft
          </Button>
        </Alert>
      ) : null}
      {conflict ? (
        <ConflictNotice
          heading="Someone else changed this LEAPS event while you were editing it."
          body="Your changes are still here and kept as a draft. Keep yours to save them over the other changes, or load the other changes instead."
          keepMineLabel="Keep mine"
          loadTheirsLabel="Load their changes"
          onKeepMine={() => void keepMine()}
          onLoadTheirs={() => void loadTheirs()}
        />
      ) : null}
      <EventFields control={form.control} register={form.register} />
      <EventStudentsField
        control={form.control}
        register={form.register}
        names={names}
        onNames={(found) => setNames((current) => ({ ...current, ...found }))}
      />
      {event && event.otherStudentsCount > 0 ? (
        <p className="small text-body-secondary mt-2 mb-0">
          This event also lists {event.otherStudentsCount} student{event.otherStudentsCount === 1 ? '' : 's'} of classes
          you do not keep LEAPS records for; they stay on it.
        </p>
      ) : null}
      {problem ? (
        <Alert variant="danger" role="alert" className="mt-3 mb-0">
          {problem}
        </Alert>
      ) : null}
      <div className="d-flex align-items-center gap-2 flex-wrap mt-3">
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {pending ? <Spinner size="sm" aria-hidden="true" className="me-2" /> : null}
          {pending ? 'Saving…' : 'Save event'}
        </Button>
        <Link to={cancelHref} className="btn btn-outline-secondary">
          Cancel
        </Link>
        <span className="small text-body-secondary" role="status">
          {dirty ? 'Unsaved changes are kept as a draft in this browser.' : ''}
        </span>
      </div>
    </Form>
  );
}
