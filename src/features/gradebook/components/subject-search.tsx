import { useEffect, useId, useState } from 'react';
import Form from 'react-bootstrap/Form';

/** Props of {@link SubjectSearch}. */
export interface SubjectSearchProps {
  value: string;
  onSearch: (name: string) => void;
}

const DEBOUNCE_MS = 300;

/** The subject-year name search: typing waits a moment before it filters, so each key is not a request. */
export function SubjectSearch({ value, onSearch }: SubjectSearchProps) {
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => {
    if (text.trim() === value) return undefined;
    const timer = setTimeout(() => onSearch(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <Form.Group controlId={id}>
      <Form.Label className="small mb-1">Search subjects</Form.Label>
      <Form.Control
        type="search"
        value={text}
        placeholder="Subject or class name"
        onChange={(event) => setText(event.target.value)}
        style={{ minWidth: '18rem' }}
      />
    </Form.Group>
  );
}
