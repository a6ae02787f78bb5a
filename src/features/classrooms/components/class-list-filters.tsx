import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { FilterBar } from '@/components/filter-bar';
import { SearchInput } from '@/components/search-input';
import { useAcademicYearOptions } from '@/entities/academic-year/academic-year';
import { useLevelOptions } from '@/entities/reference/master-level';

/** The URL value of the year filter that means "every year" (no value means the current year). */
export const ALL_YEARS = 'all';

export interface ClassListFilterValues {
  academicYearId: string;
  masterLevelId: string;
  name: string;
}

interface ClassListFiltersProps {
  values: ClassListFilterValues;
  onChange: (changes: Partial<ClassListFilterValues>) => void;
}

/** Academic year (current by default), level and a debounced name search. */
export function ClassListFilters({ values, onChange }: ClassListFiltersProps) {
  const id = useId();
  const years = useAcademicYearOptions();
  const levels = useLevelOptions();

  return (
    <FilterBar>
      <Form.Group controlId={`${id}-year`}>
        <Form.Label>Academic year</Form.Label>
        <Form.Select value={values.academicYearId} onChange={(event) => onChange({ academicYearId: event.target.value })}>
          <option value={ALL_YEARS}>All years</option>
          {(years.data?.data ?? []).map((year) => (
            <option key={year.id} value={year.id}>
              {year.year}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group controlId={`${id}-level`}>
        <Form.Label>Level</Form.Label>
        <Form.Select value={values.masterLevelId} onChange={(event) => onChange({ masterLevelId: event.target.value })}>
          <option value="">All levels</option>
          {(levels.data?.data ?? []).map((level) => (
            <option key={level.id} value={level.id}>
              {level.name}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <SearchInput
        label="Search by name"
        placeholder="Class name, e.g. Courage"
        value={values.name}
        onSearch={(name) => onChange({ name })}
      />
    </FilterBar>
  );
}
