import { useId, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import Form from 'react-bootstrap/Form';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SelectedChips } from '@/components/searchable-select/selected-chips';
import { entryId, SelectListbox, type ListboxEntry } from '@/components/searchable-select/select-listbox';
import type { CreateConfig, SelectOption } from '@/components/searchable-select/types';
import { createQuestion, useCreateOption } from '@/components/searchable-select/use-create-option';
import { useDebouncedValue } from '@/components/searchable-select/use-debounced-value';
import { useSelectOptions } from '@/components/searchable-select/use-select-options';
import { useSelectedOptions } from '@/components/searchable-select/use-selected-options';
import {
  SEARCHABLE_SELECT_DEBOUNCE_MS,
  SEARCHABLE_SELECT_LABEL_KEY,
  SEARCHABLE_SELECT_SEARCH_KEY,
  SEARCHABLE_SELECT_VALUE_KEY,
} from '@/config/constants';
import { toApiError } from '@/lib/api-error';
import type { ListFilterValue } from '@/lib/list-query';

interface CommonProps {
  /** Plural resource path, e.g. '/subjects'. */
  resource: string;
  /** Visible label (also the accessible name). */
  label: string;
  hideLabel?: boolean;
  id?: string;
  name?: string;
  placeholder?: string;
  searchKey?: string;
  valueKey?: string;
  labelKey?: string;
  /** Field selection sent JSON-encoded; defaults to the value and label keys. */
  fields?: readonly string[];
  /** Extra plain filters, e.g. `{ academicYearId }`. */
  filters?: Readonly<Record<string, ListFilterValue>>;
  disabled?: boolean;
  clearable?: boolean;
  creatable?: boolean;
  createConfig?: CreateConfig;
  isInvalid?: boolean;
  /** Validation message shown under the field when `isInvalid`. */
  feedback?: string;
  /** A second, quieter line under an option's label (e.g. "Lesson · Fractions · Mathematics"); ask for its fields. */
  optionDetail?: (option: SelectOption) => ReactNode;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
}

/** Props of {@link SearchableSelect}: single (value: id | null) or `multiple` (value: ids). */
export type SearchableSelectProps = CommonProps &
  (
    | { multiple?: false; value: string | null | undefined; onChange: (value: string | null, option: SelectOption | null) => void }
    | { multiple: true; value: readonly string[] | null | undefined; onChange: (value: string[], options: SelectOption[]) => void }
  );

/**
 * A server-searched combobox (spec §7, §9): page from 0, 5 per page, 500 ms debounced search on
 * `searchKey`, "Load more", labels hydrated by id (single) or `ids=` (multiple), clearable, and an
 * optional confirmed "Create …" option. Pass react-hook-form's `field` straight in.
 */
export function SearchableSelect(props: SearchableSelectProps) {
  const {
    resource, label, hideLabel = false, name, placeholder, disabled = false, clearable = true,
    searchKey = SEARCHABLE_SELECT_SEARCH_KEY, valueKey = SEARCHABLE_SELECT_VALUE_KEY,
    labelKey = SEARCHABLE_SELECT_LABEL_KEY, creatable = false, createConfig, isInvalid = false, feedback, optionDetail, ref,
  } = props;
  const generatedId = useId();
  const inputId = props.id ?? `select-${generatedId}`;
  const listboxId = `${inputId}-listbox`;
  const feedbackId = `${inputId}-feedback`;
  const containerRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const [known, setKnown] = useState<ReadonlyMap<string, SelectOption>>(new Map());
  const debouncedSearch = useDebouncedValue(search, SEARCHABLE_SELECT_DEBOUNCE_MS);

  const multiple = props.multiple === true;
  const values: readonly string[] = props.multiple ? (props.value ?? []) : props.value ? [props.value] : [];
  const source = { resource, searchKey, valueKey, labelKey, fields: props.fields ?? [valueKey, labelKey], filters: props.filters };
  const list = useSelectOptions(source, debouncedSearch, open && !disabled);
  const selected = useSelectedOptions(source, values, known, multiple);

  const remember = (option: SelectOption) => setKnown((previous) => new Map(previous).set(option.value, option));
  const emit = (next: SelectOption[]) => {
    if (props.multiple) props.onChange(next.map((option) => option.value), next);
    else props.onChange(next[0]?.value ?? null, next[0] ?? null);
  };
  const close = () => {
    setOpen(false);
    setSearch('');
    setActiveIndex(0);
  };
  const choose = (option: SelectOption) => {
    remember(option);
    if (!multiple) {
      emit([option]);
      close();
      return;
    }
    const isSelected = values.includes(option.value);
    emit(isSelected ? selected.selected.filter((other) => other.value !== option.value) : [...selected.selected, option]);
  };
  const create = useCreateOption(resource, createConfig, (id, text) => {
    const option = { value: id, label: text, item: { [valueKey]: id, [labelKey]: text } };
    remember(option);
    emit(multiple ? [...selected.selected, option] : [option]);
    close();
  });

  const typed = search.trim();
  const canCreate =
    creatable && createConfig !== undefined && typed !== '' && !list.options.some((option) => option.label.toLowerCase() === typed.toLowerCase());
  const entries: ListboxEntry[] = [
    ...list.options.map((option) => ({ kind: 'option' as const, option })),
    ...(canCreate ? [{ kind: 'create' as const, value: typed }] : []),
    ...(list.hasNextPage ? [{ kind: 'more' as const }] : []),
  ];
  const active = Math.min(activeIndex, entries.length - 1);

  const activate = (entry: ListboxEntry) => {
    if (entry.kind === 'option') choose(entry.option);
    else if (entry.kind === 'create') create.ask(entry.value);
    else if (!list.isFetchingNextPage) void list.fetchNextPage();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex(Math.max(0, Math.min(entries.length - 1, active + step)));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const entry = entries[active];
      if (entry) activate(entry);
    } else if (event.key === 'Escape' && open) {
      // Only close the popup, not an enclosing dialog.
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'Backspace' && multiple && search === '' && selected.selected.length > 0) {
      emit(selected.selected.slice(0, -1));
    }
  };

  const singleLabel = !multiple ? (selected.selected[0]?.label ?? '') : '';
  const hasValue = values.length > 0;
  const describedBy = isInvalid && feedback ? feedbackId : undefined;

  return (
    <Form.Group className="searchable-select">
      <Form.Label htmlFor={inputId} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
      </Form.Label>
      <div
        ref={containerRef}
        className="position-relative"
        onBlur={(event) => {
          if (containerRef.current?.contains(event.relatedTarget)) return;
          close();
          props.onBlur?.();
        }}
      >
        {multiple ? (
          <SelectedChips options={selected.selected} disabled={disabled} onRemove={(option) => choose(option)} />
        ) : null}
        <Form.Control
          ref={ref}
          id={inputId}
          name={name}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-activedescendant={open && active >= 0 ? entryId(listboxId, active) : undefined}
          aria-describedby={describedBy}
          aria-invalid={isInvalid || undefined}
          isInvalid={isInvalid}
          disabled={disabled}
          value={open || multiple ? search : singleLabel}
          placeholder={selected.isLoading ? 'Loading…' : open && singleLabel ? singleLabel : placeholder}
          className={clearable && hasValue ? 'pe-5' : undefined}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
          onChange={(event) => {
            setSearch(event.target.value);
            setActiveIndex(0);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
        />
        {clearable && hasValue && !disabled ? (
          <button
            type="button"
            className="btn-close position-absolute end-0 bottom-0 m-2"
            style={{ width: '0.6rem', height: '0.6rem' }}
            aria-label={`Clear ${label}`}
            onClick={() => emit([])}
          />
        ) : null}
        {open ? (
          <SelectListbox
            id={listboxId}
            label={label}
            entries={entries}
            activeIndex={active}
            selectedValues={new Set(values)}
            multiple={multiple}
            isLoading={list.isFetching && !list.isFetchingNextPage}
            isLoadingMore={list.isFetchingNextPage}
            errorMessage={list.isError ? toApiError(list.error).message : null}
            optionDetail={optionDetail}
            onActivate={activate}
            onHover={setActiveIndex}
          />
        ) : null}
        {describedBy ? (
          <Form.Control.Feedback id={feedbackId} type="invalid" className="d-block">
            {feedback}
          </Form.Control.Feedback>
        ) : null}
      </div>
      {createConfig ? (
        <ConfirmDialog
          show={create.pendingValue !== null}
          title={`Create ${createConfig.entity}`}
          body={createQuestion(createConfig, create.pendingValue ?? '')}
          confirmLabel="Create"
          onConfirm={create.confirm}
          onHide={create.cancel}
          pending={create.isPending}
        />
      ) : null}
    </Form.Group>
  );
}
