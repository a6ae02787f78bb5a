/** Props of {@link PageLoader}. */
export interface PageLoaderProps {
  /** What is loading, read by screen readers. */
  label?: string;
}

/** A centred spinner for a screen (or a lazy route) that is still loading. */
export function PageLoader({ label = 'Loading…' }: PageLoaderProps) {
  return (
    <div role="status" className="d-flex justify-content-center align-items-center py-5 w-100">
      <span className="spinner-border" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
