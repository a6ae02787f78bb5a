import { useParams } from 'react-router-dom';
import { FileDetailPage } from '@/features/file-sharing/components/file-detail-page';
import { SHARE_CONFIGS } from '@/features/file-sharing/components/share-config';

/** `/file-sharing/academic-department-files/{adfId}`. */
export default function AcademicDepartmentFilePage() {
  const { adfId = '' } = useParams();
  return <FileDetailPage key={adfId} config={SHARE_CONFIGS['academic-department-files']} fileId={adfId} />;
}
