import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { selectKeys, type CreateConfig } from '@/components/searchable-select/types';
import { apiClient } from '@/lib/api-client';
import { useSingleFlightMutation } from '@/lib/use-single-flight-mutation';

const CreatedSchema = z.object({ id: z.union([z.string(), z.number()]).transform(String) });

/** The confirmation of spec §5, byte for byte (the question mark sits inside the quotes). */
export function createQuestion({ entity, field }: CreateConfig, value: string): string {
  return `Create ${entity} with ${field} "${value}?"`;
}

/** The toast of spec §8 after an option was created. */
export function createdMessage({ entity }: CreateConfig): string {
  return `Successfully created ${entity}`;
}

/** Asks, then POSTs `{ [field]: value, ...extraFields }` and hands the new id to `onCreated`. */
export function useCreateOption(
  resource: string,
  config: CreateConfig | undefined,
  onCreated: (id: string, label: string) => void,
) {
  const queryClient = useQueryClient();
  const [pendingValue, setPendingValue] = useState<string | null>(null);
  const mutation = useSingleFlightMutation({
    mutationKey: [...selectKeys.resource(resource), 'create'],
    mutationFn: async (value: string) => {
      const body = { [config?.field ?? 'name']: value, ...config?.extraFields };
      const response = await apiClient.post<unknown>(resource, body);
      return CreatedSchema.parse(response.data).id;
    },
    meta: { successMessage: config ? createdMessage(config) : undefined },
    onSuccess: async (id, value) => {
      onCreated(id, value);
      await queryClient.invalidateQueries({ queryKey: selectKeys.resource(resource) });
    },
  });

  return {
    pendingValue,
    ask: (value: string) => setPendingValue(value),
    cancel: () => setPendingValue(null),
    confirm: () => (pendingValue === null ? undefined : mutation.mutateAsync(pendingValue)),
    isPending: mutation.isPending,
  };
}
