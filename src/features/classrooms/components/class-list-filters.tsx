import { useEffect, useId, useRef, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useAcademicYearOptions } from '@/entities/academic-year/academic-year';
import { useLevelOptions } from '@/entities/reference/master-level';

/** The URL value of the year filter that means "every year" (no value means the current year). */
export const ALL_YEARS = 'all';
const SEARCH_DEBOUNCE_MS = 300;

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
  const id = useId();
  const years = useAcademicYearOptions();
  const levels = useLevelOptions();
  const [name, setName] = useState(values.name);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  // Only the settled text reaches the URL (and the server), not every keystroke.
  function handleNameChange(text: string) {
    setName(text);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => onChange({ name: text.trim() }), SEARCH_DEBOUNCE_MS);
  }

  return (
    <>
      <Form.Group controlId={`${id}-year`}>
        <Form.Label className="small mb-1">Academic year</Form.Label>
        <Form.Select size="sm" value={values.academicYearId} onChange={(event) => onChange({ academicYearId: event.target.value })}>
          <option value={ALL_YEARS}>All years</option>
          {(years.data?.data ?? []).map((year) => (
            <option key={year.id} value={year.id}>
              {year.year}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group controlId={`${id}-level`}>
        <Form.Label className="small mb-1">Level</Form.Label>
        <Form.Select size="sm" value={values.masterLevelId} onChange={(event) => onChange({ masterLevelId: event.target.value })}>
          <option value="">All levels</option>
          {(levels.data?.data ?? []).map((level) => (
            <option key={level.id} value={level.id}>
              {level.name}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group controlId={`${id}-name`}>
        <Form.Label className="small mb-1">Search by name</Form.Label>
        <Form.Control size="sm" type="search" value={name} placeholder="e.g. Courage" onChange={(event) => handleNameChange(event.target.value)} />
      </Form.Group>
    </>
  );
}
