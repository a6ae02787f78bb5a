import { FormClassListPage } from '@/features/form-class/components/class-list/form-class-list-page';

/** `/height-and-weight`: the homeroom classes with how complete this record is (the shared form-class list). */
export default function HeightAndWeightListRoute() {
  return <FormClassListPage kind="heightAndWeight" />;
}
