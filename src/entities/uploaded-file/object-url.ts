import { useEffect, useMemo } from 'react';

// Object URLs of downloaded files, counted by the components showing them: a URL is revoked once no
// component holds it after the current tick, so StrictMode's unmount-and-remount keeps it alive.
const holders = new Map<string, number>();

function hold(url: string): void {
  holders.set(url, (holders.get(url) ?? 0) + 1);
}

function release(url: string): void {
  const left = (holders.get(url) ?? 1) - 1;
  if (left > 0) {
    holders.set(url, left);
    return;
  }
  holders.delete(url);
  setTimeout(() => {
    if (!holders.has(url)) URL.revokeObjectURL(url);
  }, 0);
}

/** An object URL for the blob while the component shows it (null without a blob). */
export function useObjectUrl(blob: Blob | undefined): string | null {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => {
    if (url === null) return undefined;
    hold(url);
    return () => release(url);
  }, [url]);
  return url;
}
