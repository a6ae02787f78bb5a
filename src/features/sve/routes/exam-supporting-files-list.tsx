import { ExamTypesPage } from '@/features/sve/components/exam-types-page';
import { SVE_AREAS } from '@/features/sve/components/sve-areas';

export default function Page() {
  return <ExamTypesPage area={SVE_AREAS.EXAM_SUPPORTING} />;
}
