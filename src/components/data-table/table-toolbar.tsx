import type { ReactNode } from 'react';
import '@/components/ui.css';

/** Props of {@link TableToolbar}. */
export interface TableToolbarProps {
  /** Search and filters, at the start. */
  filters?: ReactNode;
  /** Export and other list actions, at the end, bottom-aligned with the fields. */
  actions?: ReactNode;
}

/** The bar on top of a list: filters at the start, actions (Export CSV…) at the end, on the fields' baseline. */
export function TableToolbar({ filters, actions }: TableToolbarProps) {
  return (
    <div className="table-toolbar">
      {filters ? <div className="table-toolbar-filters">{filters}</div> : null}
      {actions ? <div className="table-toolbar-actions">{actions}</div> : null}
    </div>
  );
}
