import { useController, type Control } from 'react-hook-form';
import { SearchableSelect } from '@/components/searchable-select/searchable-select';
import type { AssignFormInput } from '@/features/resources/components/assign/assign-form-values';

interface IdsFieldProps {
  control: Control<AssignFormInput>;
  name: 'classYearIds' | 'studentIds';
  label: string;
  resource: string;
  placeholder: string;
  searchKey?: string;
  labelKey?: string;
  filters?: Readonly<Record<string, string>>;
}

function IdsField({ control, name, ...select }: IdsFieldProps) {
  const { field: { value, onChange, onBlur, ref }, fieldState } = useController({ control, name });
  return (
    <SearchableSelect
      multiple
      {...select}
      id={`assign-${name}`}
      name={name}
      value={value}
      isInvalid={fieldState.invalid}
      feedback={fieldState.error?.message}
      onBlur={onBlur}
      ref={ref}
      onChange={(ids) => onChange(ids)}
    />
  );
}

/**
 * Whole classes of this academic year and/or single students (searched by full name). Neither select
 * offers "Create …": classes and students come from the school's records, not from a teacher's form.
 */
export function RecipientFields({ control, academicYearId }: { control: Control<AssignFormInput>; academicYearId: string }) {
  return (
    <>
      <IdsField
        control={control}
        name="classYearIds"
        label="Classes"
        resource="/class-years"
        placeholder="Search classes"
        filters={{ academicYearId }}
      />
      <IdsField
        control={control}
        name="studentIds"
        label="Individual students"
        resource="/students"
        placeholder="Search by full name"
        searchKey="fullName"
        labelKey="fullName"
      />
    </>
  );
}
