import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable } from '@/components/data-table/data-table';
import { useTableState } from '@/components/data-table/use-table-state';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { ErrorState } from '@/components/query-state';
import { deletionRefusal } from '@/domain/lesson-content/issued-work';
import type { SubmissionSummary } from '@/features/assignments/api/grading-schemas';
import { useIssuedAssignment } from '@/features/assignments/api/issued-assignments';
import { useWithdrawIssued } from '@/features/assignments/api/manage-issued';
import { submissionsApi } from '@/features/assignments/api/submissions';
import { AssignmentSummary } from '@/features/assignments/components/assignment-summary';
import { submissionColumns } from '@/features/assignments/components/submission-columns';
import { SubmissionFilters } from '@/features/assignments/components/submission-filters';
import { DELETE_REFUSAL_ID, IssuedActions } from '@/features/assignments/components/manage/issued-actions';
import { markedMaterials } from '@/features/assignments/components/question-mode/marked-materials';
import { showToast } from '@/lib/toast-store';
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
  const withdraw = useWithdrawIssued(assignmentId);
  const [leaving, setLeaving] = useState<SubmissionSummary | null>(null);

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
  const deleteRefusal = detail.canManage ? deletionRefusal(detail.gradedWorkCount) : null;
  // The last student is not withdrawn: the assignment would have nobody (Delete is the way).
  const onWithdraw = detail.canManage && detail.studentsCount > 1 ? setLeaving : undefined;

  async function withdrawStudent(row: SubmissionSummary) {
    await withdraw.mutateAsync({ studentId: row.student.id, version: detail.version });
    showToast({ variant: 'success', message: `${row.student.fullName} no longer has “${detail.title}”.` });
  }

  return (
    <>
      <PageHeader
        title={detail.title}
        crumbs={{ assignment: detail.title }}
        description={`${detail.assignmentType ?? 'Lesson'} for ${detail.classYear?.name ?? 'selected students'}, ${detail.subject.name}`}
        actions={
          <>
            {firstQuestion ? (
              <Link to={`?question=${encodeURIComponent(firstQuestion.id)}`} className="btn btn-outline-primary btn-sm">
                Grade by question
              </Link>
            ) : null}
            {detail.canManage ? <IssuedActions assignment={detail} onReload={async () => (await assignment.refetch()).data} /> : null}
          </>
        }
      />
      {deleteRefusal ? (
        <p id={DELETE_REFUSAL_ID} className="small text-body-secondary">
          {deleteRefusal}
        </p>
      ) : null}
      <AssignmentSummary assignment={detail} />
      <ConfirmDialog
        show={leaving !== null}
        title={leaving ? `Withdraw from ${leaving.student.fullName}?` : ''}
        body={<p className="mb-0">{leaving?.student.fullName} will no longer have “{detail.title}”. The other students keep it.</p>}
        confirmLabel="Withdraw"
        confirmVariant="danger"
        onConfirm={() => (leaving ? withdrawStudent(leaving) : undefined)}
        onHide={() => setLeaving(null)}
      />
      <DataTable
        label="Students"
        columns={submissionColumns(assignmentId, onWithdraw)}
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
