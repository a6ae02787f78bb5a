import { SearchableSelect } from '@/components/searchable-select/searchable-select';
import type { ResultListFilters } from '@/features/placement-results/api/get-placement-results';
import { StatusSelect } from '@/features/placement-results/components/status-select';

interface ResultsFiltersProps {
  filters: ResultListFilters;
  onChange: (changes: Partial<Record<keyof ResultListFilters, string | null>>) => void;
}

/** Programme, level (of that programme), student (searched by full name) and Status (spec §2). */
export function ResultsFilters({ filters, onChange }: ResultsFiltersProps) {
  return (
    <div className="row g-2 flex-grow-1" role="group" aria-label="Filters">
      <div className="col-12 col-md-6 col-xl-3">
        <SearchableSelect
          resource="/master-programmes"
          label="Programme"
          value={filters.masterProgrammeId ?? null}
          onChange={(value) => onChange({ masterProgrammeId: value, masterLevelId: null })}
        />
      </div>
      <div className="col-12 col-md-6 col-xl-3">
        <SearchableSelect
          resource="/master-levels"
          label="Level"
          filters={{ masterProgrammeId: filters.masterProgrammeId }}
          value={filters.masterLevelId ?? null}
          onChange={(value) => onChange({ masterLevelId: value })}
        />
      </div>
      <div className="col-12 col-md-6 col-xl-3">
        <SearchableSelect
          resource="/placement-applicants"
          label="Student"
          searchKey="fullName"
          labelKey="fullName"
          value={filters.studentId ?? null}
          onChange={(value) => onChange({ studentId: value })}
        />
      </div>
      <div className="col-12 col-md-6 col-xl-3">
        <StatusSelect
          id="placement-status-filter"
          label="Status"
          placeholder="All statuses"
          value={filters.ptResultStatus ?? ''}
          onChange={(value) => onChange({ ptResultStatus: value })}
        />
      </div>
    </div>
  );
}
