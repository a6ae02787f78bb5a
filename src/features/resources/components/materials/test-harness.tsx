import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { MaterialInputSchema, type MaterialInput } from '@/domain/lesson-content/material-content';

/** Props of {@link MaterialTestForm}. */
export interface MaterialTestFormProps {
  /**
   * What the form starts with, e.g. `{ materialType: 'FITB', title: 'Boiling point', content: module.emptyContent() }`
   * (create) or a saved material's title and content (update).
   */
  defaultValues: z.input<typeof MaterialInputSchema>;
  /** Called with the value MaterialInputSchema parsed, once the form validates. */
  onSubmit: (value: MaterialInput) => void;
  /** The type module's Fields. */
  children: ReactNode;
}

/**
 * A stand-in for the generic material editor in component tests: the same FormProvider with
 * zodResolver(MaterialInputSchema), a "Title" field and a "Save material" button that reports the parsed value.
 */
export function MaterialTestForm({ defaultValues, onSubmit, children }: MaterialTestFormProps) {
  const id = useId();
  const form = useForm<z.input<typeof MaterialInputSchema>, unknown, MaterialInput>({
    resolver: zodResolver(MaterialInputSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues,
  });
  const titleError = form.formState.errors.title?.message;
  return (
    <FormProvider {...form}>
      <Form noValidate aria-label="Material" onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
        <Form.Group controlId={`${id}-title`} className="mb-3">
          <Form.Label>Title</Form.Label>
          <Form.Control isInvalid={Boolean(titleError)} {...form.register('title')} />
          <Form.Control.Feedback type="invalid">{titleError}</Form.Control.Feedback>
        </Form.Group>
        {children}
        <Button type="submit">Save material</Button>
      </Form>
    </FormProvider>
  );
}
