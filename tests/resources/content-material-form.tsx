import { zodResolver } from '@hookform/resolvers/zod';
import type { ComponentType } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { MaterialFieldsProps } from '@/features/resources/components/materials/types';
import { MaterialInputSchema, type MaterialInput } from '@/domain/lesson-content/material-content';
import { renderWithProviders } from '../test-utils';

interface HarnessProps {
  Fields: ComponentType<MaterialFieldsProps>;
  defaultValues: MaterialInput;
  onSubmit: (value: MaterialInput) => void;
  disabled: boolean;
}

/** The generic material editor in miniature: the form, the schema and a save button around one type's fields. */
function ContentMaterialForm({ Fields, defaultValues, onSubmit, disabled }: HarnessProps) {
  const form = useForm<z.input<typeof MaterialInputSchema>, unknown, MaterialInput>({
    resolver: zodResolver(MaterialInputSchema),
    defaultValues,
  });
  return (
    <FormProvider {...form}>
      <Form noValidate aria-label="Material" onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
        <Fields disabled={disabled} />
        <Button type="submit">Save</Button>
      </Form>
    </FormProvider>
  );
}

/** Renders a type's Fields in the real providers inside a react-hook-form form checked by MaterialInputSchema. */
export function renderContentMaterialForm(
  Fields: ComponentType<MaterialFieldsProps>,
  defaultValues: MaterialInput,
  { disabled = false } = {},
) {
  const submitted: MaterialInput[] = [];
  const view = renderWithProviders(
    <ContentMaterialForm
      Fields={Fields}
      defaultValues={defaultValues}
      disabled={disabled}
      onSubmit={(value) => submitted.push(value)}
    />,
  );
  return { ...view, submitted };
}
