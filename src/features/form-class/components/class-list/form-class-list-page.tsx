import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { useFormClasses } from '@/features/form-class/api/form-classes';
import type { FormClassSummary } from '@/features/form-class/api/form-class-schemas';
import { listHref } from '@/features/form-class/components/class-list/form-class-links';
import { FormClassTable } from '@/features/form-class/components/class-list/form-class-table';
import { TermTabs } from '@/features/form-class/components/class-list/term-tabs';
import { useFormClassTerm } from '@/features/form-class/components/class-list/use-form-class-term';
import { FORM_CLASS_KIND_LABELS, isYearlyKind, type FormClassKind } from '@/domain/form-class/kinds';

export const NO_FORM_CLASS_MESSAGE = 'You are not the form teacher of any class.';

const RECORDS: Readonly<Record<FormClassKind, string>> = {
  remark: 'remarks',
  heightAndWeight: 'heights and weights',
  streamingAndPromotion: 'promotion outcomes and streams',
  conduct: 'conduct grades',
};

/** The classes by academic year, newest first, as the backend orders them. */
function byYear(classes: readonly FormClassSummary[]): Array<{ yearId: string; year: string; classes: FormClassSummary[] }> {
  const groups = new Map<string, { yearId: string; year: string; classes: FormClassSummary[] }>();
  for (const row of classes) {
    const group = groups.get(row.academicYearId) ?? { yearId: row.academicYearId, year: row.academicYear.year, classes: [] };
    group.classes.push(row);
    groups.set(row.academicYearId, group);
  }
  return [...groups.values()];
}

/**
 * `/remark`, `/height-and-weight`, `/streaming-and-promotion`, `/conduct`: the user's homeroom classes by academic
 * year, each with how complete its records of the kind are in the chosen term, opening the class grid or what is
 * missing. Streaming and promotion is a year record: its figure is the same in every term.
 */
export function FormClassListPage({ kind }: { kind: FormClassKind }) {
  const term = useFormClassTerm();
  const query = useFormClasses({ term });
  const yearly = isYearlyKind(kind);
  const description = yearly
    ? `Your form classes and how many students have their ${RECORDS[kind]} decided this year.`
    : `Your form classes and how complete their ${RECORDS[kind]} are in term ${term}.`;
  return (
    <>
      <PageHeader title={FORM_CLASS_KIND_LABELS[kind]} description={description} />
      <TermTabs term={term} hrefFor={(option) => listHref(kind, option)} />
      <QueryState
        query={query}
        isEmpty={(data) => data.data.length === 0}
        empty={NO_FORM_CLASS_MESSAGE}
        errorMessage="Your form classes could not be loaded."
        loadingLabel="Loading your form classes…"
      >
        {(data) =>
          byYear(data.data).map((group) => (
            <section key={group.yearId} aria-labelledby={`year-${group.yearId}`} className="mb-4">
              <h2 id={`year-${group.yearId}`} className="h5 mb-2">
                {group.year}
              </h2>
              <FormClassTable
                kind={kind}
                term={term}
                label={`Form classes of ${group.year}`}
                classes={group.classes}
                completionHeader={yearly ? 'Decided this year' : `Complete in term ${term}`}
              />
            </section>
          ))
        }
      </QueryState>
    </>
  );
}
