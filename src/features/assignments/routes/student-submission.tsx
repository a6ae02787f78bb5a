import { useMemo, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { ErrorState } from '@/components/query-state';
import { paths } from '@/config/paths';
import type { IssuedAssignmentDetail, Submission, SubmissionSummary } from '@/features/assignments/api/grading-schemas';
import { useIssuedAssignment } from '@/features/assignments/api/issued-assignments';
import { submissionsApi, useSubmission } from '@/features/assignments/api/submissions';
import { GradingForm } from '@/features/assignments/components/grading/grading-form';
import { gradingQuestions } from '@/features/assignments/components/grading/grading-values';
import { StudentNavigator } from '@/features/assignments/components/grading/student-navigator';
import { SubmissionAside } from '@/features/assignments/components/grading/submission-aside';
import { usePrefetchNeighbours } from '@/features/assignments/components/grading/use-prefetch-neighbours';
import { useStudentShortcuts } from '@/features/assignments/components/grading/use-student-shortcuts';
import { useSession } from '@/lib/session/session-context';

/** Every student of the assignment, by name: the order previous/next walks. */
const CLASS_ORDER = { page: 0, pageSize: 0, sortBy: 'fullName' } as const;

/** `/assignments/{assignmentId}/{studentAssignmentId}`: one student's answers, marked and saved as Graded. */
export default function StudentSubmissionPage() {
  const { assignmentId = '', studentAssignmentId = '' } = useParams();
  const assignment = useIssuedAssignment(assignmentId);
  const submission = useSubmission(studentAssignmentId);
  const roster = submissionsApi.of({ assignmentId }).useList(CLASS_ORDER);
  const navigate = useNavigate();

  const rows = roster.data?.data ?? [];
  const index = rows.findIndex((row) => row.id === studentAssignmentId);
  const previous = index > 0 ? (rows[index - 1] ?? null) : null;
  const next = index >= 0 ? (rows[index + 1] ?? null) : null;
  const go = (target: SubmissionSummary) =>
    void navigate(paths.studentSubmission.href({ assignmentId, studentAssignmentId: target.id }));
  useStudentShortcuts(previous ? () => go(previous) : null, next ? () => go(next) : null);

  usePrefetchNeighbours(previous?.id ?? null, next?.id ?? null);

  const navigator = (
    <StudentNavigator previous={previous} next={next} position={index + 1} count={rows.length} onGo={go} />
  );
  if (assignment.isError || submission.isError) {
    const failed = assignment.isError ? assignment : submission;
    return (
      <>
        <PageHeader title="Student submission" actions={navigator} />
        <ErrorState
          error={failed.error}
          fallbackMessage="The submission could not be loaded."
          onRetry={() => void failed.refetch()}
        />
      </>
    );
  }
  if (!assignment.data || !submission.data) {
    return (
      <>
        <PageHeader title="Student submission" actions={navigator} />
        <PageLoader label="Loading the submission…" />
      </>
    );
  }
  return (
    <SubmissionScreen
      assignment={assignment.data}
      submission={submission.data}
      navigator={navigator}
      refetch={async () => (await submission.refetch()).data}
    />
  );
}

interface SubmissionScreenProps {
  assignment: IssuedAssignmentDetail;
  submission: Submission;
  navigator: ReactNode;
  refetch: () => Promise<Submission | undefined>;
}

function SubmissionScreen({ assignment, submission, navigator, refetch }: SubmissionScreenProps) {
  const { user } = useSession();
  // Bumped to throw the form away and show the saved grading again (after a 409, "Load their grading").
  const [generation, setGeneration] = useState(0);
  // After a return the form starts afresh from the returned version, once the cached submission has it.
  const [returnedVersion, setReturnedVersion] = useState<number | null>(null);
  const returned = returnedVersion !== null && submission.version >= returnedVersion ? `r${returnedVersion}` : 'none';
  const questions = useMemo(
    () => gradingQuestions(assignment.materials, submission.questionOrder, submission.answers, submission.marks),
    [assignment.materials, submission.questionOrder, submission.answers, submission.marks],
  );
  const context = [assignment.title, assignment.classYear?.name, assignment.subject.name].filter(Boolean).join(' · ');
  return (
    <>
      <PageHeader
        title={submission.student.fullName}
        crumbs={{ assignment: assignment.title, studentSubmission: submission.student.fullName }}
        description={context}
        actions={navigator}
      />
      <GradingForm
        key={`${submission.id}:${generation}:${returned}`}
        submission={submission}
        questions={questions}
        userId={user.id}
        refetch={refetch}
        onReloadSaved={() => {
          void refetch().then(() => setGeneration((value) => value + 1));
        }}
        aside={<SubmissionAside submission={submission} />}
        onReturned={(work) => setReturnedVersion(work.version)}
      />
    </>
  );
}
