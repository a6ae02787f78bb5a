import { useSyncExternalStore } from 'react';
import Toast from 'react-bootstrap/Toast';
import ToastContainer from 'react-bootstrap/ToastContainer';
import { dismissToast, getToasts, subscribeToToasts, type ToastVariant } from '@/lib/toast-store';

const TITLES: Record<ToastVariant, string> = {
  success: 'Success',
  danger: 'Error',
  warning: 'Warning',
  info: 'Notice',
};

/**
 * Renders the toasts of the toast store. Mount it once, next to the router. Errors are announced
 * assertively (role=alert), the rest politely.
 */
export function ToastViewport() {
  const toasts = useSyncExternalStore(subscribeToToasts, getToasts, getToasts);
  return (
    <ToastContainer position="top-end" containerPosition="fixed" className="p-3" style={{ zIndex: 1090 }}>
      {toasts.map((toast) => (
        <Toast
          key={toast.id}
          bg={toast.variant}
          onClose={() => dismissToast(toast.id)}
          role={toast.variant === 'danger' ? 'alert' : 'status'}
          aria-live={toast.variant === 'danger' ? 'assertive' : 'polite'}
          aria-atomic="true"
        >
          <Toast.Header closeLabel="Dismiss notification">
            <strong className="me-auto">{TITLES[toast.variant]}</strong>
          </Toast.Header>
          <Toast.Body className={toast.variant === 'warning' || toast.variant === 'info' ? undefined : 'text-white'}>
            {toast.message}
          </Toast.Body>
        </Toast>
      ))}
    </ToastContainer>
  );
}
