import type { ReactNode } from 'react';

/** Props of {@link PageHeader}. */
export interface PageHeaderProps {
  title: ReactNode;
  /** Buttons or menus shown at the end of the heading row. */
  actions?: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
}

/** The screen's one h1, with an optional actions slot aligned to the end. */
export function PageHeader({ title, actions, description }: PageHeaderProps) {
  return (
    <div className="d-flex flex-wrap align-items-start justify-content-between gap-2 mb-3">
      <div>
        <h1 className="h3 mb-0">{title}</h1>
        {description ? <p className="text-body-secondary mb-0 mt-1">{description}</p> : null}
      </div>
      {actions ? <div className="d-flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
