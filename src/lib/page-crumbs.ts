import { useEffect, useSyncExternalStore } from 'react';
import type { PathKey } from '@/config/paths';

/** The names a screen gives its own route and its parents once it has loaded them ("Fractions", "Lesson 3"). */
export type CrumbNames = Partial<Record<PathKey, string>>;

type Listener = () => void;

let names: CrumbNames = {};
const listeners = new Set<Listener>();

function emit(next: CrumbNames): void {
  names = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Names the breadcrumb's entries while the calling screen is shown. The breadcrumb keeps each route's static
 * label ("Chapter details") until a name arrives, and gets it back when the screen leaves.
 */
export function useNameCrumbs(given: CrumbNames): void {
  // One string stands for the names so a new object with the same names does not re-run the effect.
  const signature = JSON.stringify(given);
  useEffect(() => {
    const own = JSON.parse(signature) as CrumbNames;
    if (Object.keys(own).length === 0) return undefined;
    emit({ ...names, ...own });
    return () => {
      const kept = Object.fromEntries(
        Object.entries(names).filter(([key, name]) => own[key as PathKey] !== name),
      ) as CrumbNames;
      emit(kept);
    };
  }, [signature]);
}

/** The names screens have given, for the breadcrumb. */
export function useCrumbNames(): CrumbNames {
  return useSyncExternalStore(subscribe, () => names);
}
