import { useParams } from 'react-router-dom';
import { ContentPage } from '@/features/resources/components/content-page/content-page';

/** `/resources/{subjectId}/{chapterId}/assignments/{assignmentId}`: the chapter's assignment page, with its settings. */
export default function ResourceAssignmentPage() {
  const { assignmentId = '' } = useParams();
  return <ContentPage kind="assignment" id={assignmentId} />;
}
