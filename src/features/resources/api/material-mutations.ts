import { useQueryClient } from '@tanstack/react-query';
import type { ContentDetail } from '@/features/resources/api/content';
import { createMaterial, deleteMaterial, moveMaterial, updateMaterial } from '@/features/resources/api/material-endpoints';
import { useRefreshAroundContent } from '@/features/resources/api/refresh-content';
import { contentKeys } from '@/features/resources/api/resource-keys';
import type { ContentKind, Material } from '@/features/resources/api/resource-schemas';
import type { MaterialInput } from '@/domain/lesson-content/material-content';
import { moveItem } from '@/domain/lesson-content/order';
import { useSingleFlightMutation } from '@/lib/use-single-flight-mutation';

/** The content with its materials replaced, in order, ids following. */
function withMaterials(content: ContentDetail, materials: Material[]): ContentDetail {
  const sorted = [...materials].sort((a, b) => a.order - b.order);
  return { ...content, materials: sorted, materialsIds: sorted.map((material) => material.id) };
}

/**
 * Writes to the materials of one lesson or assignment keep its cached copy current from the answers
 * (no reload of a long lesson), then refetch it in the background: an edit of approved content moves
 * it to a new revision, which only the server decides.
 */
function useContentCache(kind: ContentKind, contentId: string) {
  const queryClient = useQueryClient();
  const refreshAround = useRefreshAroundContent();
  const key = contentKeys.detail(kind, contentId);
  return {
    key,
    update: (change: (materials: Material[]) => Material[]) =>
      queryClient.setQueryData<ContentDetail>(key, (content) => content && withMaterials(content, change(content.materials))),
    settle: () => {
      refreshAround(kind, contentId);
      void queryClient.invalidateQueries({ queryKey: key, exact: true });
    },
    queryClient,
  };
}

export interface MaterialSaveOptions {
  /** The editor shows 409/422 itself (conflict dialog, field errors) instead of a toast. */
  suppressErrorToast?: boolean;
}

/** Appends a material; the answer is the stored material (id, order, version). */
export function useCreateMaterial(kind: ContentKind, contentId: string, options: MaterialSaveOptions = {}) {
  const cache = useContentCache(kind, contentId);
  return useSingleFlightMutation({
    mutationKey: [...cache.key, 'materials', 'create'],
    mutationFn: (input: MaterialInput) => createMaterial({ kind, contentId, input }),
    meta: { errorMessage: 'The material could not be added.', suppressErrorToast: options.suppressErrorToast },
    onSuccess: (material) => {
      cache.update((materials) => [...materials.filter((other) => other.id !== material.id), material]);
      cache.settle();
    },
  });
}

/** Saves an edited material with the version it was read at; 409 when someone saved in between. */
export function useUpdateMaterial(kind: ContentKind, contentId: string, options: MaterialSaveOptions = {}) {
  const cache = useContentCache(kind, contentId);
  return useSingleFlightMutation({
    mutationKey: [...cache.key, 'materials', 'update'],
    mutationFn: updateMaterial,
    meta: { errorMessage: 'The material could not be saved.', suppressErrorToast: options.suppressErrorToast },
    onSuccess: (material) => {
      cache.update((materials) => materials.map((other) => (other.id === material.id ? material : other)));
      cache.settle();
    },
  });
}

/**
 * Moves a material to a 0-based position: the cached order changes at once, and rolls back with a
 * danger notification when the server refuses.
 */
export function useMoveMaterial(kind: ContentKind, contentId: string) {
  const cache = useContentCache(kind, contentId);
  return useSingleFlightMutation({
    mutationKey: [...cache.key, 'materials', 'move'],
    mutationFn: moveMaterial,
    // The lesson sidebar names the material in its own message when a move fails: one notification, not two.
    meta: { suppressErrorToast: true },
    onMutate: async ({ materialId, order }) => {
      await cache.queryClient.cancelQueries({ queryKey: cache.key, exact: true });
      const previous = cache.queryClient.getQueryData<ContentDetail>(cache.key);
      cache.update((materials) => {
        const ids = moveItem(materials.map((material) => material.id), materialId, order);
        return materials.map((material) => ({ ...material, order: ids.indexOf(material.id) }));
      });
      return { previous };
    },
    onError: (_error, _move, context) => {
      if (context?.previous) cache.queryClient.setQueryData(cache.key, context.previous);
    },
    onSettled: cache.settle,
  });
}

export function useDeleteMaterial(kind: ContentKind, contentId: string) {
  const cache = useContentCache(kind, contentId);
  return useSingleFlightMutation({
    mutationKey: [...cache.key, 'materials', 'delete'],
    mutationFn: deleteMaterial,
    meta: { successMessage: 'Material deleted.', errorMessage: 'The material could not be deleted.' },
    onSuccess: (_, materialId) => {
      cache.update((materials) =>
        materials.filter((material) => material.id !== materialId).map((material, order) => ({ ...material, order })),
      );
      cache.settle();
    },
  });
}
