import { useParams } from 'react-router-dom';
import { ContentPage } from '@/features/resources/components/content-page/content-page';

/** `/resources/{subjectId}/{chapterId}/lessons/{lessonId}`: the lesson page. */
export default function ResourceLessonPage() {
  const { lessonId = '' } = useParams();
  return <ContentPage kind="lesson" id={lessonId} />;
}
