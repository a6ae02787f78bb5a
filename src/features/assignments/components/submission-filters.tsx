import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { FilterBar } from '@/components/filter-bar';
import { SearchInput } from '@/components/search-input';
import { SUBMISSION_STATES } from '@/domain/lesson-content/submission-state';

export interface SubmissionFilterValues {
  state: string;
  fullName: string;
}

interface SubmissionFiltersProps {
  values: SubmissionFilterValues;
  onChange: (changes: Partial<SubmissionFilterValues>) => void;
}

/** State (spec §3's words) and a debounced name search, both kept in the URL. */
export function SubmissionFilters({ values, onChange }: SubmissionFiltersProps) {
  const id = useId();
  return (
    <FilterBar>
      <Form.Group controlId={`${id}-state`}>
        <Form.Label>State</Form.Label>
        <Form.Select value={values.state} onChange={(event) => onChange({ state: event.target.value })}>
          <option value="">All states</option>
          {SUBMISSION_STATES.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <SearchInput
        label="Search by student"
        placeholder="Student name"
        value={values.fullName}
        onSearch={(fullName) => onChange({ fullName })}
      />
    </FilterBar>
  );
}
