import { ClassFilter } from '@/components/class-filter';
import { FilterBar } from '@/components/filter-bar';
import { SearchInput } from '@/components/search-input';
import { SelectFilter } from '@/components/select-filter';
import { useAcademicYearOptions } from '@/entities/academic-year/academic-year';
import { LEAPS_DOMAINS } from '@/domain/school/enums';
import { LEAPS_DOMAIN_LABELS } from '@/domain/leaps/leaps';

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
  const years = useAcademicYearOptions();
  return (
    <FilterBar>
      <ClassFilter
        academicYearId={currentAcademicYearId}
        value={values.classYearId}
        onChange={(classYearId) => onChange({ classYearId })}
      />
      <SelectFilter
        label="Domain"
        allLabel="All domains"
        options={LEAPS_DOMAINS.map((domain) => ({ value: domain, label: LEAPS_DOMAIN_LABELS[domain] }))}
        value={values.domain}
        onChange={(domain) => onChange({ domain })}
      />
      <SelectFilter
        label="Academic year"
        allLabel="All years"
        options={(years.data?.data ?? []).map((year) => ({ value: year.id, label: year.year }))}
        value={values.academicYearId}
        onChange={(academicYearId) => onChange({ academicYearId })}
      />
      <SearchInput
        label="Search events"
        placeholder="Event or student name"
        value={values.search}
        onSearch={(search) => onChange({ search })}
      />
    </FilterBar>
  );
}
