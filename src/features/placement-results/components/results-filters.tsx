import { FilterBar } from '@/components/filter-bar';
import { SearchableSelect } from '@/components/searchable-select/searchable-select';
import type { ResultListFilters } from '@/features/placement-results/api/get-placement-results';
import { ProgrammeSelect } from '@/features/placement-results/components/programme-select';
import { StatusSelect } from '@/features/placement-results/components/status-select';

interface ResultsFiltersProps {
  filters: ResultListFilters;
  onChange: (changes: Partial<Record<keyof ResultListFilters, string | null>>) => void;
}

/** Programme, level (of that programme), student (searched by full name) and Status (spec §2). */
export function ResultsFilters({ filters, onChange }: ResultsFiltersProps) {
  return (
    <FilterBar>
      <ProgrammeSelect value={filters.masterProgrammeId ?? null} onChange={(value) => onChange({ masterProgrammeId: value, masterLevelId: null })} />
      <SearchableSelect
        resource="/master-levels"
        label="Level"
        filters={{ masterProgrammeId: filters.masterProgrammeId }}
        value={filters.masterLevelId ?? null}
        onChange={(value) => onChange({ masterLevelId: value })}
      />
      <SearchableSelect
        resource="/placement-applicants"
        label="Student"
        searchKey="fullName"
        labelKey="fullName"
        value={filters.studentId ?? null}
        onChange={(value) => onChange({ studentId: value })}
      />
      <StatusSelect
        id="placement-status-filter"
        label="Status"
        placeholder="All statuses"
        value={filters.ptResultStatus ?? ''}
        onChange={(value) => onChange({ ptResultStatus: value })}
      />
    </FilterBar>
  );
}
