import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useWatch } from 'react-hook-form';
import { ConflictNotice } from '@/components/conflict-notice';
import { RestoredDraftNotice } from '@/components/record-form/record-form-parts';
import { useRecordForm, versionedDraft } from '@/components/record-form/use-record-form';
import type { CalendarEvent } from '@/features/calendar/api/calendar-schemas';
import type { CalendarClass } from '@/features/calendar/components/class-picker';
import { useCreateCalendarEvent, useUpdateCalendarEvent } from '@/features/calendar/api/calendar-event-writes';
import { fetchCalendarEvent } from '@/features/calendar/api/calendar-events';
import { CALENDAR_EVENT_TYPES, CALENDAR_EVENT_TYPE_LABELS } from '@/domain/calendar/bodies';
import { WEEKDAYS, WEEKDAY_LABELS } from '@/domain/cca/cca';
import { useSession } from '@/lib/session/session-context';
import {
  calendarEventDraftKey,
  EventFormResolverSchema,
  EventFormSchema,
  REPEATS,
  REPEAT_LABELS,
  serverFieldOf,
  toBody,
  valuesOf,
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
    onSaved: onClose,
  });
  const { register, formState, control } = form;
  const allDay = useWatch({ control, name: 'allDay' });
  const repeats = useWatch({ control, name: 'repeats' });

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
          <div className="d-flex gap-2 mb-3">
            <Form.Group controlId="calendar-start-date">
              <Form.Label>Starts on</Form.Label>
              <Form.Control type="date" {...register('startDate')} isInvalid={!!error('startDate')} />
              <Form.Control.Feedback type="invalid">{error('startDate')}</Form.Control.Feedback>
            </Form.Group>
            {!allDay && (
              <Form.Group controlId="calendar-start-time">
                <Form.Label>Start time</Form.Label>
                <Form.Control type="time" {...register('startTime')} />
              </Form.Group>
            )}
          </div>
          <div className="d-flex gap-2 mb-3">
            <Form.Group controlId="calendar-end-date">
              <Form.Label>Ends on</Form.Label>
              <Form.Control type="date" {...register('endDate')} isInvalid={!!error('endDate')} />
              <Form.Control.Feedback type="invalid">{error('endDate')}</Form.Control.Feedback>
            </Form.Group>
            {!allDay && (
              <Form.Group controlId="calendar-end-time">
                <Form.Label>End time</Form.Label>
                <Form.Control type="time" {...register('endTime')} />
              </Form.Group>
            )}
          </div>
          <Form.Group className="mb-3" controlId="calendar-repeats">
            <Form.Label>Repeats</Form.Label>
            <Form.Select {...register('repeats')} isInvalid={!!error('repeats')}>
              {REPEATS.map((value) => (
                <option key={value} value={value}>
                  {REPEAT_LABELS[value]}
                </option>
              ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid">{error('repeats')}</Form.Control.Feedback>
          </Form.Group>
          {repeats === 'WEEKLY' && (
            <fieldset className="mb-3">
              <legend className="form-label fs-6">Repeats on</legend>
              {WEEKDAYS.map((weekday) => (
                <Form.Check
                  key={weekday}
                  inline
                  id={`calendar-weekday-${weekday}`}
                  label={WEEKDAY_LABELS[weekday]}
                  value={weekday}
                  {...register('weekdays')}
                />
              ))}
            </fieldset>
          )}
          {repeats !== 'NONE' && (
            <Form.Group className="mb-3" controlId="calendar-until">
              <Form.Label>Repeats until (optional)</Form.Label>
              <Form.Control type="date" {...register('until')} isInvalid={!!error('until')} />
              <Form.Control.Feedback type="invalid">{error('until')}</Form.Control.Feedback>
            </Form.Group>
          )}
        </Modal.Body>
        <Modal.Footer>
          {onDelete && (
            <Button variant="outline-danger" className="me-auto" onClick={onDelete} disabled={pending}>
              Delete event
            </Button>
          )}
          <Button variant="secondary" onClick={onClose} disabled={pending}>
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
