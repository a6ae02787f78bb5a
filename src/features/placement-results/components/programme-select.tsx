import { SearchableSelect } from '@/components/searchable-select/searchable-select';
import type { SelectOption } from '@/components/searchable-select/types';
import { PROGRAMME_TYPE_LABELS, ProgrammeTypeSchema } from '@/domain/placement/admissions';

/** "Academics" or "Non-Academics" under each programme's name (spec §3), so two similar names are told apart. */
function programmeType(option: SelectOption) {
  const type = ProgrammeTypeSchema.safeParse(option.item.type);
  return type.success ? PROGRAMME_TYPE_LABELS[type.data] : null;
}

interface ProgrammeSelectProps {
  value: string | null;
  onChange: (value: string | null) => void;
}

/** The Programme filter of both placement screens. */
export function ProgrammeSelect({ value, onChange }: ProgrammeSelectProps) {
  return (
    <SearchableSelect
      resource="/master-programmes"
      label="Programme"
      fields={['id', 'name', 'type']}
      optionDetail={programmeType}
      value={value}
      onChange={onChange}
    />
  );
}
