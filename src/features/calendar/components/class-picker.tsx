import { useQuery } from '@tanstack/react-query';
import { ClassFilter } from '@/components/class-filter';
import { FilterBar } from '@/components/filter-bar';
import { classYearsApi } from '@/entities/class-year/class-year';
import { useSession } from '@/lib/session/session-context';
import { useCan } from '@/lib/session/use-can';

export interface CalendarClass {
  id: string;
  name: string;
}

/** The classes of the current year the user may see (the backend scopes the list); none without view on Class. */
export function useCalendarClasses(): CalendarClass[] {
  const { currentAcademicYear } = useSession();
  const canViewClasses = useCan('view', 'Class').allowed;
  const query = useQuery({
    ...classYearsApi.listQuery({ pageSize: 0, sortBy: 'level', filters: { academicYearId: currentAcademicYear.id } }),
    enabled: canViewClasses,
  });
  return (query.data?.data ?? []).map(({ id, name }) => ({ id, name }));
}

interface ClassPickerProps {
  /** The class shown, '' for the whole school. */
  value: string;
  onChange: (classYearId: string) => void;
}

/** Whole school (nothing chosen), or the school's events plus one class's, searched like every class filter. */
export function ClassPicker({ value, onChange }: ClassPickerProps) {
  const { currentAcademicYear } = useSession();
  return (
    <div className="calendar-class-picker">
      <FilterBar label="Calendar">
        <ClassFilter academicYearId={currentAcademicYear.id} allLabel="Whole school" value={value} onChange={onChange} />
      </FilterBar>
    </div>
  );
}
