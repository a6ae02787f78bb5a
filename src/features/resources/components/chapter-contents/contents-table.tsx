import { useCallback, useId, useMemo } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Files } from 'react-bootstrap-icons';
import { Link } from 'react-router-dom';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn } from '@/components/data-table/types';
import { useTableState } from '@/components/data-table/use-table-state';
import { FilterBar } from '@/components/filter-bar';
import { SearchInput } from '@/components/search-input';
import { paths } from '@/config/paths';
import { chapterContentsApi } from '@/features/resources/api/chapter-contents';
import type { ContentSummary } from '@/features/resources/api/resource-schemas';
import { ReviewStatusBadge } from '@/features/resources/components/review-status-badge';
import { formatDate } from '@/lib/format-date';
import { REVIEW_STATUS_LABELS, REVIEW_STATUSES } from '@/domain/lesson-content/review';

const KIND_LABELS = { lesson: 'Lesson', assignment: 'Assignment' } as const;

export function contentHref(row: Pick<ContentSummary, 'id' | 'kind' | 'subjectId' | 'chapterId'>): string {
  const base = { subjectId: row.subjectId, chapterId: row.chapterId };
  return row.kind === 'lesson'
    ? paths.resourceLesson.href({ ...base, lessonId: row.id })
    : paths.resourceAssignment.href({ ...base, assignmentId: row.id });
}

interface ContentsTableProps {
  chapterId: string;
  /** Setters get a Duplicate action on lessons. */
  onDuplicate?: (lesson: ContentSummary) => void;
}

/** A chapter's lessons and assignments with their review status, filtered by kind and status. */
export function ContentsTable({ chapterId, onDuplicate }: ContentsTableProps) {
  const id = useId();
  const table = useTableState({ defaultSortBy: 'name', filterKeys: ['name', 'kind', 'reviewStatus'] });
  const { params } = table;
  const query = chapterContentsApi.of({ chapterId }).useList(params);
  const { setFilters } = table;
  const onSearch = useCallback((name: string) => setFilters({ name }), [setFilters]);

  const columns = useMemo<DataTableColumn<ContentSummary>[]>(
    () => [
      {
        id: 'name',
        header: 'Name',
        cell: (row) => (
          <Link to={contentHref(row)} className="fw-medium">
            {row.name}
          </Link>
        ),
      },
      { id: 'kind', header: 'Kind', cell: (row) => KIND_LABELS[row.kind] },
      { id: 'reviewStatus', header: 'Review status', cell: (row) => <ReviewStatusBadge status={row.reviewStatus} /> },
      { id: 'materialsCount', header: 'Materials', cell: (row) => row.materialsCount, className: 'text-end' },
      {
        id: 'updatedAt',
        header: 'Updated',
        cell: (row) => (
          <>
            {formatDate(row.updatedAt)} <span className="text-body-secondary">by {row.updatedBy.name}</span>
          </>
        ),
      },
      ...(onDuplicate
        ? [
            {
              id: 'actions',
              header: <span className="visually-hidden">Actions</span>,
              sortable: false,
              exportable: false,
              cell: (row: ContentSummary) =>
                row.kind === 'lesson' ? (
                  <Button variant="outline-secondary" size="sm" onClick={() => onDuplicate(row)} aria-label={`Duplicate ${row.name}`}>
                    <Files aria-hidden="true" /> Duplicate
                  </Button>
                ) : null,
            },
          ]
        : []),
    ],
    [onDuplicate],
  );

  return (
    <DataTable
      label="Lessons and assignments"
      columns={columns}
      query={query}
      state={table}
      emptyMessage={Object.keys(table.filters).length > 0 ? 'Nothing in this chapter matches these filters.' : 'This chapter has no lessons or assignments yet.'}
      emptyHint={
        Object.keys(table.filters).length > 0
          ? 'Try another search, or clear a filter to see more.'
          : 'Lessons and assignments you create here appear with their review status; start with New lesson above.'
      }
      errorMessage="The lessons and assignments could not be loaded."
      toolbar={
        <FilterBar>
          <SearchInput label="Search by name" placeholder="Lesson or assignment name" value={table.filters.name ?? ''} onSearch={onSearch} />
          <Form.Group controlId={`${id}-kind`}>
            <Form.Label>Kind</Form.Label>
            <Form.Select value={table.filters.kind ?? ''} onChange={(event) => setFilters({ kind: event.target.value })}>
              <option value="">Lessons and assignments</option>
              <option value="lesson">Lessons</option>
              <option value="assignment">Assignments</option>
            </Form.Select>
          </Form.Group>
          <Form.Group controlId={`${id}-status`}>
            <Form.Label>Review status</Form.Label>
            <Form.Select value={table.filters.reviewStatus ?? ''} onChange={(event) => setFilters({ reviewStatus: event.target.value })}>
              <option value="">Any status</option>
              {REVIEW_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {REVIEW_STATUS_LABELS[status]}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </FilterBar>
      }
    />
  );
}
