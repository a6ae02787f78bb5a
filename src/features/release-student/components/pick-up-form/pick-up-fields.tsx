import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { Controller, useFormState, type Control, type UseFormRegister } from 'react-hook-form';
import { SearchableSelect } from '@/components/searchable-select/searchable-select';
import { ID_TYPES } from '@/lib/school-rules/enums';
import type { PickUpFormInput } from './pick-up-form-values';

interface PickUpFieldsProps {
  control: Control<PickUpFormInput>;
  register: UseFormRegister<PickUpFormInput>;
}

type Field = Exclude<keyof PickUpFormInput, 'studentId' | 'date'>;

const ROW_FIELDS: readonly { name: Field; label: string; type: string; maxLength?: number }[] = [
  { name: 'collectorName', label: 'Collector’s name', type: 'text', maxLength: 120 },
  { name: 'relationship', label: 'Relationship', type: 'text', maxLength: 60 },
  { name: 'pickUpTime', label: 'Expected pick-up time', type: 'time' },
];

const errorId = (name: string) => `pick-up-${name}-error`;

function Feedback({ name, message }: { name: string; message: string | undefined }) {
  return message ? (
    <Form.Control.Feedback id={errorId(name)} type="invalid" className="d-block">
      {message}
    </Form.Control.Feedback>
  ) : null;
}

/** Who collects which student, when and why, with the collector's ID (spec §3 ID types). */
export function PickUpFields({ control, register }: PickUpFieldsProps) {
  const { errors } = useFormState({ control });
  const text = (name: Field) => ({
    isInvalid: Boolean(errors[name]),
    'aria-describedby': errors[name] ? errorId(name) : undefined,
    ...register(name),
  });
  return (
    <Row className="g-3">
      <Col md={6}>
        <Controller
          control={control}
          name="studentId"
          render={({ field, fieldState }) => (
            <SearchableSelect
              resource="/pick-up-students"
              label="Student"
              id="pick-up-studentId"
              placeholder="Search by full name"
              searchKey="fullName"
              labelKey="fullName"
              fields={['id', 'fullName', 'classYearName', 'releasedToday']}
              optionDetail={(option) =>
                `${String(option.item.classYearName ?? '')}${option.item.releasedToday === true ? ' · released today' : ''}`
              }
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
              isInvalid={Boolean(fieldState.error)}
              feedback={fieldState.error?.message}
            />
          )}
        />
      </Col>
      <Col md={3}>
        <Form.Group controlId="pick-up-idType">
          <Form.Label>ID type</Form.Label>
          <Form.Select {...text('idType')}>
            <option value="">Choose…</option>
            {ID_TYPES.map((idType) => (
              <option key={idType} value={idType}>
                {idType}
              </option>
            ))}
          </Form.Select>
          <Feedback name="idType" message={errors.idType?.message} />
        </Form.Group>
      </Col>
      <Col md={3}>
        <Form.Group controlId="pick-up-idNumber">
          <Form.Label>ID number</Form.Label>
          <Form.Control autoComplete="off" maxLength={40} {...text('idNumber')} />
          <Feedback name="idNumber" message={errors.idNumber?.message} />
        </Form.Group>
      </Col>
      {ROW_FIELDS.map(({ name, label, type, maxLength }) => (
        <Col md={4} key={name}>
          <Form.Group controlId={`pick-up-${name}`}>
            <Form.Label>{label}</Form.Label>
            <Form.Control type={type} autoComplete="off" maxLength={maxLength} {...text(name)} />
            <Feedback name={name} message={errors[name]?.message} />
          </Form.Group>
        </Col>
      ))}
      <Col xs={12}>
        <Form.Group controlId="pick-up-reason">
          <Form.Label>Reason</Form.Label>
          <Form.Control as="textarea" rows={2} maxLength={300} {...text('reason')} />
          <Feedback name="reason" message={errors.reason?.message} />
        </Form.Group>
      </Col>
    </Row>
  );
}
