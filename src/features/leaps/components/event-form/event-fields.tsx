import Form from 'react-bootstrap/Form';
import { useFormState, useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { FormDateField } from '@/components/record-form/form-date-field';
import { LEAPS_DOMAINS } from '@/domain/school/enums';
import { LEAPS_DOMAIN_LABELS, LEAPS_EVENT_LEVELS, leapsLevelLabel } from '@/domain/leaps/leaps';
import { LEAPS_EVENT_DESCRIPTION_MAX, LEAPS_EVENT_NAME_MAX } from '@/domain/leaps/bodies';
import type { EventFormInput } from './event-form-values';

interface FieldsProps {
  control: Control<EventFormInput>;
  register: UseFormRegister<EventFormInput>;
}

/** '' (nothing chosen) is no level: the schema then says "Choose a level". */
export const levelValue = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

function Feedback({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <Form.Control.Feedback id={id} type="invalid" className="d-block">
      {message}
    </Form.Control.Feedback>
  ) : null;
}

/** Name, domain, level (named for the chosen domain), date and description of a LEAPS event. */
export function EventFields({ control, register }: FieldsProps) {
  const domain = useWatch({ control, name: 'domain' });
  // Errors only: the fields themselves are registered (uncontrolled), so typing never re-renders the form.
  const { errors } = useFormState({ control, name: ['name', 'domain', 'level', 'description'] });
  const known = LEAPS_DOMAINS.find((candidate) => candidate === domain);
  return (
    <div className="leaps-form-fields">
      <Form.Group controlId="leaps-name" className="leaps-form-name">
        <Form.Label>Event name</Form.Label>
        <Form.Control
          maxLength={LEAPS_EVENT_NAME_MAX}
          isInvalid={Boolean(errors.name)}
          aria-describedby={errors.name ? 'leaps-name-error' : undefined}
          {...register('name')}
        />
        <Feedback id="leaps-name-error" message={errors.name?.message} />
      </Form.Group>
      <Form.Group controlId="leaps-domain">
        <Form.Label>Domain</Form.Label>
        <Form.Select
          isInvalid={Boolean(errors.domain)}
          aria-describedby={errors.domain ? 'leaps-domain-error' : undefined}
          {...register('domain')}
        >
          <option value="">Choose a domain</option>
          {LEAPS_DOMAINS.map((value) => (
            <option key={value} value={value}>
              {LEAPS_DOMAIN_LABELS[value]}
            </option>
          ))}
        </Form.Select>
        <Feedback id="leaps-domain-error" message={errors.domain?.message} />
      </Form.Group>
      <Form.Group controlId="leaps-level">
        <Form.Label>Level</Form.Label>
        <Form.Select
          isInvalid={Boolean(errors.level)}
          aria-describedby={errors.level ? 'leaps-level-error' : undefined}
          {...register('level', { setValueAs: levelValue })}
        >
          <option value="">Choose a level</option>
          {LEAPS_EVENT_LEVELS.map((value) => (
            <option key={value} value={value}>
              {known ? leapsLevelLabel(known, value) : `Level ${value}`}
            </option>
          ))}
        </Form.Select>
        <Feedback id="leaps-level-error" message={errors.level?.message} />
      </Form.Group>
      <FormDateField control={control} name="date" label="Date" id="leaps-date" className="leaps-form-date" emptyValue="" hint="The academic year follows from the date." />
      <Form.Group controlId="leaps-description" className="leaps-form-description">
        <Form.Label>Description (optional)</Form.Label>
        <Form.Control
          as="textarea"
          rows={3}
          maxLength={LEAPS_EVENT_DESCRIPTION_MAX}
          isInvalid={Boolean(errors.description)}
          aria-describedby={errors.description ? 'leaps-description-error' : undefined}
          {...register('description')}
        />
        <Feedback id="leaps-description-error" message={errors.description?.message} />
      </Form.Group>
    </div>
  );
}
