import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { useAssignableContent } from '@/features/resources/api/assignable-contents';
import { useAssignmentRecipients, useIssueAssignment } from '@/features/resources/api/issue-assignment';
import { formFieldOf, initialAssignValues, type AssignFormInput } from '@/features/resources/components/assign/assign-form-values';
import { AssignResult, type IssuedResult } from '@/features/resources/components/assign/assign-result';
import { ContentDetail } from '@/features/resources/components/assign/content-detail';
import { ContentField } from '@/features/resources/components/assign/content-field';
import { DateFields } from '@/features/resources/components/assign/date-fields';
import { RecipientFields } from '@/features/resources/components/assign/recipient-fields';
import { RecipientsDialog } from '@/features/resources/components/assign/recipients-dialog';
import { studentsText } from '@/features/resources/components/assign/students-text';
import { toApiError } from '@/lib/api-error';
import { IssueAssignmentSchema, type IssueAssignment } from '@/domain/lesson-content/assignment-settings';
import { useSession } from '@/lib/session/session-context';
import { showToast } from '@/lib/toast-store';
import { isMutationInFlight } from '@/lib/use-single-flight-mutation';
import '@/features/resources/components/assign/assign.css';

const NO_IDS: readonly string[] = [];

/**
 * Assign a lesson or assignment: validate (the server applies the same schema), review who will
 * receive it, then send once. A 422 goes back to the fields it names; any other refusal is the
 * mutation's danger toast, and the dialog stays open with every choice kept.
 */
export function AssignForm() {
  const [searchParams] = useSearchParams();
  const { currentAcademicYear } = useSession();
  const [defaults] = useState(() => initialAssignValues(searchParams));
  const { control, handleSubmit, setError, reset } = useForm<AssignFormInput, unknown, IssueAssignment>({
    resolver: zodResolver(IssueAssignmentSchema),
    defaultValues: defaults,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [review, setReview] = useState<IssueAssignment | null>(null);
  const [issued, setIssued] = useState<IssuedResult | null>(null);
  const sourceId = useWatch({ control, name: 'sourceId' });
  const content = useAssignableContent(sourceId ?? '');
  const recipients = useAssignmentRecipients(review?.sourceId ?? '', review?.classYearIds ?? NO_IDS, review?.studentIds ?? NO_IDS);
  const issue = useIssueAssignment();
  const title = content.data?.name ?? '';

  const onReview = handleSubmit((values) => {
    setIssued(null);
    setReview(values);
  });

  async function assign() {
    if (!review) return;
    try {
      const result = await issue.mutateAsync(review);
      showToast({ variant: 'success', message: `Assigned “${title}” to ${studentsText(result.studentsCount)}.` });
      setIssued({ id: result.id, title, studentsCount: result.studentsCount });
      setReview(null);
      // The same work often goes to the next class with the same dates: keep them, clear who receives it.
      reset({ ...review, classYearIds: [], studentIds: [] });
    } catch (error) {
      if (isMutationInFlight(error)) return;
      const { status, fieldErrors } = toApiError(error);
      const named = Object.entries(fieldErrors).flatMap(([key, text]) => {
        const field = formFieldOf(key);
        return field ? [{ field, text }] : [];
      });
      if (status !== 422 || named.length === 0) return;
      // Back to the form, with each message on the field it concerns.
      setReview(null);
      named.forEach(({ field, text }, index) => setError(field, { message: text }, { shouldFocus: index === 0 }));
    }
  }

  return (
    <>
      {issued ? <AssignResult result={issued} onDismiss={() => setIssued(null)} /> : null}
      <Form noValidate onSubmit={(event) => void onReview(event)} className="assign-form" aria-label="Assign to students">
        <ContentField control={control} />
        <RecipientFields control={control} academicYearId={currentAcademicYear.id} />
        <DateFields control={control} />
        <Button type="submit">Review recipients</Button>
      </Form>
      <RecipientsDialog
        show={review !== null}
        contentName={title}
        contentDetail={content.data ? <ContentDetail kind={content.data.kind} chapterId={content.data.chapterId} /> : null}
        startDate={review?.startDate ?? ''}
        dueDate={review?.dueDate ?? ''}
        recipients={recipients}
        assigning={issue.isPending}
        onAssign={() => void assign()}
        onHide={() => setReview(null)}
      />
    </>
  );
}
