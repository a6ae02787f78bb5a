import { useState } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { Controller, useFormState, type Control, type UseFormRegister } from 'react-hook-form';
import { SearchableSelect } from '@/components/searchable-select/searchable-select';
import type { SelectOption } from '@/components/searchable-select/types';
import { ID_TYPES } from '@/domain/school/enums';
import type { PickUpFormInput } from './pick-up-form-values';

interface PickUpFieldsProps {
  control: Control<PickUpFormInput>;
  register: UseFormRegister<PickUpFormInput>;
}

type Field = Exclude<keyof PickUpFormInput, 'studentId' | 'date'>;

interface FieldSpec {
  name: Field;
  label: string;
  md: number;
  kind: 'text' | 'time' | 'textarea' | 'select';
  maxLength?: number;
}

/** After the student: when and why, then who collects and the ID the gate checks. */
const FIELDS: readonly FieldSpec[] = [
  { name: 'pickUpTime', label: 'Expected pick-up time', md: 3, kind: 'time' },
  { name: 'reason', label: 'Reason', md: 4, kind: 'textarea', maxLength: 300 },
  { name: 'collectorName', label: 'Collector’s name', md: 4, kind: 'text', maxLength: 120 },
  { name: 'relationship', label: 'Relationship', md: 2, kind: 'text', maxLength: 60 },
  { name: 'idType', label: 'ID type', md: 2, kind: 'select' },
  { name: 'idNumber', label: 'ID number', md: 4, kind: 'text', maxLength: 40 },
];

const errorId = (name: string) => `pick-up-${name}-error`;

/** The class beside the name, so namesakes are told apart; and a warning before the server's 409. */
const studentDetail = (option: SelectOption) =>
  `${String(option.item.classYearName ?? '')}${option.item.releasedToday === true ? ' · released today' : ''}`;

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
  // The chosen student's class stays in sight after choosing (a restored draft shows the name alone).
  const [chosen, setChosen] = useState<string | null>(null);
  const text = (name: Field) => ({
    isInvalid: Boolean(errors[name]),
    'aria-describedby': errors[name] ? errorId(name) : undefined,
    ...register(name),
  });
  return (
    <Row className="g-3">
      <Col md={5}>
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
              optionDetail={studentDetail}
              value={field.value || null}
              onChange={(value, option) => {
                setChosen(option ? studentDetail(option) : null);
                field.onChange(value ?? '');
              }}
              onBlur={field.onBlur}
              ref={field.ref}
              isInvalid={Boolean(fieldState.error)}
              feedback={fieldState.error?.message}
            />
          )}
        />
        {chosen ? <Form.Text>{chosen}</Form.Text> : null}
      </Col>
      {FIELDS.map(({ name, label, md, kind, maxLength }) => (
        <Col md={md} key={name}>
          <Form.Group controlId={`pick-up-${name}`}>
            <Form.Label>{label}</Form.Label>
            {kind === 'select' ? (
              <Form.Select {...text(name)}>
                <option value="">Choose…</option>
                {ID_TYPES.map((idType) => (
                  <option key={idType} value={idType}>
                    {idType}
                  </option>
                ))}
              </Form.Select>
            ) : kind === 'textarea' ? (
              <Form.Control as="textarea" rows={1} maxLength={maxLength} {...text(name)} />
            ) : (
              <Form.Control type={kind} autoComplete="off" maxLength={maxLength} {...text(name)} />
            )}
            <Feedback name={name} message={errors[name]?.message} />
          </Form.Group>
        </Col>
      ))}
    </Row>
  );
}
