import { useId } from 'react';
import { FilterBar } from '@/components/filter-bar';
import { SearchInput } from '@/components/search-input';
import { SearchableSelect } from '@/components/searchable-select/searchable-select';
import { SelectFilter } from '@/components/select-filter';
import { SubjectFilter } from '@/features/assignments/components/subject-filter';
import { ASSIGNMENT_TYPES } from '@/lib/lesson-content/assignment-settings';

export interface AssignmentFilterValues {
  classYearId: string;
  subjectId: string;
  assignmentType: string;
  title: string;
}

interface AssignmentFiltersProps {
  values: AssignmentFilterValues;
  academicYearId: string;
  onChange: (changes: Partial<AssignmentFilterValues>) => void;
}

/** Class and subject (searched), type, and a debounced title search — every one kept in the URL. */
export function AssignmentFilters({ values, academicYearId, onChange }: AssignmentFiltersProps) {
  const id = useId();
  return (
    <FilterBar>
      <SearchableSelect
        resource="/class-years"
        label="Class"
        id={`${id}-class`}
        placeholder="All classes"
        filters={{ academicYearId }}
        value={values.classYearId || null}
        onChange={(value) => onChange({ classYearId: value ?? '' })}
      />
      <SubjectFilter
        academicYearId={academicYearId}
        value={values.subjectId}
        onChange={(subjectId) => onChange({ subjectId })}
      />
      <SelectFilter
        label="Type"
        allLabel="All types"
        options={ASSIGNMENT_TYPES.map((type) => ({ value: type, label: type }))}
        value={values.assignmentType}
        onChange={(assignmentType) => onChange({ assignmentType })}
      />
      <SearchInput label="Search by title" placeholder="Title" value={values.title} onSearch={(title) => onChange({ title })} />
    </FilterBar>
  );
}
