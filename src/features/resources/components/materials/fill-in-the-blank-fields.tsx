import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { useFormContext, useWatch } from 'react-hook-form';
import { blanksOf } from '@/domain/lesson-content/fill-in-the-blank';
import type { MaterialFieldsProps } from '@/features/resources/components/materials/types';
import {
  ContentTextField,
  MaxMarkField,
  type QuestionFormValues,
} from '@/features/resources/components/materials/question-fields';

type Values = QuestionFormValues<'FITB'>;

/** The passage with its blanks in brackets, case sensitivity and the maximum mark, with the blanks found listed live. */
export function FillInTheBlankFields({ disabled }: MaterialFieldsProps) {
  const id = useId();
  const { control, register } = useFormContext<Values>();
  const passage = useWatch({ control, name: 'content.passage' }) ?? '';
  const blanks = blanksOf(passage);
  return (
    <>
      <ContentTextField
        name="content.passage"
        label="Passage"
        rows={5}
        disabled={disabled}
        help={
          'Write each blank in square brackets with the answer it accepts: “Water boils at [100] °C.” Separate ' +
          'other accepted answers with a vertical bar: [100|one hundred]. Square brackets always make a blank.'
        }
      />
      <section className="mb-3 rounded border bg-body-tertiary px-3 py-2" aria-labelledby={`${id}-blanks`}>
        <p id={`${id}-blanks`} className="fw-semibold mb-1">
          Blanks found: {blanks.length}
        </p>
        {blanks.length === 0 ? (
          <p className="small text-body-secondary mb-0">No blanks yet. Write one as [answer].</p>
        ) : (
          <ul className="list-unstyled small mb-0">
            {blanks.map((blank) => (
              <li key={blank.index}>
                Blank {blank.index + 1}:{' '}
                {blank.answers.length === 0 ? (
                  <span className="text-danger-emphasis">no accepted answer yet</span>
                ) : (
                  `accepts ${blank.answers.map((answer) => `“${answer}”`).join(' or ')}`
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <Form.Check
        type="switch"
        id={`${id}-case-sensitive`}
        className="mb-3"
        label="Answers are case-sensitive (“Paris” is not “paris”)"
        disabled={disabled}
        {...register('content.caseSensitive')}
      />
      <MaxMarkField disabled={disabled} />
    </>
  );
}
