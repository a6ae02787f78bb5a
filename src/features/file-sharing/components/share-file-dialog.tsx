import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { DOCUMENT_TYPE_LABELS, DOCUMENT_TYPES, SHARED_FILE_DESCRIPTION_MAX_LENGTH, type DocumentType } from '@/domain/file-sharing/limits';
import { showToast } from '@/lib/toast-store';
import type { FileFolder } from '@/features/file-sharing/api/file-sharing-schemas';
import { useShareFile } from '@/features/file-sharing/api/file-writes';
import { FileDrop } from '@/features/file-sharing/components/file-drop';
import { FolderField } from '@/features/file-sharing/components/folder-field';
import type { ShareConfig } from '@/features/file-sharing/components/share-config';
import { UploadStatus } from '@/features/file-sharing/components/upload-status';
import { useCancellableUpload } from '@/features/file-sharing/components/use-cancellable-upload';

interface ShareFileDialogProps {
  config: ShareConfig;
  folders: readonly FileFolder[];
  defaultFolderId: string;
  show: boolean;
  onHide: () => void;
}

type Errors = Partial<Record<'folderId' | 'documentType' | 'file' | 'description', string>>;

/** Share a new file: folder, document type, description and the file, uploaded with its progress and a Cancel. */
export function ShareFileDialog({ config, folders, defaultFolderId, show, onHide }: ShareFileDialogProps) {
  const id = useId();
  const [folderId, setFolderId] = useState(defaultFolderId);
  const [documentType, setDocumentType] = useState<DocumentType | ''>('');
  const [description, setDescription] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const shareFile = useShareFile(config.share);
  const upload = useCancellableUpload();

  const reset = () => {
    setFile(null);
    setDescription('');
    setDocumentType('');
    setErrors({});
  };
  const close = () => {
    upload.cancel();
    reset();
    onHide();
  };

  const submit = async () => {
    const found: Errors = {};
    if (!folderId) found.folderId = `Choose a ${config.folderLabel.toLowerCase()}.`;
    if (!documentType) found.documentType = 'Choose a document type.';
    if (!file) found.file = 'Choose a file to upload.';
    if (description.length > SHARED_FILE_DESCRIPTION_MAX_LENGTH) found.description = `Keep the description within ${SHARED_FILE_DESCRIPTION_MAX_LENGTH} characters.`;
    setErrors(found);
    if (!file || !documentType || Object.keys(found).length > 0 || upload.uploading) return;
    const stored = await upload.run((signal, onProgress) =>
      shareFile.mutateAsync({ file, folderId, documentType, description: description.trim(), onProgress, signal }),
    );
    if (stored) {
      showToast({ variant: 'success', message: `“${stored.name}” shared.` });
      reset();
      onHide();
    }
  };

  const busy = upload.uploading;
  return (
    <Modal show={show} onHide={close} backdrop={busy ? 'static' : true} keyboard={!busy} aria-labelledby={`${id}-title`} size="lg">
      <Form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Modal.Header closeButton={!busy}>
          <Modal.Title id={`${id}-title`}>Upload a file</Modal.Title>
        </Modal.Header>
        <Modal.Body className="d-grid gap-3">
          <div className="d-flex flex-wrap gap-3">
            <FolderField id={`${id}-folder`} config={config} folders={folders} value={folderId} onChange={setFolderId} disabled={busy} error={errors.folderId} />
            <Form.Group controlId={`${id}-type`} className="flex-grow-1">
              <Form.Label>Document type</Form.Label>
              <Form.Select value={documentType} onChange={(event) => setDocumentType(DOCUMENT_TYPES.find((type) => type === event.target.value) ?? '')} disabled={busy} isInvalid={Boolean(errors.documentType)}>
                <option value="">Choose…</option>
                {DOCUMENT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {DOCUMENT_TYPE_LABELS[type]}
                  </option>
                ))}
              </Form.Select>
              <Form.Control.Feedback type="invalid">{errors.documentType}</Form.Control.Feedback>
            </Form.Group>
          </div>
          <Form.Group controlId={`${id}-description`}>
            <Form.Label>Description (optional)</Form.Label>
            <Form.Control as="textarea" rows={2} value={description} onChange={(event) => setDescription(event.target.value)} disabled={busy} isInvalid={Boolean(errors.description)} />
            <Form.Control.Feedback type="invalid">{errors.description}</Form.Control.Feedback>
          </Form.Group>
          <FileDrop label="File" file={file} onChange={setFile} disabled={busy} error={errors.file} />
          <UploadStatus name={file?.name ?? ''} progress={upload.progress} onCancel={upload.cancel} />
        </Modal.Body>
        <Modal.Footer>
          <Button type="button" variant="outline-secondary" onClick={close} disabled={busy}>
            Close
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Uploading…' : 'Upload'}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
