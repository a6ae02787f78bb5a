import { Link, useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import type { IssuedAssignmentDetail } from '@/features/assignments/api/grading-schemas';
import { QuestionGrading } from '@/features/assignments/components/question-mode/question-grading';
import { QuestionNav } from '@/features/assignments/components/question-mode/question-nav';
import { QuestionPrompt } from '@/features/assignments/components/question-mode/question-prompt';
import { markedMaterials } from '@/features/assignments/components/question-mode/marked-materials';
import { useSession } from '@/lib/session/session-context';

/** `/assignments/{assignmentId}?question={materialId}`: one question graded across every student of the assignment. */
export function QuestionModeScreen({ assignment, materialId }: { assignment: IssuedAssignmentDetail; materialId: string }) {
  const { user } = useSession();
  const [, setSearchParams] = useSearchParams();
  const questions = markedMaterials(assignment.materials);
  const current = questions.findIndex((question) => question.id === materialId);
  const material = questions[current];
  const back = (
    <Link to={paths.assignment.href({ assignmentId: assignment.id })} className="btn btn-outline-secondary btn-sm">
      Back to the students
    </Link>
  );
  const title = `${assignment.title}: grade by question`;
  if (!material) {
    return (
      <>
        <PageHeader title={title} actions={back} />
        <p>This question is not marked in this assignment. Choose a question from the students&apos; page.</p>
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={title}
        description={[assignment.classYear?.name ?? 'Selected students', assignment.subject.name].join(' · ')}
        actions={back}
      />
      <QuestionNav questions={questions} current={current} onGo={(id) => setSearchParams({ question: id })} />
      <QuestionPrompt material={material} number={current + 1} />
      <QuestionGrading
        key={material.id}
        assignmentId={assignment.id}
        material={material}
        materials={assignment.materials}
        userId={user.id}
      />
    </>
  );
}
