import { useState } from 'react';
import { parseSidebarPrefs, serializeSidebarPrefs, type SidebarPrefs } from '@/features/resources/rules/sidebar-prefs';

function read(storageKey: string): SidebarPrefs {
  try {
    return parseSidebarPrefs(window.localStorage.getItem(storageKey));
  } catch {
    return parseSidebarPrefs(null);
  }
}

function write(storageKey: string, prefs: SidebarPrefs): void {
  try {
    window.localStorage.setItem(storageKey, serializeSidebarPrefs(prefs));
  } catch {
    // Storage full or blocked (private mode): the sidebar still works, it just forgets on reload.
  }
}

/** The minimized flag and width, read once from local storage and written back on every committed change. */
export function useSidebarPrefs(storageKey: string) {
  const [prefs, setPrefs] = useState(() => read(storageKey));

  function save(patch: Partial<SidebarPrefs>) {
    const next = { ...prefs, ...patch };
    setPrefs(next);
    write(storageKey, next);
  }

  return {
    prefs,
    setMinimized: (minimized: boolean) => save({ minimized }),
    setWidth: (width: number) => save({ width }),
  };
}
