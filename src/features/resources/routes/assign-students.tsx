import { PageHeader } from '@/components/page-header';
import { AssignForm } from '@/features/resources/components/assign/assign-form';

/** `/resources/assign`: give a published lesson or assignment to classes or students, with dates. */
export default function AssignStudentsPage() {
  return (
    <>
      <PageHeader
        title="Assign students"
        description="Give a published lesson or assignment to whole classes or single students, with a start and a due date."
      />
      <AssignForm />
    </>
  );
}
