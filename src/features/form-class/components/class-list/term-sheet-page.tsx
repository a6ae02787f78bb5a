import type { ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { QueryState, type QueryLike } from '@/components/query-state';
import { TermTabs } from '@/features/form-class/components/class-list/term-tabs';
import { useFormClassTerm } from '@/features/form-class/components/class-list/use-form-class-term';
import type { Term } from '@/domain/gradebook/term-score';

/** The class, year and term a term grid's address names (`/…/:classYearId/:academicYearId?term=`). */
export function useTermSheetParams(): { classYearId: string; academicYearId: string; term: Term } {
  const { classYearId = '', academicYearId = '' } = useParams();
  return { classYearId, academicYearId, term: useFormClassTerm(academicYearId) };
}

/** What a term grid's sheet component is given. */
export interface TermSheetProps<T> {
  sheet: T;
  /** The term shown (the sheet's, as the address chose it). */
  term: Term;
  /** Fetches the saved sheet again (after a 409); what was typed stays on top as a draft. */
  onReload: () => Promise<{ data?: T }>;
  reloading: boolean;
}

/** Props of {@link TermSheetPage}. */
export interface TermSheetPageProps<T> {
  title: string;
  description: string;
  /** The same grid in another term (`?term=`); the unsaved guard asks before leaving. */
  hrefFor: (term: Term) => string;
  query: Omit<QueryLike<T>, 'refetch'> & { refetch: () => Promise<{ data?: T }>; isFetching: boolean };
  errorMessage: string;
  loadingLabel: string;
  /** The grid, mounted afresh for each class, year and term. */
  sheet: ComponentType<TermSheetProps<T>>;
}

/** A form-class grid of one term: the header, terms 1–4 as links, then the sheet once it has loaded. */
export function TermSheetPage<T>({ title, description, hrefFor, query, errorMessage, loadingLabel, sheet: Sheet }: TermSheetPageProps<T>) {
  const { classYearId, academicYearId, term } = useTermSheetParams();
  return (
    <>
      <PageHeader title={title} description={description} />
      <TermTabs term={term} hrefFor={hrefFor} />
      <QueryState query={query} errorMessage={errorMessage} loadingLabel={loadingLabel}>
        {(data) => (
          <Sheet
            key={`${classYearId}:${academicYearId}:${term}`}
            sheet={data}
            term={term}
            onReload={() => query.refetch()}
            reloading={query.isFetching}
          />
        )}
      </QueryState>
    </>
  );
}
