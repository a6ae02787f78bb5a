import { FilterBar } from '@/components/filter-bar';
import { SearchableSelect } from '@/components/searchable-select/searchable-select';
import type { TestDate } from '@/features/placement-results/api/get-placement-test-dates';
import { ProgrammeSelect } from '@/features/placement-results/components/programme-select';
import { TestDateSelect } from '@/features/placement-results/components/test-date-select';
import type { EntryFilters } from '@/features/placement-results/rules/entry-filters';

interface EntryFiltersFormProps {
  filters: EntryFilters;
  /** The test day shown ('' before a level is chosen) and the level's test days. */
  testDate: string;
  testDays: readonly TestDate[] | undefined;
  onChange: (changes: Partial<Record<keyof EntryFilters, string | null>>) => void;
}

/** Academic year, branch, programme and master level pickers, plus the test date (spec §2). */
export function EntryFiltersForm({ filters, testDate, testDays, onChange }: EntryFiltersFormProps) {
  return (
    <div className="mb-3">
      <FilterBar>
        <SearchableSelect
          resource="/academic-years"
          label="Academic Year"
          labelKey="year"
          searchKey="year"
          value={filters.academicYearId || null}
          onChange={(value) => onChange({ academicYearId: value ?? '' })}
        />
        <SearchableSelect
          resource="/branches"
          label="Branch"
          value={filters.branchId || null}
          onChange={(value) => onChange({ branchId: value ?? '' })}
        />
        <ProgrammeSelect value={filters.programmeId || null} onChange={(value) => onChange({ programmeId: value, masterLevelId: null })} />
        <SearchableSelect
          resource="/master-levels"
          label="Level"
          filters={{ masterProgrammeId: filters.programmeId || undefined }}
          value={filters.masterLevelId || null}
          onChange={(value) => onChange({ masterLevelId: value })}
        />
        <TestDateSelect value={testDate} days={testDays} onChange={(date) => onChange({ date })} />
      </FilterBar>
    </div>
  );
}
