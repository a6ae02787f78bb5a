import Form from 'react-bootstrap/Form';
import { DateInput } from '@/components/date-input';
import { FilterBar } from '@/components/filter-bar';
import { SearchableSelect } from '@/components/searchable-select/searchable-select';
import type { EntryFilters } from '@/features/placement-results/rules/entry-filters';

interface EntryFiltersFormProps {
  filters: EntryFilters;
  onChange: (changes: Partial<Record<keyof EntryFilters, string | null>>) => void;
}

/** Academic year, branch, programme and master level pickers, plus the test date (spec §2). */
export function EntryFiltersForm({ filters, onChange }: EntryFiltersFormProps) {
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
        <SearchableSelect
          resource="/master-programmes"
          label="Programme"
          value={filters.programmeId || null}
          onChange={(value) => onChange({ programmeId: value, masterLevelId: null })}
        />
        <SearchableSelect
          resource="/master-levels"
          label="Level"
          filters={{ masterProgrammeId: filters.programmeId || undefined }}
          value={filters.masterLevelId || null}
          onChange={(value) => onChange({ masterLevelId: value })}
        />
        <Form.Group controlId="placement-test-date">
          <Form.Label>Test date</Form.Label>
          <DateInput label="Test date" value={filters.date} onChange={(date) => onChange({ date })} />
        </Form.Group>
      </FilterBar>
    </div>
  );
}
