import { useLocation, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { FileDetailPage } from '@/features/file-sharing/components/file-detail-page';
import { SHARE_CONFIGS } from '@/features/file-sharing/components/share-config';
import { ShareFilesPage } from '@/features/file-sharing/components/share-files-page';

/**
 * The four file-sharing routes in one lazy module: a share's list, or a file's page when the route names a
 * file (`adfId`, `sfId`). One module keeps the sign-in page's route table small: four imports of the same
 * chunk cost the entry almost nothing more than one.
 */
export default function FileSharingScreen() {
  const { adfId, sfId } = useParams();
  const { pathname } = useLocation();
  const config = SHARE_CONFIGS[pathname.startsWith(paths.academicDepartmentFiles.href()) ? 'academic-department-files' : 'subject-files'];
  const fileId = adfId ?? sfId;
  return fileId ? <FileDetailPage key={fileId} config={config} fileId={fileId} /> : <ShareFilesPage key={config.share} config={config} />;
}
