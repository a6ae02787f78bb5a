import type { ReactNode } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import type { SelectOption } from '@/components/searchable-select/types';

/** A row of the popup: an option, the "Create …" action or "Load more". */
export type ListboxEntry =
  | { kind: 'option'; option: SelectOption }
  | { kind: 'create'; value: string }
  | { kind: 'more' };

interface SelectListboxProps {
  id: string;
  label: string;
  entries: readonly ListboxEntry[];
  activeIndex: number;
  selectedValues: ReadonlySet<string>;
  multiple: boolean;
  isLoading: boolean;
  isLoadingMore: boolean;
  errorMessage: string | null;
  optionDetail?: (option: SelectOption) => ReactNode;
  onActivate: (entry: ListboxEntry) => void;
  onHover: (index: number) => void;
}

/** The id of an entry's element, for aria-activedescendant. */
export function entryId(listboxId: string, index: number): string {
  return `${listboxId}-entry-${index}`;
}

function entryText(entry: ListboxEntry, isLoadingMore: boolean) {
  if (entry.kind === 'option') return entry.option.label;
  if (entry.kind === 'create') return `Create "${entry.value}"`;
  return isLoadingMore ? 'Loading more…' : 'Load more';
}

/** The popup list. Mouse down is swallowed so the input keeps focus while choosing. */
export function SelectListbox({
  id,
  label,
  entries,
  activeIndex,
  selectedValues,
  multiple,
  isLoading,
  isLoadingMore,
  errorMessage,
  optionDetail,
  onActivate,
  onHover,
}: SelectListboxProps) {
  return (
    <div className="dropdown-menu show w-100 p-0 shadow-sm" style={{ maxHeight: '18rem', overflowY: 'auto' }}>
      <ul id={id} role="listbox" aria-label={label} aria-multiselectable={multiple || undefined} className="list-unstyled mb-0">
        {entries.map((entry, index) => {
          const selected = entry.kind === 'option' && selectedValues.has(entry.option.value);
          return (
            <li
              key={entry.kind === 'option' ? `o-${entry.option.value}` : entry.kind}
              id={entryId(id, index)}
              role="option"
              aria-selected={selected}
              className={[
                'dropdown-item',
                index === activeIndex ? 'active' : '',
                entry.kind === 'option' ? '' : 'fst-italic',
              ].join(' ')}
              style={{ cursor: 'pointer', whiteSpace: 'normal' }}
              onMouseDown={(event) => event.preventDefault()}
              tabIndex={-1}
              onClick={() => onActivate(entry)}
              onKeyDown={(event) => {
                // Focus normally stays on the combobox; this covers a screen reader that moves it here.
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  onActivate(entry);
                }
              }}
              onMouseEnter={() => onHover(index)}
            >
              {multiple && entry.kind === 'option' ? (
                <span aria-hidden="true" className="me-2">
                  {selected ? '☑' : '☐'}
                </span>
              ) : null}
              {entryText(entry, isLoadingMore)}
              {optionDetail && entry.kind === 'option' ? (
                <>
                  {/* Read as "Label, detail": the browser already puts a space before the block line. */}
                  <span className="visually-hidden">,</span>
                  {/* The active row is white on primary: a grey detail there would fail contrast. */}
                  <span className={`d-block small${index === activeIndex ? '' : ' text-body-secondary'}`}>
                    {optionDetail(entry.option)}
                  </span>
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
      {isLoading ? (
        <div role="status" className="px-3 py-2 text-body-secondary small">
          <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
          Loading…
        </div>
      ) : null}
      {errorMessage ? (
        <div role="alert" className="px-3 py-2 text-danger small">
          {errorMessage}
        </div>
      ) : null}
      {!isLoading && !errorMessage && entries.length === 0 ? (
        <div className="px-3 py-2 text-body-secondary small">No options</div>
      ) : null}
    </div>
  );
}
