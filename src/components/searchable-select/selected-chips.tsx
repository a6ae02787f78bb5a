import type { SelectOption } from '@/components/searchable-select/types';

interface SelectedChipsProps {
  options: readonly SelectOption[];
  disabled: boolean;
  onRemove: (option: SelectOption) => void;
}

/** The chosen values of a multiple select, each with its own remove button. */
export function SelectedChips({ options, disabled, onRemove }: SelectedChipsProps) {
  if (options.length === 0) return null;
  return (
    <ul className="list-unstyled d-flex flex-wrap gap-1 mb-1" aria-label="Selected">
      {options.map((option) => (
        <li key={option.value} className="badge text-bg-secondary d-inline-flex align-items-center gap-1">
          {option.label || '…'}
          <button
            type="button"
            className="btn-close btn-close-white"
            style={{ width: '0.5rem', height: '0.5rem' }}
            aria-label={`Remove ${option.label || option.value}`}
            disabled={disabled}
            onClick={() => onRemove(option)}
          />
        </li>
      ))}
    </ul>
  );
}
