import { useSyncExternalStore } from 'react';
import { dismissToast, getToasts, subscribeToToasts, type ToastVariant } from '@/lib/toast-store';

const TITLES: Record<ToastVariant, string> = {
  success: 'Success',
  danger: 'Error',
  warning: 'Warning',
  info: 'Notice',
};

/**
 * Renders the toasts of the toast store. Mount it once, next to the router. Errors are announced
 * assertively (role=alert), the rest politely. Bootstrap's toast markup is written out rather than
 * taken from react-bootstrap, whose fade transitions would add 5 KB to the sign-in page's budget.
 * The stack sits at the bottom end of the window, away from the top bar, so a toast never covers
 * the profile menu or the page's actions.
 */
export function ToastViewport() {
  const toasts = useSyncExternalStore(subscribeToToasts, getToasts, getToasts);
  return (
    <div className="toast-container position-fixed bottom-0 end-0 p-3" style={{ zIndex: 1090 }}>
      {toasts.map((toast) => {
        const isError = toast.variant === 'danger';
        return (
          <div
            key={toast.id}
            className={`toast show bg-${toast.variant}`}
            role={isError ? 'alert' : 'status'}
            aria-live={isError ? 'assertive' : 'polite'}
            aria-atomic="true"
          >
            <div className="toast-header">
              <strong className="me-auto">{TITLES[toast.variant]}</strong>
              <button type="button" className="btn-close" aria-label="Dismiss notification" onClick={() => dismissToast(toast.id)} />
            </div>
            <div className={toast.variant === 'warning' || toast.variant === 'info' ? 'toast-body' : 'toast-body text-white'}>
              {toast.message}
            </div>
          </div>
        );
      })}
    </div>
  );
}
