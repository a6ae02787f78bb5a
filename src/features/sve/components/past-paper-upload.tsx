import { zodResolver } from '@hookform/resolvers/zod';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useController, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FileUpload } from '@/components/file-upload/file-upload';
import { applyServerErrors, type FieldOf } from '@/components/record-form/apply-server-errors';
import { UploadedFileSchema } from '@/domain/lesson-content/material-content';
import { SvePastPaperBodySchema, type SvePastPaperBody } from '@/domain/sve/bodies';
import { useCreateSvePastPaper } from '@/features/sve/api/sve-api';
import { AttachedFiles } from '@/features/sve/components/attached-files';
import { useSveUpload } from '@/features/sve/components/use-sve-upload';
import { toApiError } from '@/lib/api-error';
import { showToast } from '@/lib/toast-store';
import { isMutationInFlight } from '@/lib/use-single-flight-mutation';

const body = SvePastPaperBodySchema.shape;
/** The form as typed (the year as text, the uploaded file itself), checked by the body's own field rules. */
const PastPaperFormSchema = z
  .object({
    title: body.title,
    year: z
      .string()
      .transform((year) => (year === '' ? undefined : Number(year)))
      .pipe(body.year),
    file: UploadedFileSchema.nullable()
      .transform((file) => file?.id)
      .pipe(body.fileId),
  })
  .transform(({ file, ...rest }): SvePastPaperBody => ({ ...rest, fileId: file }));
type PastPaperFormInput = z.input<typeof PastPaperFormSchema>;

/** A refusal's `fileId` is about the uploaded paper. */
const fieldOf: FieldOf<PastPaperFormInput> = (key) =>
  key === 'fileId' ? 'file' : key === 'title' || key === 'year' ? key : null;

/** Upload a past paper: the file (POST /files, entityType SVE), then its title and year. */
export function PastPaperUpload({ sveExamTypeId }: { sveExamTypeId: string }) {
  const upload = useSveUpload();
  const create = useCreateSvePastPaper(sveExamTypeId);
  const form = useForm<PastPaperFormInput, unknown, SvePastPaperBody>({
    resolver: zodResolver(PastPaperFormSchema),
    // As typed, a message stays until the next try: it never flickers while the field is corrected.
    reValidateMode: 'onSubmit',
    defaultValues: { title: '', year: '', file: null },
  });
  const { errors } = form.formState;
  const file = useController({ control: form.control, name: 'file' }).field;

  const submit = form.handleSubmit(async (values) => {
    try {
      const paper = await create.mutateAsync(values);
      showToast({ variant: 'success', message: `Past paper “${paper.title}” added.` });
      form.reset();
    } catch (cause) {
      // What no field shows is the mutation's own toast.
      if (!isMutationInFlight(cause)) applyServerErrors(form, toApiError(cause), fieldOf);
    }
  });

  return (
    <Card className="mb-3">
      <Card.Body>
        <Form noValidate onSubmit={(event) => void submit(event)} aria-label="Upload a past paper">
          <div className="d-flex flex-wrap gap-3">
            <Form.Group controlId="sve-paper-title" className="flex-grow-1">
              <Form.Label>Title</Form.Label>
              <Form.Control {...form.register('title')} isInvalid={Boolean(errors.title)} />
              <Form.Control.Feedback type="invalid">{errors.title?.message}</Form.Control.Feedback>
            </Form.Group>
            <Form.Group controlId="sve-paper-year">
              <Form.Label>Year</Form.Label>
              <Form.Control inputMode="numeric" {...form.register('year')} isInvalid={Boolean(errors.year)} />
              <Form.Control.Feedback type="invalid">{errors.year?.message}</Form.Control.Feedback>
            </Form.Group>
          </div>
          <div className="mt-3">
            <FileUpload
              label="Paper"
              upload={upload}
              onUploaded={file.onChange}
              remaining={file.value ? 0 : 1}
              tooManyMessage="Upload one file per past paper."
            />
            <AttachedFiles files={file.value ? [file.value] : []} onRemove={() => file.onChange(null)} />
            {errors.file ? <div className="invalid-feedback d-block">{errors.file.message}</div> : null}
          </div>
          <Button type="submit" className="mt-3" disabled={create.isPending}>
            Add past paper
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
