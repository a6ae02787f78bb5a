import { SHARE_CONFIGS } from '@/features/file-sharing/components/share-config';
import { ShareFilesPage } from '@/features/file-sharing/components/share-files-page';

/** `/file-sharing/academic-department-files`: files shared within the user's academic departments. */
export default function AcademicDepartmentFilesPage() {
  return <ShareFilesPage config={SHARE_CONFIGS['academic-department-files']} />;
}
