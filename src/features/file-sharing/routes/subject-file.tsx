import { useParams } from 'react-router-dom';
import { FileDetailPage } from '@/features/file-sharing/components/file-detail-page';
import { SHARE_CONFIGS } from '@/features/file-sharing/components/share-config';

/** `/file-sharing/subject-files/{sfId}`. */
export default function SubjectFilePage() {
  const { sfId = '' } = useParams();
  return <FileDetailPage key={sfId} config={SHARE_CONFIGS['subject-files']} fileId={sfId} />;
}
