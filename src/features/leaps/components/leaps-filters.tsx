import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { FilterBar } from '@/components/filter-bar';
import { SearchInput } from '@/components/search-input';
import { SearchableSelect } from '@/components/searchable-select/searchable-select';
import { useAcademicYearOptions } from '@/entities/academic-year/academic-year';
import { LEAPS_DOMAINS } from '@/lib/school-rules/enums';
import { LEAPS_DOMAIN_LABELS } from '@/lib/school-rules/leaps';

export interface LeapsFilterValues {
  classYearId: string;
  domain: string;
  academicYearId: string;
  search: string;
}

interface LeapsFiltersProps {
  values: LeapsFilterValues;
  currentAcademicYearId: string;
  onChange: (changes: Partial<LeapsFilterValues>) => void;
}

/** Class (searched), domain, academic year and a search on the event or a student's name — all kept in the URL. */
export function LeapsFilters({ values, currentAcademicYearId, onChange }: LeapsFiltersProps) {
  const id = useId();
  const years = useAcademicYearOptions();
  return (
    <FilterBar>
      <SearchableSelect
        resource="/class-years"
        label="Class"
        id={`${id}-class`}
        placeholder="All classes"
        filters={{ academicYearId: currentAcademicYearId }}
        value={values.classYearId || null}
        onChange={(value) => onChange({ classYearId: value ?? '' })}
      />
      <Form.Group controlId={`${id}-domain`}>
        <Form.Label>Domain</Form.Label>
        <Form.Select value={values.domain} onChange={(event) => onChange({ domain: event.target.value })}>
          <option value="">All domains</option>
          {LEAPS_DOMAINS.map((domain) => (
            <option key={domain} value={domain}>
              {LEAPS_DOMAIN_LABELS[domain]}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group controlId={`${id}-year`}>
        <Form.Label>Academic year</Form.Label>
        <Form.Select
          value={values.academicYearId}
          onChange={(event) => onChange({ academicYearId: event.target.value })}
        >
          <option value="">All years</option>
          {(years.data?.data ?? []).map((year) => (
            <option key={year.id} value={year.id}>
              {year.year}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <SearchInput
        label="Search events"
        placeholder="Event or student name"
        value={values.search}
        onSearch={(search) => onChange({ search })}
      />
    </FilterBar>
  );
}
