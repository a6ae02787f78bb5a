import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { FilterBar } from '@/components/filter-bar';
import { SearchInput } from '@/components/search-input';
import { DOCUMENT_TYPE_LABELS, DOCUMENT_TYPES } from '@/domain/file-sharing/limits';

export interface FileFilterValues {
  search: string;
  documentType: string;
}

/** A debounced name search and the document type (spec §3) — both kept in the URL. */
export function FileFilters({ values, onChange }: { values: FileFilterValues; onChange: (changes: Partial<FileFilterValues>) => void }) {
  const id = useId();
  return (
    <FilterBar>
      <SearchInput label="Search by name" placeholder="File name" value={values.search} onSearch={(search) => onChange({ search })} />
      <Form.Group controlId={`${id}-type`}>
        <Form.Label>Document type</Form.Label>
        <Form.Select value={values.documentType} onChange={(event) => onChange({ documentType: event.target.value })}>
          <option value="">All types</option>
          {DOCUMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {DOCUMENT_TYPE_LABELS[type]}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
    </FilterBar>
  );
}
