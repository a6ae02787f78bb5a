import { FormClassListPage } from '@/features/form-class/components/class-list/form-class-list-page';

/** `/streaming-and-promotion`: the homeroom classes with how complete this record is (the shared form-class list). */
export default function StreamingAndPromotionListRoute() {
  return <FormClassListPage kind="streamingAndPromotion" />;
}
