import { SHARE_CONFIGS } from '@/features/file-sharing/components/share-config';
import { ShareFilesPage } from '@/features/file-sharing/components/share-files-page';

/** `/file-sharing/subject-files`: files shared by the teachers of the user's subjects. */
export default function SubjectFilesPage() {
  return <ShareFilesPage config={SHARE_CONFIGS['subject-files']} />;
}
