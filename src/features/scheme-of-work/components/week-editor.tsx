import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { UnsavedChangesGuard } from '@/components/entry-grid/unsaved-changes-guard';
import { useRecordForm, versionedDraft } from '@/components/record-form/use-record-form';
import type { SchemeOfWorkDetail, SowWeek } from '@/features/scheme-of-work/api/sow-schemas';
import { useSaveSowWeek } from '@/features/scheme-of-work/api/sows';
import { weekDates } from '@/features/scheme-of-work/components/week-dates';
import { weekDraftKey, WeekFormValuesSchema } from './week-draft';
import { bodyOf, fieldOf, signatureOf, valuesOfWeek, WeekFormSchema } from './week-form-values';

export interface WeekEditorProps {
  sow: SchemeOfWorkDetail;
  week: SowWeek;
  userId: string;
  onClose: () => void;
  /** Fetches the scheme again after a 409; answers its latest version. */
  onReload: () => Promise<SchemeOfWorkDetail | undefined>;
}

/** A week as saved: its plan and the version of the scheme it belongs to. */
interface SavedWeek {
  week: SowWeek;
  version: number;
}

/** Edits one week's topics, objectives and lessons; what is typed stays as a draft until saved or discarded. */
export function WeekEditor({ sow, week, userId, onClose, onReload }: WeekEditorProps) {
  const save = useSaveSowWeek();
  const { form, dirty, restored, conflict, problem, submit, saving, discard } = useRecordForm({
    schema: WeekFormSchema,
    saved: { week, version: sow.version } satisfies SavedWeek,
    toValues: (saved?: SavedWeek) => valuesOfWeek(saved?.week ?? week),
    toForm: (values) => values,
    fromForm: (input) => input,
    toBody: (values, version) => bodyOf(values, version ?? sow.version),
    draftKey: weekDraftKey(userId, sow.id, week.number),
    draft: versionedDraft(WeekFormValuesSchema),
    save: (body) => save.mutateAsync({ id: sow.id, week: week.number, body }),
    reload: async () => {
      const latest = await onReload();
      const latestWeek = latest?.weeks.find((row) => row.number === week.number);
      return latest && latestWeek ? { week: latestWeek, version: latest.version } : undefined;
    },
    versionOf: (record) => record.version,
    signatureOf,
    fieldOf,
    errorFallback: 'The week could not be saved.',
    onSaved: onClose,
  });

  const errors = form.formState.errors;
  return (
    <Card className="mb-3" as="section" aria-labelledby="sow-week-editor-title">
      <Card.Body>
        <h2 className="h5" id="sow-week-editor-title">
          Week {week.number} · {weekDates(week)}
        </h2>
        {restored ? <Alert variant="info">Your unsaved draft of this week is restored.</Alert> : null}
        {conflict ? (
          <Alert variant="warning">
            {conflict.message}{' '}
            <Button
              size="sm"
              variant="outline-secondary"
              disabled={conflict.busy}
              onClick={() => void conflict.keepMine()}
            >
              Reload and keep my changes
            </Button>
          </Alert>
        ) : null}
        {problem ? <Alert variant="danger">{problem}</Alert> : null}
        <Form noValidate onSubmit={(event) => void submit(event)}>
          <Form.Group className="mb-3" controlId="sow-week-topics">
            <Form.Label>Topics (one per line)</Form.Label>
            <Form.Control as="textarea" rows={3} isInvalid={Boolean(errors.topics)} {...form.register('topics')} />
            <Form.Control.Feedback type="invalid">{errors.topics?.message}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-3" controlId="sow-week-objectives">
            <Form.Label>Objectives (one per line)</Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              isInvalid={Boolean(errors.objectives)}
              {...form.register('objectives')}
            />
            <Form.Control.Feedback type="invalid">{errors.objectives?.message}</Form.Control.Feedback>
          </Form.Group>
          <fieldset className="mb-3">
            <legend className="form-label fs-6">Lessons</legend>
            {sow.lessonOptions.length === 0 ? (
              <p className="text-body-secondary">There are no lessons for this subject and level in Resources yet.</p>
            ) : (
              sow.lessonOptions.map((lesson) => (
                <Form.Check
                  key={lesson.id}
                  id={`sow-lesson-${lesson.id}`}
                  value={lesson.id}
                  label={`${lesson.name} (${lesson.chapterName}, ${lesson.className})`}
                  isInvalid={Boolean(errors.lessonIds)}
                  {...form.register('lessonIds')}
                />
              ))
            )}
            {errors.lessonIds ? <div className="invalid-feedback d-block">{errors.lessonIds.message}</div> : null}
          </fieldset>
          <div className="d-flex gap-2">
            <Button type="submit" disabled={saving}>
              Save week
            </Button>
            <Button
              variant="outline-secondary"
              onClick={() => {
                discard();
                onClose();
              }}
            >
              {dirty ? 'Discard changes' : 'Close'}
            </Button>
          </div>
        </Form>
      </Card.Body>
      <UnsavedChangesGuard when={dirty} />
    </Card>
  );
}
