import { useParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { QueryState, type QueryStateProps } from '@/components/query-state';
import { TermTabs } from '@/features/form-class/components/class-list/term-tabs';
import { useFormClassTerm } from '@/features/form-class/components/class-list/use-form-class-term';
import type { Term } from '@/lib/school-rules/term-score';

/** The class, year and term a term grid's address names (`/…/:classYearId/:academicYearId?term=`). */
export function useTermSheetParams(): { classYearId: string; academicYearId: string; term: Term } {
  const { classYearId = '', academicYearId = '' } = useParams();
  return { classYearId, academicYearId, term: useFormClassTerm(academicYearId) };
}

/** Props of {@link TermSheetPage}. */
export interface TermSheetPageProps<T> extends Omit<QueryStateProps<T>, 'isEmpty' | 'empty'> {
  title: string;
  description: string;
  term: Term;
  /** The same grid in another term (`?term=`); the unsaved guard asks before leaving. */
  hrefFor: (term: Term) => string;
}

/** A form-class grid of one term: the header, terms 1–4 as links, then the sheet once it has loaded. */
export function TermSheetPage<T>({ title, description, term, hrefFor, ...state }: TermSheetPageProps<T>) {
  return (
    <>
      <PageHeader title={title} description={description} />
      <TermTabs term={term} hrefFor={hrefFor} />
      <QueryState {...state} />
    </>
  );
}
