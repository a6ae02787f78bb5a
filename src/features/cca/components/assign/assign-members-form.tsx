import { zodResolver } from '@hookform/resolvers/zod';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useController, useForm } from 'react-hook-form';
import { z } from 'zod';
import { SearchableSelect } from '@/components/searchable-select/searchable-select';
import type { SelectOption } from '@/components/searchable-select/types';
import { CcaStudentSchema, type CcaStudent, type CcaYear } from '@/features/cca/api/cca-schemas';
import { useAssignCcaMembers } from '@/features/cca/api/cca-writes';
import { checkAssignment } from '@/features/cca/rules/assignment-check';
import { toApiError } from '@/lib/api-error';
import { AssignCcaMembersBodySchema, type AssignCcaMembersBody } from '@/domain/cca/bodies';
import { formatWeekdays } from '@/domain/cca/cca';
import { showToast } from '@/lib/toast-store';
import { countOf } from '@/domain/school/count-words';

const FIELDS = ['fullName', 'classYear', 'ccaYears'] as const;

/** The chosen students as picked (their names and CCAs feed the check), sent as the body's ids. */
const AssignMembersFormSchema = z
  .object({
    students: z
      .array(CcaStudentSchema)
      .transform((students) => students.map((student) => student.id))
      .pipe(AssignCcaMembersBodySchema.shape.studentIds),
  })
  .transform(({ students }): AssignCcaMembersBody => ({ studentIds: students }));

function studentOf(option: SelectOption): CcaStudent | null {
  const parsed = CcaStudentSchema.safeParse(option.item);
  return parsed.success ? parsed.data : null;
}

/** "Primary 5 Courage · attends Football (Tuesday and Thursday)" under each offered student. */
function optionDetail(option: SelectOption) {
  const student = studentOf(option);
  if (!student) return null;
  const ccas = student.ccaYears.map((cca) => `${cca.name} (${formatWeekdays(cca.meetingDays)})`).join(', ');
  return [student.classYear?.name, ccas ? `attends ${ccas}` : 'no CCA yet'].filter(Boolean).join(' · ');
}

/** Students searched by name, checked for capacity and same-day clashes before and by the server on assigning. */
export function AssignMembersForm({ cca, lockedReason }: { cca: CcaYear; lockedReason: string | null }) {
  const form = useForm<z.input<typeof AssignMembersFormSchema>, unknown, AssignCcaMembersBody>({
    resolver: zodResolver(AssignMembersFormSchema),
    defaultValues: { students: [] },
  });
  const { value: chosen, onChange: setChosen } = useController({ control: form.control, name: 'students' }).field;
  const assign = useAssignCcaMembers();
  const check = checkAssignment(cca, chosen);
  const problems = [check.capacity, ...check.clashes.map((clash) => clash.message)].filter(
    (problem): problem is string => problem !== null,
  );
  const refusal = assign.isError ? toApiError(assign.error, 'The students could not be assigned.') : null;
  const refusals = refusal ? [...new Set([refusal.message, ...Object.values(refusal.fieldErrors)])] : [];

  const submit = form.handleSubmit(async ({ studentIds }) => {
    // A refusal is listed below from the mutation's error (each refused student has a reason of their own);
    // a repeated click sent nothing.
    const result = await assign.mutateAsync({ id: cca.id, studentIds }).catch(() => null);
    if (!result) return;
    showToast({ variant: 'success', message: `${countOf(result.added, 'student')} assigned to ${cca.name}.` });
    form.reset();
  });

  return (
    <section aria-labelledby="assign-heading" className="mb-4">
      <h2 id="assign-heading" className="h5">
        Add students
      </h2>
      <div style={{ maxWidth: '40rem' }}>
        <SearchableSelect
          multiple
          resource="/cca-students"
          label="Students"
          placeholder="Search by full name"
          searchKey="fullName"
          labelKey="fullName"
          fields={FIELDS}
          filters={{ ccaYearId: cca.id }}
          optionDetail={optionDetail}
          disabled={lockedReason !== null}
          value={chosen.map((student) => student.id)}
          onChange={(_ids, options) => {
            assign.reset();
            setChosen(options.map(studentOf).filter((student): student is CcaStudent => student !== null));
          }}
        />
      </div>
      {problems.length > 0 ? (
        <Alert variant="danger" className="mt-3" aria-live="polite">
          <p className="mb-1 fw-semibold">These students cannot be assigned:</p>
          <ul className="mb-0">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {refusals.length > 0 ? (
        <Alert variant="danger" className="mt-3">
          <ul className="mb-0">
            {refusals.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <div className="d-flex align-items-center gap-2 mt-3">
        <Button
          onClick={() => void submit()}
          disabled={lockedReason !== null || chosen.length === 0 || problems.length > 0 || assign.isPending}
        >
          {assign.isPending ? <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
          Assign {countOf(chosen.length, 'student')}
        </Button>
        <span className="small text-body-secondary">
          {lockedReason ??
            (check.capacity
              ? 'Remove a member or choose fewer students first.'
              : check.clashes.length > 0
                ? 'Take the students named above out of your choice first.'
                : 'Each student may attend several CCAs, never two on the same day.')}
        </span>
      </div>
    </section>
  );
}
