import type { Control } from 'react-hook-form';
import { FormDateField } from '@/components/record-form/form-date-field';
import type { AssignFormInput } from '@/features/resources/components/assign/assign-form-values';

/** Start and due dates, typed day/month/year; the due date may be the start date, never before it. */
export function DateFields({ control }: { control: Control<AssignFormInput> }) {
  return (
    <div className="assign-dates">
      <FormDateField control={control} name="startDate" label="Start date" id="assign-startDate" className="assign-date-field" />
      <FormDateField control={control} name="dueDate" label="Due date" id="assign-dueDate" className="assign-date-field" />
    </div>
  );
}
