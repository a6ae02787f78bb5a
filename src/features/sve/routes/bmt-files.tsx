import { SveFilesPage } from '@/features/sve/components/sve-files-page';

export default function Page() {
  return <SveFilesPage kind="BMT" />;
}
