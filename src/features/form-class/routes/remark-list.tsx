import { FormClassListPage } from '@/features/form-class/components/class-list/form-class-list-page';

/** `/remark`: the homeroom classes with how complete this record is (the shared form-class list). */
export default function RemarkListRoute() {
  return <FormClassListPage kind="remark" />;
}
