import { useController, type Control } from 'react-hook-form';
import { SearchableSelect } from '@/components/searchable-select/searchable-select';
import type { SelectOption } from '@/components/searchable-select/types';
import type { AssignFormInput } from '@/features/resources/components/assign/assign-form-values';
import {
  CONTENT_SELECT_FIELDS,
  contentKind,
  describeContent,
} from '@/features/resources/components/assign/content-detail';

interface ContentFieldProps {
  control: Control<AssignFormInput>;
  /** The picked content's name and detail line, for the review step and the success message. */
  onPicked: (option: SelectOption | null) => void;
}

/**
 * What to assign: a lesson or an assignment with a published version, searched by name (spec §7's
 * searchable select). Picking one sets `sourceType` from its kind, so the two ids never disagree.
 * Nothing is created from here: content is authored in a chapter and must pass review first.
 */
export function ContentField({ control, onPicked }: ContentFieldProps) {
  const { field: { name, value, onChange, onBlur, ref }, fieldState } = useController({ control, name: 'sourceId' });
  const setSourceType = useController({ control, name: 'sourceType' }).field.onChange;
  return (
    <SearchableSelect
      resource="/assignable-contents"
      label="Lesson or assignment"
      id="assign-content"
      name={name}
      placeholder="Search by name"
      fields={CONTENT_SELECT_FIELDS}
      value={value ?? null}
      optionDetail={(option) => describeContent(option.item)}
      isInvalid={fieldState.invalid}
      feedback={fieldState.error?.message}
      onBlur={onBlur}
      ref={ref}
      onChange={(id, option) => {
        const kind = option ? contentKind(option.item) : null;
        if (kind) setSourceType(kind);
        onChange(id ?? undefined);
        onPicked(option);
      }}
    />
  );
}
