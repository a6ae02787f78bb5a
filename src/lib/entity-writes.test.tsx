import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createEntityWrites, useRefreshingMutation } from '@/lib/entity-writes';
import { createQueryKeys } from '@/lib/query-keys';
import { createTestQueryClient } from '../../tests/test-utils';

interface Thing {
  id: string;
  name: string;
}

const thingKeys = createQueryKeys('things');

function setup() {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}

function thingWrites(afterWrite?: (queryClient: QueryClient, saved: Thing | null, id: string) => unknown) {
  return createEntityWrites({
    keys: thingKeys,
    create: vi.fn(async (body: { name: string }) => ({ id: 'new', ...body })),
    update: vi.fn(async (id: string, body: { name: string }) => ({ id, ...body })),
    remove: vi.fn(async () => undefined),
    saveError: 'The thing could not be saved.',
    deleteError: 'The thing could not be deleted.',
    afterWrite,
  });
}

describe('createEntityWrites', () => {
  it('sends each write with its body and id, the save errors kept for the form', async () => {
    const { queryClient, wrapper } = setup();
    const writes = thingWrites(() => undefined);
    const create = renderHook(() => writes.useCreate(), { wrapper }).result;
    const update = renderHook(() => writes.useUpdate('t1'), { wrapper }).result;
    const remove = renderHook(() => writes.useDelete('t1'), { wrapper }).result;
    await act(async () => {
      expect(await create.current.mutateAsync({ name: 'A' })).toEqual({ id: 'new', name: 'A' });
      expect(await update.current.mutateAsync({ name: 'B' })).toEqual({ id: 't1', name: 'B' });
      await remove.current.mutateAsync();
    });
    const mutations = queryClient.getMutationCache().getAll();
    expect(mutations.map((mutation) => mutation.options.mutationKey)).toEqual([
      ['things', 'create'],
      ['things', 'detail', 't1', 'update'],
      ['things', 'detail', 't1', 'delete'],
    ]);
    expect(mutations.map((mutation) => mutation.options.meta)).toEqual([
      { errorMessage: 'The thing could not be saved.', suppressErrorToast: true },
      { errorMessage: 'The thing could not be saved.', suppressErrorToast: true },
      { errorMessage: 'The thing could not be deleted.' },
    ]);
  });

  it('hands afterWrite the saved record and its id, or null after a delete', async () => {
    const { wrapper } = setup();
    const afterWrite = vi.fn();
    const writes = thingWrites(afterWrite);
    const create = renderHook(() => writes.useCreate(), { wrapper }).result;
    const update = renderHook(() => writes.useUpdate('t1'), { wrapper }).result;
    const remove = renderHook(() => writes.useDelete('t2'), { wrapper }).result;
    await act(async () => {
      await create.current.mutateAsync({ name: 'A' });
      await update.current.mutateAsync({ name: 'B' });
      await remove.current.mutateAsync();
    });
    expect(afterWrite.mock.calls.map(([, saved, id]: unknown[]) => [saved, id])).toEqual([
      [{ id: 'new', name: 'A' }, 'new'],
      [{ id: 't1', name: 'B' }, 't1'],
      [null, 't2'],
    ]);
  });

  it('by default refreshes everything under the record’s key and settles once the refetch has answered', async () => {
    const { wrapper } = setup();
    let release: () => void = () => undefined;
    const queryFn = vi.fn(() => new Promise<Thing[]>((resolve) => (release = () => resolve([]))));
    const writes = thingWrites();
    const { result } = renderHook(
      () => ({ list: useQuery({ queryKey: thingKeys.lists(), queryFn }), update: writes.useUpdate('t1') }),
      { wrapper },
    );
    await act(async () => release());
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    act(() => result.current.update.mutate({ name: 'B' }));
    await waitFor(() => expect(queryFn).toHaveBeenCalledTimes(2));
    expect(result.current.update.isPending).toBe(true);
    await act(async () => release());
    await waitFor(() => expect(result.current.update.isSuccess).toBe(true));
  });
});

describe('useRefreshingMutation', () => {
  it('invalidates what it refreshes once it succeeds, and drops a second call while the first is in flight', async () => {
    const { queryClient, wrapper } = setup();
    queryClient.setQueryData(thingKeys.lists(), []);
    queryClient.setQueryData(['other'], []);
    let finish: () => void = () => undefined;
    const mutationFn = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { result } = renderHook(
      () => useRefreshingMutation({ mutationKey: ['things', 'add'], mutationFn, refreshes: thingKeys.all }),
      { wrapper },
    );
    act(() => {
      result.current.mutate();
      result.current.mutate();
    });
    await waitFor(() => expect(mutationFn).toHaveBeenCalledTimes(1));
    await act(async () => finish());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(mutationFn).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryState(thingKeys.lists())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['other'])?.isInvalidated).toBe(false);
  });
});
