import Form from 'react-bootstrap/Form';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { useFormClassCompletion } from '@/features/form-class/api/completion';
import { completionHref } from '@/features/form-class/components/class-list/form-class-links';
import { CompletionSummary } from '@/features/form-class/components/class-list/completion-summary';
import { CompletionTable } from '@/features/form-class/components/class-list/completion-table';
import { TermTabs } from '@/features/form-class/components/class-list/term-tabs';
import { useFormClassTerm } from '@/features/form-class/components/class-list/use-form-class-term';

/**
 * `/form-class-completion/:classYearId/:academicYearId?term=`: what each student of a homeroom class still misses
 * in a term, every gap a link to its grid row. The homeroom teacher's alone (the route needs a homeroom class, the
 * backend answers 403 for another teacher's class and the message shows here).
 */
export default function FormClassCompletionRoute() {
  const { classYearId = '', academicYearId = '' } = useParams();
  const term = useFormClassTerm();
  const query = useFormClassCompletion(classYearId, academicYearId, term);
  const [searchParams, setSearchParams] = useSearchParams();
  // In the URL, so Back from a gap returns to the same filtered list.
  const onlyMissing = searchParams.get('show') === 'missing';
  const toggleOnlyMissing = (checked: boolean) =>
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (checked) next.set('show', 'missing');
        else next.delete('show');
        return next;
      },
      { replace: true },
    );
  return (
    <QueryState query={query} errorMessage="What is missing could not be loaded." loadingLabel="Loading what is missing…">
      {(data) => {
        const missing = data.data.filter((row) => row.missing.length > 0).length;
        return (
          <>
            <PageHeader
              title={`What’s missing: ${data.classYear.name}`}
              description={`Term ${term}, ${data.classYear.academicYear.year}: ${missing === 0 ? 'every student has every record.' : `${missing} of ${data.count} students still miss a record.`} Streaming and promotion is decided once a year.`}
              actions={
                // The year-end evaluation has no menu entry (spec §2 fixes the Form Class group): it opens from here.
                <Link className="btn btn-outline-primary btn-sm" to={paths.ftpEvaluationClass.href({ classYearId, academicYearId })}>
                  FTP evaluation
                </Link>
              }
            />
            <TermTabs term={term} hrefFor={(option) => completionHref(classYearId, academicYearId, option)} />
            <CompletionSummary classYearId={classYearId} academicYearId={academicYearId} term={term} completion={data.completion} />
            <Form.Check
              type="switch"
              id="only-missing"
              className="mb-2"
              label="Only students with missing records"
              checked={onlyMissing}
              onChange={(event) => toggleOnlyMissing(event.currentTarget.checked)}
            />
            <CompletionTable
              classYearId={classYearId}
              academicYearId={academicYearId}
              term={term}
              rows={onlyMissing ? data.data.filter((row) => row.missing.length > 0) : data.data}
            />
          </>
        );
      }}
    </QueryState>
  );
}
