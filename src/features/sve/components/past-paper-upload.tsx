import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { FileUpload } from '@/components/file-upload/file-upload';
import { useCreateSvePastPaper } from '@/features/sve/api/sve-api';
import { AttachedFiles } from '@/features/sve/components/attached-files';
import { issuesByField } from '@/features/sve/components/issues-by-field';
import { useSveUpload } from '@/features/sve/components/use-sve-upload';
import type { UploadedFile } from '@/domain/lesson-content/material-content';
import { SvePastPaperBodySchema } from '@/domain/sve/bodies';
import { showToast } from '@/lib/toast-store';

type Errors = Partial<Record<'title' | 'year' | 'fileId', string>>;

/** Upload a past paper: the file (POST /files, entityType SVE), then its title and year. */
export function PastPaperUpload({ sveExamTypeId }: { sveExamTypeId: string }) {
  const upload = useSveUpload();
  const create = useCreateSvePastPaper(sveExamTypeId);
  const [title, setTitle] = useState('');
  const [year, setYear] = useState('');
  const [file, setFile] = useState<UploadedFile | null>(null);
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = SvePastPaperBodySchema.safeParse({
      title,
      year: year === '' ? undefined : Number(year),
      fileId: file?.id,
    });
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error));
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (paper) => {
        showToast({
          variant: 'success',
          message: `Past paper “${paper.title}” added.`,
        });
        setTitle('');
        setYear('');
        setFile(null);
      },
    });
  };

  return (
    <Card className="mb-3">
      <Card.Body>
        <Form noValidate onSubmit={submit} aria-label="Upload a past paper">
          <div className="d-flex flex-wrap gap-3">
            <Form.Group controlId="sve-paper-title" className="flex-grow-1">
              <Form.Label>Title</Form.Label>
              <Form.Control
                value={title}
                onChange={(event) => setTitle(event.target.value)}
                isInvalid={Boolean(errors.title)}
              />
              <Form.Control.Feedback type="invalid">{errors.title}</Form.Control.Feedback>
            </Form.Group>
            <Form.Group controlId="sve-paper-year">
              <Form.Label>Year</Form.Label>
              <Form.Control
                inputMode="numeric"
                value={year}
                onChange={(event) => setYear(event.target.value)}
                isInvalid={Boolean(errors.year)}
              />
              <Form.Control.Feedback type="invalid">{errors.year}</Form.Control.Feedback>
            </Form.Group>
          </div>
          <div className="mt-3">
            <FileUpload
              label="Paper"
              upload={upload}
              onUploaded={setFile}
              remaining={file ? 0 : 1}
              tooManyMessage="Upload one file per past paper."
            />
            <AttachedFiles files={file ? [file] : []} onRemove={() => setFile(null)} />
            {errors.fileId ? <div className="invalid-feedback d-block">{errors.fileId}</div> : null}
          </div>
          <Button type="submit" className="mt-3" disabled={create.isPending}>
            Add past paper
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
