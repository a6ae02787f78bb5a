import { useEffect, useId, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { ArrowDown, ArrowUp, PlusLg, Trash } from 'react-bootstrap-icons';
import { useController, useFieldArray, useFormContext } from 'react-hook-form';
import { MULTIPLE_CHOICE_MAX_CHOICES, MULTIPLE_CHOICE_MIN_CHOICES } from '@/domain/lesson-content/limits';
import type { MaterialFieldsProps } from '@/features/resources/components/materials/types';
import { newChoiceId } from '@/features/resources/components/materials/multiple-choice-content';
import {
  ContentTextField,
  errorAt,
  MaxMarkField,
  type QuestionFormValues,
} from '@/features/resources/components/materials/question-fields';

type Values = QuestionFormValues<'MULTIPLE_CHOICE'>;

/** Question, 2–10 ordered choices with the correct ones ticked, and the maximum mark. */
export function MultipleChoiceFields({ disabled }: MaterialFieldsProps) {
  const id = useId();
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<Values>();
  // keyName: the choices carry an `id` of their own, which useFieldArray's default key would hide.
  const { fields, append, remove, move } = useFieldArray({ control, name: 'content.choices', keyName: 'key' });
  const { field: correct } = useController({ control, name: 'content.correctChoiceIds' });
  const [announcement, setAnnouncement] = useState('');
  // Where keyboard focus goes once the list has re-rendered after a move or removal (an element id).
  const pendingFocus = useRef<string | null>(null);
  useEffect(() => {
    const target = pendingFocus.current;
    pendingFocus.current = null;
    if (target) document.getElementById(target)?.focus();
  }, [fields]);
  const correctIds = correct.value ?? [];
  const listError = errorAt(errors, 'content.choices');
  const correctError = errorAt(errors, 'content.correctChoiceIds');

  const toggleCorrect = (choiceId: string, checked: boolean) =>
    correct.onChange(checked ? [...correctIds, choiceId] : correctIds.filter((value) => value !== choiceId));

  const moveChoice = (from: number, to: number) => {
    const key = fields[from]?.key ?? '';
    // The pressed button moves with its row; at either end it turns disabled, so focus its twin instead.
    if (to === 0) pendingFocus.current = `${id}-down-${key}`;
    else if (to === fields.length - 1) pendingFocus.current = `${id}-up-${key}`;
    move(from, to);
    setAnnouncement(`Choice ${from + 1} moved to position ${to + 1}.`);
  };

  const removeChoice = (index: number, choiceId: string) => {
    const neighbour = fields[index === 0 ? 1 : index - 1];
    if (neighbour) pendingFocus.current = `${id}-choice-${neighbour.key}`;
    remove(index);
    if (correctIds.includes(choiceId)) correct.onChange(correctIds.filter((value) => value !== choiceId));
    setAnnouncement(`Choice ${index + 1} removed.`);
  };

  return (
    <>
      <ContentTextField name="content.question" label="Question" rows={3} disabled={disabled} />
      <fieldset className="mb-3" aria-describedby={`${id}-choices-help`}>
        <legend className="form-label fs-6 mb-1">Choices</legend>
        <Form.Text id={`${id}-choices-help`} as="p" className="mt-0 mb-2">
          Give {MULTIPLE_CHOICE_MIN_CHOICES} to {MULTIPLE_CHOICE_MAX_CHOICES} choices and tick every correct one.
          Students see them in this order.
        </Form.Text>
        <ol className="list-unstyled mb-2">
          {fields.map((choice, index) => {
            const number = index + 1;
            const textError = errorAt(errors, `content.choices.${index}.text`);
            return (
              <li key={choice.key} className="d-flex flex-wrap align-items-start gap-2 mb-2">
                <Form.Label htmlFor={`${id}-choice-${choice.key}`} className="mb-0 pt-1" style={{ minWidth: '5rem' }}>
                  Choice {number}
                </Form.Label>
                <div className="flex-grow-1" style={{ minWidth: '12rem' }}>
                  <Form.Control
                    id={`${id}-choice-${choice.key}`}
                    disabled={disabled}
                    isInvalid={Boolean(textError)}
                    aria-invalid={Boolean(textError)}
                    aria-describedby={textError ? `${id}-choice-error-${choice.key}` : undefined}
                    {...register(`content.choices.${index}.text`)}
                  />
                  <Form.Control.Feedback id={`${id}-choice-error-${choice.key}`} type="invalid">
                    {textError}
                  </Form.Control.Feedback>
                </div>
                <Form.Check
                  id={`${id}-correct-${choice.key}`}
                  className="pt-1"
                  label="Correct"
                  aria-label={`Choice ${number} is correct`}
                  disabled={disabled}
                  checked={correctIds.includes(choice.id)}
                  onChange={(event) => toggleCorrect(choice.id, event.target.checked)}
                  onBlur={correct.onBlur}
                />
                <div className="btn-group btn-group-sm" role="group" aria-label={`Choice ${number} actions`}>
                  <Button
                    id={`${id}-up-${choice.key}`}
                    variant="outline-secondary"
                    aria-label={`Move choice ${number} up`}
                    disabled={disabled || index === 0}
                    onClick={() => moveChoice(index, index - 1)}
                  >
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button
                    id={`${id}-down-${choice.key}`}
                    variant="outline-secondary"
                    aria-label={`Move choice ${number} down`}
                    disabled={disabled || index === fields.length - 1}
                    onClick={() => moveChoice(index, index + 1)}
                  >
                    <ArrowDown aria-hidden="true" />
                  </Button>
                  <Button
                    variant="outline-danger"
                    aria-label={`Remove choice ${number}`}
                    disabled={disabled || fields.length <= MULTIPLE_CHOICE_MIN_CHOICES}
                    onClick={() => removeChoice(index, choice.id)}
                  >
                    <Trash aria-hidden="true" />
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
        {listError ? <p className="invalid-feedback d-block mb-2">{listError}</p> : null}
        {correctError ? <p className="invalid-feedback d-block mb-2">{correctError}</p> : null}
        <Button
          variant="outline-secondary"
          size="sm"
          disabled={disabled || fields.length >= MULTIPLE_CHOICE_MAX_CHOICES}
          onClick={() => append({ id: newChoiceId(), text: '' })}
        >
          <PlusLg aria-hidden="true" className="me-1" />
          Add choice
        </Button>
        {fields.length >= MULTIPLE_CHOICE_MAX_CHOICES ? (
          <Form.Text className="ms-2">A question has at most {MULTIPLE_CHOICE_MAX_CHOICES} choices.</Form.Text>
        ) : null}
        <div role="status" className="visually-hidden">
          {announcement}
        </div>
      </fieldset>
      <MaxMarkField disabled={disabled} />
    </>
  );
}
