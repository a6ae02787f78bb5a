import type { ReactNode } from 'react';

/** Props of {@link TaskPanel}. */
export interface TaskPanelProps {
  id: string;
  title: string;
  /** A count shown next to the title ("3"), or nothing. */
  count?: number;
  icon: ReactNode;
  /** What the list is about, under the title. */
  hint?: ReactNode;
  children: ReactNode;
}

/** One "needs you now" panel of the dashboard: a titled card with a list of things that link to where they are resolved. */
export function TaskPanel({ id, title, count, icon, hint, children }: TaskPanelProps) {
  return (
    <section className="task-panel" aria-labelledby={id}>
      <header className="task-panel-header">
        <span className="task-panel-icon" aria-hidden="true">
          {icon}
        </span>
        <div className="min-w-0">
          <h2 id={id} className="h3 mb-0">
            {title}
            {count !== undefined && count > 0 ? <span className="badge rounded-pill text-bg-secondary ms-2">{count}</span> : null}
          </h2>
          {hint ? <p className="task-panel-hint">{hint}</p> : null}
        </div>
      </header>
      {children}
    </section>
  );
}

/** A list row: what (usually the link that resolves it), how much, and an optional action. */
export function TaskRow({ children, meta, action }: { children: ReactNode; meta?: ReactNode; action?: ReactNode }) {
  return (
    <li className="task-row">
      <div className="task-row-main">{children}</div>
      {meta ? <div className="task-row-meta">{meta}</div> : null}
      {action ? <div className="task-row-action">{action}</div> : null}
    </li>
  );
}

/** Said when a panel has nothing for the user: calm, and why. */
export function TaskEmpty({ children }: { children: ReactNode }) {
  return <p className="task-empty">{children}</p>;
}
