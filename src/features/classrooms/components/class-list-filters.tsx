import { FilterBar } from '@/components/filter-bar';
import { SearchInput } from '@/components/search-input';
import { SelectFilter } from '@/components/select-filter';
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
  const years = useAcademicYearOptions();
  const levels = useLevelOptions();

  return (
    <FilterBar>
      <SelectFilter
        label="Academic year"
        allLabel="All years"
        allValue={ALL_YEARS}
        options={(years.data?.data ?? []).map((year) => ({ value: year.id, label: year.year }))}
        value={values.academicYearId}
        onChange={(academicYearId) => onChange({ academicYearId })}
      />
      <SelectFilter
        label="Level"
        allLabel="All levels"
        options={(levels.data?.data ?? []).map((level) => ({ value: level.id, label: level.name }))}
        value={values.masterLevelId}
        onChange={(masterLevelId) => onChange({ masterLevelId })}
      />
      <SearchInput
        label="Search by name"
        placeholder="Class name, e.g. Courage"
        value={values.name}
        onSearch={(name) => onChange({ name })}
      />
    </FilterBar>
  );
}
