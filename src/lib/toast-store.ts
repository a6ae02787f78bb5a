/** How a toast looks; matches Bootstrap's contextual colours. */
export type ToastVariant = 'success' | 'danger' | 'warning' | 'info';

/** One notification on screen. */
export interface Toast {
  id: number;
  variant: ToastVariant;
  message: string;
}

/** What a caller passes to {@link showToast}. */
export interface ToastInput {
  variant: ToastVariant;
  message: string;
}

/** Success and info messages leave on their own; errors stay so nobody misses them. */
export const TOAST_AUTO_DISMISS_MS = 6000;

type Listener = () => void;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(next: readonly Toast[]): void {
  toasts = next;
  listeners.forEach((listener) => listener());
}

/** Removes one toast (no-op when it is already gone). */
export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  if (toasts.some((toast) => toast.id === id)) emit(toasts.filter((toast) => toast.id !== id));
}

/** Shows a toast and returns its id. Danger toasts stay until dismissed. */
export function showToast({ variant, message }: ToastInput): number {
  const id = nextId++;
  emit([...toasts, { id, variant, message }]);
  if (variant !== 'danger') {
    timers.set(
      id,
      setTimeout(() => dismissToast(id), TOAST_AUTO_DISMISS_MS),
    );
  }
  return id;
}

/** Removes every toast; tests and logout use it so nothing leaks between sessions. */
export function clearToasts(): void {
  timers.forEach((timer) => clearTimeout(timer));
  timers.clear();
  emit([]);
}

/** `useSyncExternalStore` subscribe function. */
export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** `useSyncExternalStore` snapshot: a stable array that only changes when toasts do. */
export function getToasts(): readonly Toast[] {
  return toasts;
}
