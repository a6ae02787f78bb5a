import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch } from 'react-hook-form';
import { UnsavedChangesGuard } from '@/components/entry-grid/unsaved-changes-guard';
import type { SchemeOfWorkDetail, SowWeek } from '@/features/scheme-of-work/api/sow-schemas';
import { useSaveSowWeek } from '@/features/scheme-of-work/api/sows';
import { weekDates } from '@/features/scheme-of-work/components/week-dates';
import { toApiError } from '@/lib/api-error';
import { isMutationInFlight } from '@/lib/use-single-flight-mutation';
import { clearWeekDraft, readWeekDraft, weekDraftKey, writeWeekDraft, type WeekFormValues } from './week-draft';
import { bodyOf, fieldOf, signatureOf, valuesOfWeek, WeekFormSchema } from './week-form-values';

export interface WeekEditorProps {
  sow: SchemeOfWorkDetail;
  week: SowWeek;
  userId: string;
  onClose: () => void;
  /** Fetches the scheme again after a 409; answers its latest version. */
  onReload: () => Promise<number | undefined>;
}

const DRAFT_WRITE_DELAY_MS = 300;

/** Edits one week's topics, objectives and lessons; what is typed stays as a draft until saved or discarded. */
export function WeekEditor({ sow, week, userId, onClose, onReload }: WeekEditorProps) {
  const key = weekDraftKey(userId, sow.id, week.number);
  const [restored] = useState(() => readWeekDraft(key));
  const [baseline, setBaseline] = useState(() => signatureOf(valuesOfWeek(week)));
  const [problem, setProblem] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const form = useForm<WeekFormValues>({
    resolver: zodResolver(WeekFormSchema),
    defaultValues: restored?.values ?? valuesOfWeek(week),
  });
  const values = useWatch({ control: form.control });
  const dirty =
    signatureOf({
      topics: values.topics ?? '',
      objectives: values.objectives ?? '',
      lessonIds: values.lessonIds ?? [],
    }) !== baseline;
  const [version, setVersion] = useState(restored?.version ?? sow.version);
  const save = useSaveSowWeek();

  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (dirty) writeWeekDraft(key, { version, values: form.getValues() });
      else clearWeekDraft(key);
    }, DRAFT_WRITE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [dirty, values, key, form, version]);

  const onSubmit = form.handleSubmit(async (typed) => {
    setProblem(null);
    try {
      const saved = await save.mutateAsync({ id: sow.id, week: week.number, body: bodyOf(typed, version) });
      clearWeekDraft(key);
      setBaseline(signatureOf(typed));
      setVersion(saved.version);
      onClose();
    } catch (error) {
      if (isMutationInFlight(error)) return;
      const info = toApiError(error, 'The week could not be saved.');
      if (info.status === 409) {
        setConflict(info.message);
        return;
      }
      const named = Object.entries(info.fieldErrors).flatMap(([field, message]) => {
        const name = fieldOf(field);
        return name ? [{ name, message }] : [];
      });
      named.forEach(({ name, message }) => form.setError(name, { type: 'server', message }));
      if (named.length === 0) setProblem(info.message);
    }
  });

  const discard = () => {
    clearWeekDraft(key);
    setBaseline(signatureOf(form.getValues()));
    onClose();
  };

  // After a 409: the typed plan stays; saving again goes over the newer version the page now shows.
  const keepMine = async () => {
    const latest = await onReload();
    if (latest !== undefined) setVersion(latest);
    setConflict(null);
  };

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
            {conflict}{' '}
            <Button size="sm" variant="outline-secondary" onClick={() => void keepMine()}>
              Reload and keep my changes
            </Button>
          </Alert>
        ) : null}
        {problem ? <Alert variant="danger">{problem}</Alert> : null}
        <Form noValidate onSubmit={(event) => void onSubmit(event)}>
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
            <Button type="submit" disabled={save.isPending}>
              Save week
            </Button>
            <Button variant="outline-secondary" onClick={discard}>
              {dirty ? 'Discard changes' : 'Close'}
            </Button>
          </div>
        </Form>
      </Card.Body>
      <UnsavedChangesGuard when={dirty} />
    </Card>
  );
}
