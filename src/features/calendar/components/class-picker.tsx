import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import Form from 'react-bootstrap/Form';
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
  classes: readonly CalendarClass[];
  /** The class shown, '' for the whole school. */
  value: string;
  onChange: (classYearId: string) => void;
}

/** Whole school, or the school's events plus one class's. */
export function ClassPicker({ classes, value, onChange }: ClassPickerProps) {
  const id = useId();
  return (
    <div className="calendar-class-picker">
      <FilterBar label="Calendar">
        <Form.Group controlId={`${id}-class`}>
          <Form.Label>Class</Form.Label>
          <Form.Select value={value} onChange={(event) => onChange(event.target.value)}>
            <option value="">Whole school</option>
            {classes.map((row) => (
              <option key={row.id} value={row.id}>
                {row.name}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </FilterBar>
    </div>
  );
}
