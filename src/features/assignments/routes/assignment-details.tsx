import { Link, useParams, useSearchParams } from 'react-router-dom';
import { DataTable } from '@/components/data-table/data-table';
import { useTableState } from '@/components/data-table/use-table-state';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { ErrorState } from '@/components/query-state';
import { useIssuedAssignment } from '@/features/assignments/api/issued-assignments';
import { submissionsApi } from '@/features/assignments/api/submissions';
import { AssignmentSummary } from '@/features/assignments/components/assignment-summary';
import { submissionColumns } from '@/features/assignments/components/submission-columns';
import { SubmissionFilters } from '@/features/assignments/components/submission-filters';
import { markedMaterials } from '@/features/assignments/components/question-mode/marked-materials';
import { QuestionModeScreen } from './question-mode-screen';

const FILTER_KEYS = ['state', 'fullName'] as const;
/** A class fits one page, so that the teacher sees everyone at once. */
const PAGE_SIZE = 50;
const PAGE_SIZES = [25, 50, 100] as const;

/** `/assignments/{assignmentId}`: the assignment's settings and one row per student with their state and score. */
export default function AssignmentDetailsPage() {
  const { assignmentId = '' } = useParams();
  const [search] = useSearchParams();
  const question = search.get('question');
  const assignment = useIssuedAssignment(assignmentId);
  const table = useTableState({
    defaultSortBy: 'fullName',
    defaultPageSize: PAGE_SIZE,
    pageSizeOptions: PAGE_SIZES,
    filterKeys: FILTER_KEYS,
  });
  const { filters, params } = table;
  const submissionsOfAssignment = submissionsApi.of({ assignmentId });
  const submissions = submissionsOfAssignment.useList(params);
  const filtered = Boolean(filters.state || filters.fullName);

  if (assignment.isError) {
    return (
      <>
        <PageHeader title="Assignment details" />
        <ErrorState
          error={assignment.error}
          fallbackMessage="The assignment could not be loaded."
          onRetry={() => void assignment.refetch()}
        />
      </>
    );
  }
  if (!assignment.data) return <PageLoader label="Loading the assignment…" />;
  const detail = assignment.data;
  if (question !== null) return <QuestionModeScreen assignment={detail} materialId={question} />;
  const [firstQuestion] = markedMaterials(detail.materials);
  return (
    <>
      <PageHeader
        title={detail.title}
        crumbs={{ assignment: detail.title }}
        description={`${detail.assignmentType ?? 'Lesson'} for ${detail.classYear?.name ?? 'selected students'}, ${detail.subject.name}`}
        actions={
          firstQuestion ? (
            <Link to={`?question=${encodeURIComponent(firstQuestion.id)}`} className="btn btn-outline-primary btn-sm">
              Grade by question
            </Link>
          ) : null
        }
      />
      <AssignmentSummary assignment={detail} />
      <DataTable
        label="Students"
        columns={submissionColumns(assignmentId)}
        query={submissions}
        state={table}
        density="compact"
        emptyMessage={filtered ? 'No student matches these filters.' : 'No students have this assignment.'}
        errorMessage="The students' submissions could not be loaded."
        toolbar={
          <SubmissionFilters
            values={{ state: filters.state ?? '', fullName: filters.fullName ?? '' }}
            onChange={(changes) => table.setFilters(changes)}
          />
        }
        export={{
          filename: 'submissions.csv',
          fetchAll: async () => (await submissionsOfAssignment.list({ ...params, page: 0, pageSize: 0 })).data,
        }}
      />
    </>
  );
}
