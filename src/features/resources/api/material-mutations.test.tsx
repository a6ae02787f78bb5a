import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { contentQueryOptions } from '@/features/resources/api/content';
import { useCreateMaterial, useMoveMaterial } from '@/features/resources/api/material-mutations';
import { setAccessToken } from '@/lib/auth-token';
import { clearToasts, getToasts } from '@/lib/toast-store';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { signIn } from '@/mocks/test-client';
import { createTestQueryClient } from '../../../../tests/test-utils';

afterEach(() => {
  setAccessToken(null);
  clearToasts();
});

async function setUp() {
  setAccessToken(await signIn('teacher'));
  const lesson = db.resourceContents.find((row) => row.name === 'Fractions — practice bank')!;
  const queryClient = createTestQueryClient();
  const detail = await queryClient.fetchQuery(contentQueryOptions('lesson', lesson.id));
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const cachedIds = () => queryClient.getQueryData(contentQueryOptions('lesson', lesson.id).queryKey)?.materialsIds ?? [];
  return { lesson, queryClient, detail, wrapper, cachedIds };
}

describe('material mutations keep the cached lesson current', () => {
  it('keeps the order the server confirms after a move', async () => {
    const { lesson, detail, wrapper, cachedIds } = await setUp();
    const { result } = renderHook(() => useMoveMaterial('lesson', lesson.id), { wrapper });
    const moved = detail.materialsIds[5]!;
    act(() => result.current.mutate({ materialId: moved, order: 0 }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    await waitFor(() => expect(cachedIds()).toEqual([moved, ...detail.materialsIds.filter((id) => id !== moved)]));
  });

  it('shows the move before the server answers and rolls it back when refused', async () => {
    const { lesson, detail, wrapper, cachedIds } = await setUp();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.put('*/api/materials/:id', async () => {
        await gate;
        return HttpResponse.json({ message: 'This lesson is on review.' }, { status: 409 });
      }),
    );
    const { result } = renderHook(() => useMoveMaterial('lesson', lesson.id), { wrapper });
    const moved = detail.materialsIds[3]!;
    act(() => result.current.mutate({ materialId: moved, order: 10 }));
    await waitFor(() => expect(cachedIds()[10]).toBe(moved));
    expect(result.current.isPending).toBe(true);
    release();
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(cachedIds()).toEqual(detail.materialsIds);
    // The sidebar tells the user, naming the material; the hook adds no second notification.
    expect(getToasts()).toEqual([]);
  });

  it('appends a created material to the cached lesson', async () => {
    const { lesson, wrapper, cachedIds } = await setUp();
    const { result } = renderHook(() => useCreateMaterial('lesson', lesson.id), { wrapper });
    let id = '';
    await act(async () => {
      id = (await result.current.mutateAsync({ materialType: 'FREE_TEXT', title: 'Note', content: { text: 'Remember to simplify.' } })).id;
    });
    expect(cachedIds().at(-1)).toBe(id);
  });
});
