import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useWatch } from 'react-hook-form';
import { ConflictNotice } from '@/components/conflict-notice';
import { HistoryButton } from '@/components/record-history/history-button';
import { RestoredDraftNotice } from '@/components/record-form/record-form-parts';
import { useRecordForm, versionedDraft } from '@/components/record-form/use-record-form';
import type { CalendarEvent } from '@/features/calendar/api/calendar-schemas';
import type { CalendarClass } from '@/features/calendar/components/class-picker';
import { useCreateCalendarEvent, useUpdateCalendarEvent } from '@/features/calendar/api/calendar-event-writes';
import { fetchCalendarEvent } from '@/features/calendar/api/calendar-events';
import { CALENDAR_EVENT_TYPES, CALENDAR_EVENT_TYPE_LABELS } from '@/domain/calendar/bodies';
import { useSession } from '@/lib/session/session-context';
import { showToast } from '@/lib/toast-store';
import { EventDateField, EventTimeField, WeekdayChecks } from './event-when-fields';
import {
  calendarEventDraftKey,
  endTimeKeepingLength,
  EventFormResolverSchema,
  EventFormSchema,
  REPEATS,
  REPEAT_LABELS,
  serverFieldOf,
  toBody,
  valuesOf,
  weekdayOf,
  type EventFormValues,
} from './event-form-values';

interface EventFormDialogProps {
  /** The event being edited; null to add one on `day`. */
  event: CalendarEvent | null;
  day: string;
  /** The calendars it can be put on besides the whole school's, and the one a new event starts on ('' = school). */
  classes: readonly CalendarClass[];
  classYearId: string;
  onClose: () => void;
  onDelete?: () => void;
}

/**
 * Add or edit an event in a dialog; a 422 lands on its field, a 409 offers to keep what was typed or load the other
 * change; what was typed stays as a draft in this browser until saved or discarded, also when the dialog closes.
 */
export function EventFormDialog({ event, day, classes, classYearId, onClose, onDelete }: EventFormDialogProps) {
  const { user } = useSession();
  const create = useCreateCalendarEvent();
  const update = useUpdateCalendarEvent(event?.id ?? '');
  const { form, restored, conflict, problem, submit, saving: pending, discard } = useRecordForm({
    schema: EventFormResolverSchema,
    saved: event ?? undefined,
    toValues: (saved?: CalendarEvent) => valuesOf(saved ?? null, day, classYearId),
    toForm: (values) => values,
    fromForm: (input) => input,
    toBody: (values: EventFormValues, version) => ({ body: toBody(values), version }),
    draftKey: calendarEventDraftKey(user.id, event?.id ?? null, day),
    draft: versionedDraft(EventFormSchema),
    save: ({ body, version }) =>
      event ? update.mutateAsync({ ...body, version: version ?? event.version }) : create.mutateAsync(body),
    reload: event ? () => fetchCalendarEvent(event.id) : undefined,
    versionOf: (record) => record.version,
    fieldOf: serverFieldOf,
    errorFallback: 'The event could not be saved.',
    onSaved: (saved: CalendarEvent) => {
      showToast({ variant: 'success', message: `Saved the event “${saved.title}”.` });
      onClose();
    },
  });
  const { register, formState, control, getValues, setValue } = form;
  const allDay = useWatch({ control, name: 'allDay' });
  const repeats = useWatch({ control, name: 'repeats' });
  // A one-day event stays one day when its start moves, and a weekly repeat on the start's weekday follows it.
  const followStart = (start: string) => {
    const { startDate, endDate, weekdays } = getValues();
    if (endDate === startDate || endDate < start) setValue('endDate', start);
    const previousWeekday = weekdayOf(startDate);
    const nextWeekday = weekdayOf(start);
    if (nextWeekday && weekdays.length === 1 && weekdays[0] === previousWeekday) setValue('weekdays', [nextWeekday]);
  };
  // An event within one day keeps its length when its start time moves, as long as it still ends that day.
  const followStartTime = (start: string) => {
    const { startDate, endDate, startTime, endTime } = getValues();
    const end = endTimeKeepingLength(startTime, endTime, start);
    if (startDate === endDate && end) setValue('endTime', end);
  };
  // Weekly on the start's weekday, as the event would repeat anyway with none ticked: the choice is in view.
  const preselectWeekday = () => {
    const { repeats: chosen, weekdays, startDate } = getValues();
    const weekday = weekdayOf(startDate);
    if (chosen === 'WEEKLY' && weekdays.length === 0 && weekday) setValue('weekdays', [weekday]);
  };

  const error = (name: keyof EventFormValues) => formState.errors[name]?.message;
  return (
    <Modal show onHide={onClose} aria-labelledby="calendar-event-title">
      <Form noValidate onSubmit={(submitEvent) => void submit(submitEvent)}>
        <Modal.Header closeButton>
          <Modal.Title id="calendar-event-title">{event ? 'Edit event' : 'Add event'}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {restored ? (
            <RestoredDraftNotice onDiscard={discard}>
              Your unsaved changes to this event were restored from this browser.
            </RestoredDraftNotice>
          ) : null}
          {conflict ? (
            <ConflictNotice
              heading={conflict.message}
              body="Your changes are still here and kept as a draft. Keep yours to save them over the other changes, or load the other changes instead."
              keepMineLabel="Keep mine"
              loadTheirsLabel="Load their changes"
              onKeepMine={() => void conflict.keepMine()}
              onLoadTheirs={() => void conflict.loadTheirs()}
              busy={conflict.busy}
            />
          ) : null}
          {problem && <Alert variant="danger">{problem}</Alert>}
          <Form.Group className="mb-3" controlId="calendar-title">
            <Form.Label>Title</Form.Label>
            <Form.Control {...register('title')} isInvalid={!!error('title')} />
            <Form.Control.Feedback type="invalid">{error('title')}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-3" controlId="calendar-type">
            <Form.Label>Type</Form.Label>
            <Form.Select {...register('type')}>
              {CALENDAR_EVENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {CALENDAR_EVENT_TYPE_LABELS[type]}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Form.Group className="mb-3" controlId="calendar-class">
            <Form.Label>Calendar</Form.Label>
            <Form.Select {...register('classYearId')} isInvalid={!!error('classYearId')}>
              <option value="">Whole school</option>
              {classes.map((row) => (
                <option key={row.id} value={row.id}>
                  {row.name}
                </option>
              ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid">{error('classYearId')}</Form.Control.Feedback>
          </Form.Group>
          <Form.Check className="mb-3" id="calendar-all-day" label="All day" {...register('allDay')} />
          <div className="calendar-event-when mb-3">
            <EventDateField control={control} name="startDate" label="Starts on" onPicked={followStart} />
            {!allDay && <EventTimeField control={control} name="startTime" label="Start time" onPicked={followStartTime} />}
          </div>
          <div className="calendar-event-when mb-3">
            <EventDateField control={control} name="endDate" label="Ends on" />
            {!allDay && <EventTimeField control={control} name="endTime" label="End time" />}
          </div>
          <Form.Group className="mb-3" controlId="calendar-repeats">
            <Form.Label>Repeats</Form.Label>
            <Form.Select {...register('repeats', { onChange: preselectWeekday })} isInvalid={!!error('repeats')}>
              {REPEATS.map((value) => (
                <option key={value} value={value}>
                  {REPEAT_LABELS[value]}
                </option>
              ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid">{error('repeats')}</Form.Control.Feedback>
          </Form.Group>
          {repeats === 'WEEKLY' && <WeekdayChecks control={control} />}
          {repeats !== 'NONE' && (
            <EventDateField control={control} name="until" label="Repeats until (optional)" className="mb-3" />
          )}
        </Modal.Body>
        <Modal.Footer>
          {event ? (
            <div className="me-auto d-flex gap-2">
              {onDelete && (
                <Button variant="outline-danger" onClick={onDelete} disabled={pending}>
                  Delete event
                </Button>
              )}
              {/* The event's one row: every occurrence of a repeating event opens the series' history. */}
              <HistoryButton look="text" recordType="CalendarEvent" recordId={event.id} title={event.title} className="align-self-center" />
            </div>
          ) : null}
          <Button variant="outline-secondary" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            Save event
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
