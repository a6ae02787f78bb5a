import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { useFieldArray, useFormState, useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { SearchableSelect } from '@/components/searchable-select/searchable-select';
import { LEAPS_DOMAINS } from '@/domain/school/enums';
import { LEAPS_EVENT_LEVELS, leapsLevelLabel } from '@/domain/leaps/leaps';
import { LEAPS_EVENT_ROLE_MAX } from '@/domain/leaps/bodies';
import { levelValue } from './event-fields';
import type { EventFormInput } from './event-form-values';

/** A student's own level: '' means "as the event". */
const studentLevelValue = (value: unknown) => levelValue(value) ?? null;

interface EventStudentsFieldProps {
  control: Control<EventFormInput>;
  register: UseFormRegister<EventFormInput>;
  names: Readonly<Record<string, string>>;
  onNames: (names: Record<string, string>) => void;
}

/**
 * The students who took part, chosen with the searchable multi-select; each may have a role and their own level
 * (an individual medal in a team event). Removing a chip or a row drops the student and what was typed for them.
 */
export function EventStudentsField({ control, register, names, onNames }: EventStudentsFieldProps) {
  const { fields, replace, remove } = useFieldArray({ control, name: 'students' });
  const students = useWatch({ control, name: 'students' }) ?? [];
  const chosenDomain = useWatch({ control, name: 'domain' });
  const domain = LEAPS_DOMAINS.find((candidate) => candidate === chosenDomain);
  const { errors } = useFormState({ control, name: 'students' });
  const listMessage = errors.students?.message ?? errors.students?.root?.message;
  return (
    <fieldset className="leaps-form-students">
      <legend className="form-label fs-6">Students</legend>
      <SearchableSelect
        multiple
        resource="/students"
        label="Add students"
        id="leaps-students"
        placeholder="Search by full name"
        searchKey="fullName"
        labelKey="fullName"
        value={students.map((student) => student.studentId)}
        isInvalid={Boolean(listMessage)}
        feedback={listMessage}
        onChange={(ids, options) => {
          const byId = new Map(students.map((student) => [student.studentId, student]));
          replace(ids.map((studentId) => byId.get(studentId) ?? { studentId, role: '', level: null }));
          onNames(Object.fromEntries(options.map((option) => [option.value, option.label])));
        }}
      />
      {fields.length > 0 ? (
        <Table size="sm" className="leaps-students-table mt-2 mb-0" aria-label="Chosen students">
          <thead>
            <tr>
              <th scope="col">Student</th>
              <th scope="col">Role (optional)</th>
              <th scope="col">Own level</th>
              <th scope="col">
                <span className="visually-hidden">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field, index) => {
              const name = names[field.studentId] ?? field.studentId;
              return (
                <StudentRow
                  key={field.id}
                  index={index}
                  name={name}
                  domain={domain}
                  control={control}
                  register={register}
                  onRemove={() => remove(index)}
                />
              );
            })}
          </tbody>
        </Table>
      ) : null}
    </fieldset>
  );
}

interface StudentRowProps {
  index: number;
  name: string;
  domain: (typeof LEAPS_DOMAINS)[number] | undefined;
  control: Control<EventFormInput>;
  register: UseFormRegister<EventFormInput>;
  onRemove: () => void;
}

function StudentRow({ index, name, domain, control, register, onRemove }: StudentRowProps) {
  const { errors } = useFormState({ control, name: `students.${index}` });
  const row = errors.students?.[index];
  const message = row?.studentId?.message ?? row?.role?.message ?? row?.level?.message;
  const errorId = `leaps-student-${index}-error`;
  return (
    <tr>
      <th scope="row" className="fw-normal">
        {name}
        {message ? (
          <div id={errorId} className="invalid-feedback d-block">
            {message}
          </div>
        ) : null}
      </th>
      <td>
        <Form.Control
          size="sm"
          aria-label={`Role of ${name}`}
          maxLength={LEAPS_EVENT_ROLE_MAX}
          isInvalid={Boolean(row?.role)}
          aria-describedby={message ? errorId : undefined}
          {...register(`students.${index}.role`)}
        />
      </td>
      <td>
        <Form.Select
          size="sm"
          aria-label={`Own level of ${name}`}
          isInvalid={Boolean(row?.level)}
          {...register(`students.${index}.level`, { setValueAs: studentLevelValue })}
        >
          <option value="">As the event</option>
          {LEAPS_EVENT_LEVELS.map((value) => (
            <option key={value} value={value}>
              {domain ? leapsLevelLabel(domain, value) : `Level ${value}`}
            </option>
          ))}
        </Form.Select>
      </td>
      <td className="text-end">
        <Button size="sm" variant="outline-secondary" onClick={onRemove} aria-label={`Remove ${name}`}>
          Remove
        </Button>
      </td>
    </tr>
  );
}
