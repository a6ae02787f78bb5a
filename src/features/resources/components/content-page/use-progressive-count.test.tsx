import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useProgressiveCount } from '@/features/resources/components/content-page/use-progressive-count';

describe('useProgressiveCount', () => {
  it('shows the first items at once and all of them right after', async () => {
    const { result } = renderHook(() => useProgressiveCount(200, 24));
    expect(result.current).toBe(24);
    await waitFor(() => expect(result.current).toBe(200));
  });

  it('shows a short list whole from the start, and follows it as it grows or shrinks', async () => {
    const { result, rerender } = renderHook(({ total }) => useProgressiveCount(total, 24), { initialProps: { total: 5 } });
    expect(result.current).toBe(5);
    rerender({ total: 30 });
    await waitFor(() => expect(result.current).toBe(30));
    rerender({ total: 3 });
    expect(result.current).toBe(3);
  });
});
