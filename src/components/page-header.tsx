import type { ReactNode } from 'react';
import '@/components/ui.css';
import { useNameCrumbs, type CrumbNames } from '@/lib/page-crumbs';

/** Props of {@link PageHeader}. */
export interface PageHeaderProps {
  title: ReactNode;
  /** Buttons or menus shown at the end of the heading row. */
  actions?: ReactNode;
  /** A line under the title saying what the screen is for or what it shows. */
  description?: ReactNode;
  /** The names of this screen's route and its parents, shown in the breadcrumb instead of "Chapter details". */
  crumbs?: CrumbNames;
}

/** The screen's one h1, an optional line of description, and an actions slot aligned to the end. */
export function PageHeader({ title, actions, description, crumbs = {} }: PageHeaderProps) {
  useNameCrumbs(crumbs);
  return (
    <div className="page-header">
      <div className="min-w-0">
        <h1 className="page-header-title h1">{title}</h1>
        {description ? <p className="page-header-description">{description}</p> : null}
      </div>
      {actions ? <div className="page-header-actions">{actions}</div> : null}
    </div>
  );
}
