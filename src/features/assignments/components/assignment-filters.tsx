import { ClassFilter } from '@/components/class-filter';
import { FilterBar } from '@/components/filter-bar';
import { SearchInput } from '@/components/search-input';
import { SelectFilter } from '@/components/select-filter';
import { SubjectFilter } from '@/features/assignments/components/subject-filter';
import { ASSIGNMENT_TYPES } from '@/domain/lesson-content/assignment-settings';

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
  return (
    <FilterBar>
      <ClassFilter
        academicYearId={academicYearId}
        value={values.classYearId}
        onChange={(classYearId) => onChange({ classYearId })}
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
