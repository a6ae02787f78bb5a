import { useId } from 'react';
import { SearchableSelect } from '@/components/searchable-select/searchable-select';

/** Props of {@link ClassFilter}. */
export interface ClassFilterProps {
  /** Only this year's classes are offered. */
  academicYearId: string;
  /** The chosen class id; empty for all classes. */
  value: string;
  /** What an empty choice means on this screen, shown while no class is chosen. */
  allLabel?: string;
  onChange: (classYearId: string) => void;
}

/** The class drop-down of a {@link FilterBar}, searched on the server; empty means all classes. */
export function ClassFilter({ academicYearId, value, allLabel = 'All classes', onChange }: ClassFilterProps) {
  const id = useId();
  return (
    <SearchableSelect
      resource="/class-years"
      label="Class"
      id={id}
      placeholder={allLabel}
      filters={{ academicYearId }}
      value={value || null}
      onChange={(classYearId) => onChange(classYearId ?? '')}
    />
  );
}
