import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormDateField } from '@/components/record-form/form-date-field';
import { AuditFilterSchema, type AuditFilter } from '@/domain/audit/query';
import { AUDIT_SECTIONS } from '@/domain/audit/sections';
import type { AuditPerson } from '@/domain/audit/responses';
import '@/components/ui.css';

type FilterInput = z.input<typeof AuditFilterSchema>;

/** An empty choice is no filter: the schema takes a missing field, not ''. */
const noneWhenEmpty = (value: unknown) => (value === '' ? undefined : value);

interface AuditFilterFormProps {
  /** The filter the table shows now (the URL's). */
  filter: AuditFilter;
  /** Everyone in the history, for the person filter. */
  people: readonly AuditPerson[];
  /** The section filter is left out where every event is of one section (the reads of personal details). */
  withSection: boolean;
  onApply: (filter: AuditFilter) => void;
}

/**
 * Person, section and dates of an audit screen, checked with the schema the backend answers 422 with, and applied
 * together on "Apply" (each date is typed in full before it means anything). Mounted again when the URL's filter
 * changes (its key), so Back shows the filter of the rows.
 */
export function AuditFilterForm({ filter, people, withSection, onApply }: AuditFilterFormProps) {
  const id = useId();
  const { control, register, handleSubmit, reset } = useForm<FilterInput, unknown, AuditFilter>({
    resolver: zodResolver(AuditFilterSchema),
    defaultValues: filter,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  // A person filtered on who no longer appears in the dates chosen stays a choice, so the field never lies.
  const choices =
    filter.actorId && !people.some((person) => person.id === filter.actorId) ? [...people, { id: filter.actorId, name: 'The person chosen' }] : people;
  const empty = !filter.actorId && !filter.section && !filter.from && !filter.to;

  return (
    <Form noValidate onSubmit={(event) => void handleSubmit(onApply)(event)} aria-label="Filter the history" className="audit-filter-form">
      <div className="filter-bar" role="group" aria-label="Filters">
        <Form.Group controlId={`${id}-person`}>
          <Form.Label>Person</Form.Label>
          <Form.Select {...register('actorId', { setValueAs: noneWhenEmpty })}>
            <option value="">Everyone</option>
            {choices.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        {withSection ? (
          <Form.Group controlId={`${id}-section`}>
            <Form.Label>Section</Form.Label>
            <Form.Select {...register('section', { setValueAs: noneWhenEmpty })}>
              <option value="">All sections</option>
              {AUDIT_SECTIONS.map((section) => (
                <option key={section} value={section}>
                  {section}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        ) : null}
        <FormDateField control={control} name="from" label="From" id={`${id}-from`} className="" />
        <FormDateField control={control} name="to" label="To" id={`${id}-to`} className="" />
        <div className="audit-filter-actions">
          <Button type="submit" size="sm">
            Apply filters
          </Button>
          <Button
            variant="outline-secondary"
            size="sm"
            disabled={empty}
            onClick={() => {
              reset({});
              onApply({});
            }}
          >
            Clear
          </Button>
        </div>
      </div>
    </Form>
  );
}
