import type { ReactNode } from 'react';
import '@/components/ui.css';

/** Props of {@link FilterBar}. */
export interface FilterBarProps {
  children: ReactNode;
  /** Names the group for screen readers. */
  label?: string;
}

/**
 * The filters of a list in one row: every field the same height and text size, labels above, each
 * field at least 12rem wide (so "Academic Programme" is never clipped), wrapping on narrow screens.
 */
export function FilterBar({ children, label = 'Filters' }: FilterBarProps) {
  return (
    <div className="filter-bar" role="group" aria-label={label}>
      {children}
    </div>
  );
}
