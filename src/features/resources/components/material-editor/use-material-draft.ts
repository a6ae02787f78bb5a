import { useCallback, useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { MaterialFormValues } from '@/features/resources/components/material-editor/material-modules';
import { clearMaterialDraft, writeMaterialDraft } from '@/features/resources/components/material-editor/material-draft-storage';
import type { MaterialInput } from '@/domain/lesson-content/material-content';
import { getSessionStatus, subscribeToSessionStatus } from '@/lib/session/session-status';

const DRAFT_WRITE_DELAY_MS = 300;

/**
 * Keeps an open editor's typed values in localStorage under `key` while they differ from what was
 * loaded: a reload or a failed save loses nothing. While the session has ended nothing is written (a
 * logout elsewhere has just cleared storage); when the same user signs in again the values still on
 * screen are written back. Returns `clear`, for after a save or a discard.
 */
export function useMaterialDraft(
  key: string,
  form: UseFormReturn<MaterialFormValues, unknown, MaterialInput>,
  initial: MaterialFormValues,
  baseVersion: number | null,
): () => void {
  const timer = useRef<number | undefined>(undefined);
  const pending = useRef(false);
  const latest = useRef({ initial: JSON.stringify(initial), baseVersion });
  useEffect(() => {
    latest.current = { initial: JSON.stringify(initial), baseVersion };
  }, [initial, baseVersion]);

  const persist = useCallback(() => {
    pending.current = false;
    if (getSessionStatus().state !== 'active') return;
    const values = form.getValues();
    if (JSON.stringify(values) === latest.current.initial) {
      clearMaterialDraft(key);
      return;
    }
    writeMaterialDraft(key, {
      materialType: values.materialType,
      values: { ...values },
      baseVersion: latest.current.baseVersion,
      savedAt: new Date().toISOString(),
    });
  }, [form, key]);

  useEffect(() => {
    const subscription = form.watch(() => {
      pending.current = true;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(persist, DRAFT_WRITE_DELAY_MS);
    });
    let previous = getSessionStatus().state;
    const unsubscribeSession = subscribeToSessionStatus(() => {
      const { state } = getSessionStatus();
      if (previous === 'ended' && state === 'active') persist();
      previous = state;
    });
    return () => {
      subscription.unsubscribe();
      unsubscribeSession();
      window.clearTimeout(timer.current);
      // Leaving the page with typing not yet written: write it now rather than lose the last keystrokes.
      if (pending.current) persist();
    };
  }, [form, persist]);

  return useCallback(() => {
    window.clearTimeout(timer.current);
    pending.current = false;
    clearMaterialDraft(key);
  }, [key]);
}
