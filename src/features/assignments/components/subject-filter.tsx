import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { useSubjectYears } from '@/entities/subject-year/subject-year';

interface SubjectFilterProps {
  academicYearId: string;
  value: string;
  onChange: (subjectId: string) => void;
}

const byName = new Intl.Collator('en-SG', { sensitivity: 'base' });

/** The subjects the user teaches this year (each once, though taught to several classes). */
export function SubjectFilter({ academicYearId, value, onChange }: SubjectFilterProps) {
  const id = useId();
  const subjectYears = useSubjectYears({ pageSize: 0, filters: { academicYearId } });
  const subjects = new Map<string, string>();
  for (const subjectYear of subjectYears.data?.data ?? []) subjects.set(subjectYear.subject.id, subjectYear.subject.name);
  const options = [...subjects].sort((a, b) => byName.compare(a[1], b[1]));
  return (
    <Form.Group controlId={`${id}-subject`}>
      <Form.Label>Subject</Form.Label>
      <Form.Select value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">All subjects</option>
        {/* A subject named in the URL but not taught this year stays selectable, so the filter never lies. */}
        {value && !subjects.has(value) && subjectYears.data ? <option value={value}>Another subject</option> : null}
        {options.map(([subjectId, name]) => (
          <option key={subjectId} value={subjectId}>
            {name}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
