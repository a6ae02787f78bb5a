import { FormClassListPage } from '@/features/form-class/components/class-list/form-class-list-page';

/** `/conduct`: the homeroom classes with how complete this record is (the shared form-class list). */
export default function ConductListRoute() {
  return <FormClassListPage kind="conduct" />;
}
