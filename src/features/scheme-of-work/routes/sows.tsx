import { useId, useMemo } from 'react';
import Form from 'react-bootstrap/Form';
import { DataTable } from '@/components/data-table/data-table';
import { useTableState } from '@/components/data-table/use-table-state';
import { FilterBar } from '@/components/filter-bar';
import { PageHeader } from '@/components/page-header';
import { fetchSows, useSows } from '@/features/scheme-of-work/api/sows';
import { SOW_COLUMNS } from '@/features/scheme-of-work/components/sow-columns';

const TERMS = ['1', '2', '3', '4'] as const;
const ALL_SCHEMES = { page: 0, pageSize: 0, sortBy: 'levelOrder' } as const;

/** /sows: the schemes of work of the subjects and levels the user teaches, filtered by subject, level and term. */
export default function SowsRoute() {
  const id = useId();
  const state = useTableState({ defaultSortBy: 'title', filterKeys: ['subjectId', 'masterLevelId', 'term'] });
  const { setFilters, filters } = state;
  const { params } = state;
  const query = useSows(params);
  // The filters offer only the subjects and levels the user has schemes for.
  const all = useSows(ALL_SCHEMES);
  const options = useMemo(() => {
    const subjects = new Map<string, string>();
    const levels = new Map<string, string>();
    for (const row of all.data?.data ?? []) {
      subjects.set(row.subjectId, row.subjectName);
      levels.set(row.masterLevelId, row.levelName);
    }
    return { subjects: [...subjects].sort((a, b) => a[1].localeCompare(b[1], 'en')), levels: [...levels] };
  }, [all.data]);

  return (
    <>
      <PageHeader title="Scheme of Works" description="Each subject’s topics, weeks and lessons, term by term" />
      <DataTable
        label="Schemes of work"
        columns={SOW_COLUMNS}
        query={query}
        state={state}
        emptyMessage="No scheme of work matches these filters."
        errorMessage="Could not load the schemes of work."
        toolbar={
          <FilterBar>
            <Form.Group controlId={`${id}-subject`}>
              <Form.Label>Subject</Form.Label>
              <Form.Select
                value={filters.subjectId ?? ''}
                onChange={(event) => setFilters({ subjectId: event.target.value || null })}
              >
                <option value="">All subjects</option>
                {options.subjects.map(([value, name]) => (
                  <option key={value} value={value}>
                    {name}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <Form.Group controlId={`${id}-level`}>
              <Form.Label>Level</Form.Label>
              <Form.Select
                value={filters.masterLevelId ?? ''}
                onChange={(event) => setFilters({ masterLevelId: event.target.value || null })}
              >
                <option value="">All levels</option>
                {options.levels.map(([value, name]) => (
                  <option key={value} value={value}>
                    {name}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <Form.Group controlId={`${id}-term`}>
              <Form.Label>Term</Form.Label>
              <Form.Select
                value={filters.term ?? ''}
                onChange={(event) => setFilters({ term: event.target.value || null })}
              >
                <option value="">All terms</option>
                {TERMS.map((term) => (
                  <option key={term} value={term}>
                    Term {term}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </FilterBar>
        }
        export={{
          filename: 'schemes-of-work',
          fetchAll: async () => (await fetchSows({ ...params, page: 0, pageSize: 0 })).data,
        }}
      />
    </>
  );
}
