import { useCallback, useEffect, useRef, useState } from 'react';
import { toApiError } from '@/lib/api-error';
import { showToast } from '@/lib/toast-store';

export const UPLOAD_FAILED_MESSAGE = 'The file could not be uploaded.';
export const UPLOAD_CANCELLED_MESSAGE = 'Upload cancelled.';

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'CanceledError' || error.name === 'AbortError');
}

/**
 * One upload at a time with its progress (0 to 1, null when idle) and a Cancel that aborts the request.
 * Leaving the screen aborts it too. A failure is a danger notification with the server's message (spec §8).
 */
export function useCancellableUpload() {
  const controller = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(async <T>(send: (signal: AbortSignal, onProgress: (fraction: number) => void) => Promise<T>): Promise<T | null> => {
    const abort = new AbortController();
    controller.current = abort;
    setProgress(0);
    try {
      return await send(abort.signal, setProgress);
    } catch (error) {
      if (abort.signal.aborted || isAbort(error)) showToast({ variant: 'info', message: UPLOAD_CANCELLED_MESSAGE });
      else showToast({ variant: 'danger', message: toApiError(error, UPLOAD_FAILED_MESSAGE).message });
      return null;
    } finally {
      if (controller.current === abort) controller.current = null;
      setProgress(null);
    }
  }, []);

  const cancel = useCallback(() => controller.current?.abort(), []);
  return { progress, uploading: progress !== null, run, cancel };
}
