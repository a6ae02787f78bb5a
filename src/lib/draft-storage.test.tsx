import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { clearDraft, DRAFT_WRITE_DELAY_MS, readDraft, useDraftPersistence, writeDraft } from '@/lib/draft-storage';
import { resumeSession, setSessionStatus } from '@/lib/session/session-status';

const Schema = z.object({ version: z.number(), text: z.string() });
const KEY = 'test-draft:v1:user:1';

afterEach(() => {
  window.localStorage.clear();
  resumeSession();
  vi.restoreAllMocks();
});

describe('readDraft, writeDraft, clearDraft', () => {
  it('reads back what was written while it fits the schema', () => {
    writeDraft(KEY, { version: 3, text: 'typed' });
    expect(readDraft(KEY, Schema)).toEqual({ version: 3, text: 'typed' });
    clearDraft(KEY);
    expect(readDraft(KEY, Schema)).toBeNull();
  });

  it('answers null for a missing, corrupt or outdated entry', () => {
    expect(readDraft(KEY, Schema)).toBeNull();
    window.localStorage.setItem(KEY, '{not json');
    expect(readDraft(KEY, Schema)).toBeNull();
    window.localStorage.setItem(KEY, JSON.stringify({ version: '3' }));
    expect(readDraft(KEY, Schema)).toBeNull();
  });

  it('never throws when storage is full or disabled', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => writeDraft(KEY, { version: 1, text: '' })).not.toThrow();
    expect(readDraft(KEY, Schema)).toBeNull();
    expect(() => clearDraft(KEY)).not.toThrow();
  });
});

describe('useDraftPersistence', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function renderPersistence(initial: { version: number; text: string } | null) {
    return renderHook(({ draft }) => useDraftPersistence(KEY, () => draft), {
      initialProps: { draft: initial },
    });
  }

  it('writes the latest snapshot once typing pauses, not per edit', () => {
    const { result, rerender } = renderPersistence({ version: 1, text: 'a' });
    act(() => result.current());
    rerender({ draft: { version: 1, text: 'ab' } });
    act(() => result.current());
    act(() => vi.advanceTimersByTime(DRAFT_WRITE_DELAY_MS - 1));
    expect(window.localStorage.getItem(KEY)).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(readDraft(KEY, Schema)).toEqual({ version: 1, text: 'ab' });
  });

  it('removes the stored draft when the snapshot says nothing differs', () => {
    writeDraft(KEY, { version: 1, text: 'old' });
    const { result } = renderPersistence(null);
    act(() => result.current());
    act(() => vi.advanceTimersByTime(DRAFT_WRITE_DELAY_MS));
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('writes at once when the page goes', () => {
    const { result, unmount } = renderPersistence({
      version: 2,
      text: 'leaving',
    });
    act(() => result.current());
    unmount();
    expect(readDraft(KEY, Schema)).toEqual({ version: 2, text: 'leaving' });
  });

  it('writes nothing while the session has ended, and writes back when it resumes', () => {
    const { result } = renderPersistence({
      version: 1,
      text: 'kept in memory',
    });
    act(() =>
      setSessionStatus({
        state: 'ended',
        username: 'teacher',
        signIn: async () => undefined,
        discard: () => undefined,
      }),
    );
    act(() => result.current());
    act(() => vi.advanceTimersByTime(DRAFT_WRITE_DELAY_MS));
    expect(window.localStorage.getItem(KEY)).toBeNull();
    act(() => resumeSession());
    expect(readDraft(KEY, Schema)).toEqual({
      version: 1,
      text: 'kept in memory',
    });
  });
});
