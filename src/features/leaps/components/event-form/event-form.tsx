import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router-dom';
import { ConflictNotice } from '@/components/conflict-notice';
import { UnsavedChangesGuard } from '@/components/entry-grid/unsaved-changes-guard';
import { FormProblem, RestoredDraftNotice, SaveButton } from '@/components/record-form/record-form-parts';
import { useRecordForm } from '@/components/record-form/use-record-form';
import type { LeapsEvent } from '@/domain/leaps/responses';
import { useCreateLeapsEvent, useUpdateLeapsEvent } from '@/features/leaps/api/leaps-event-writes';
import { LeapsEventBodySchema, type LeapsEventBody } from '@/domain/leaps/bodies';
import { eventDraftKey, EventDraftSchema, type EventFormValues } from './event-draft';
import { EventFields } from './event-fields';
import { EMPTY_EVENT_VALUES, formPathOf, looseValues, toFormDefaults, valuesOfEvent } from './event-form-values';
import { EventStudentsField } from './event-students-field';
import '@/features/leaps/components/leaps.css';
import { countOf } from '@/domain/school/count-words';

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

const namesOf = (event: LeapsEvent | null | undefined) =>
  Object.fromEntries((event?.students ?? []).map((student) => [student.id, student.fullName]));

/** Add or edit a LEAPS event: validated with the backend's own schema, kept as a draft until saved, 409 keeps the input. */
export function EventForm({ event, userId, cancelHref, onSaved, refetch }: EventFormProps) {
  const create = useCreateLeapsEvent();
  const update = useUpdateLeapsEvent(event?.id ?? '');
  const [names, setNames] = useState<Record<string, string>>(() => namesOf(event));
  const { form, dirty, restored, restoredDraft, conflict, problem, submit, saving, discard } = useRecordForm({
    schema: LeapsEventBodySchema,
    saved: event ?? undefined,
    toValues: (saved?: LeapsEvent): EventFormValues => (saved ? valuesOfEvent(saved) : EMPTY_EVENT_VALUES),
    toForm: toFormDefaults,
    fromForm: looseValues,
    toBody: (body: LeapsEventBody, version) => ({ body, version }),
    draftKey: eventDraftKey(userId, event?.id ?? null),
    draft: {
      schema: EventDraftSchema,
      // The chosen students' names go with the draft, so a restored draft shows them before the server answers.
      toStored: (values, version) => ({ version, values, names: shownNames }),
      fromStored: ({ values, version }) => ({ values, version }),
    },
    save: ({ body, version }) =>
      event ? update.mutateAsync({ ...body, version: version ?? event.version }) : create.mutateAsync(body),
    reload: refetch,
    versionOf: (record) => record.version,
    fieldOf: formPathOf,
    errorFallback: 'The LEAPS event could not be saved.',
    onReloaded: (latest) => setNames((current) => ({ ...current, ...namesOf(latest) })),
    onSaved,
  });
  const shownNames: Record<string, string> = { ...restoredDraft?.names, ...names };

  return (
    <Form
      noValidate
      onSubmit={(submitEvent) => void submit(submitEvent)}
      className="leaps-form"
      aria-label={event ? 'Edit LEAPS event' : 'Add LEAPS event'}
    >
      <UnsavedChangesGuard when={dirty} body="Your LEAPS event stays as a draft in this browser until you save it." />
      {restored ? (
        <RestoredDraftNotice onDiscard={discard}>
          Your unsaved changes to this LEAPS event were restored from this browser.
        </RestoredDraftNotice>
      ) : null}
      {conflict ? (
        <ConflictNotice
          busy={conflict.busy}
          heading="Someone else changed this LEAPS event while you were editing it."
          body="Your changes are still here and kept as a draft. Keep yours to save them over the other changes, or load the other changes instead."
          keepMineLabel="Keep mine"
          loadTheirsLabel="Load their changes"
          onKeepMine={() => void conflict.keepMine()}
          onLoadTheirs={() => void conflict.loadTheirs()}
        />
      ) : null}
      <EventFields control={form.control} register={form.register} />
      <EventStudentsField
        control={form.control}
        register={form.register}
        names={shownNames}
        onNames={(found) => setNames((current) => ({ ...current, ...found }))}
      />
      {event && event.otherStudentsCount > 0 ? (
        <p className="small text-body-secondary mt-2 mb-0">
          This event also lists {countOf(event.otherStudentsCount, 'student')} of classes
          you do not keep LEAPS records for; they stay on it.
        </p>
      ) : null}
      <FormProblem problem={problem} />
      <div className="d-flex align-items-center gap-2 flex-wrap mt-3">
        <SaveButton saving={saving} label="Save event" />
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
