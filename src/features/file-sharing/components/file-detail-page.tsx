import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Upload } from 'react-bootstrap-icons';
import { formatFileSize } from '@/components/file-upload/file-checks';
import { PageHeader } from '@/components/page-header';
import { HistoryButton } from '@/components/record-history/history-button';
import { PageLoader } from '@/components/page-loader';
import { ErrorState } from '@/components/query-state';
import { formatDateTime } from '@/lib/format-date';
import { useCan } from '@/lib/session/use-can';
import { sharedFileApi } from '@/features/file-sharing/api/shared-file';
import type { SharedFileDetail } from '@/features/file-sharing/api/file-sharing-schemas';
import { DeleteFileButton } from '@/features/file-sharing/components/delete-file-button';
import { DownloadButton } from '@/features/file-sharing/components/download-button';
import { FilePreview } from '@/features/file-sharing/components/file-preview';
import { NewVersionForm } from '@/features/file-sharing/components/new-version-form';
import type { ShareConfig } from '@/features/file-sharing/components/share-config';
import { VersionHistory } from '@/features/file-sharing/components/version-history';
import '@/features/file-sharing/components/file-sharing.css';
import { DOCUMENT_TYPE_LABELS } from '@/domain/file-sharing/limits';

function FileFacts({ file, config }: { file: SharedFileDetail; config: ShareConfig }) {
  const facts: Array<[string, string]> = [
    ['Document type', DOCUMENT_TYPE_LABELS[file.documentType]],
    [config.folderLabel, file.folderName],
    ['Current version', `v${file.version} of ${file.versionCount}`],
    ['Size', formatFileSize(file.size)],
    ['Updated', `${formatDateTime(file.updatedAt)} by ${file.updatedBy.name}`],
    ['Shared by', file.createdBy.name],
  ];
  if (file.originalName !== file.name) facts.push(['Uploaded as', file.originalName]);
  return (
    <dl className="row mb-0 small">
      {facts.map(([term, value]) => (
        <div key={term} className="col-12 d-flex gap-2">
          <dt className="text-body-secondary fw-normal" style={{ minWidth: '8rem' }}>
            {term}
          </dt>
          <dd className="mb-1 text-break">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** `/{adfId}` or `/{sfId}`: the file, its preview, its versions; new version, restore, download and delete. */
export function FileDetailPage({ config, fileId }: { config: ShareConfig; fileId: string }) {
  const { allowed: canUpdate, reason: lockedReason } = useCan('update', config.subject);
  const query = sharedFileApi.of({ share: config.share }).useDetail(fileId);
  const [addingVersion, setAddingVersion] = useState(false);
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <ErrorState error={query.error} fallbackMessage="The file could not be loaded." onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  const file = query.data;
  return (
    <>
      <PageHeader
        title={file.name}
        crumbs={{ [config.share === 'subject-files' ? 'subjectFile' : 'academicDepartmentFile']: file.name }}
        description={file.description || undefined}
        actions={
          <div className="d-flex flex-wrap gap-2">
            <DownloadButton share={config.share} fileId={file.id} versionId={file.currentVersionId} fileName={file.name} appearance="primary" />
            <Button variant="outline-secondary" onClick={() => setAddingVersion(true)} disabled={!canUpdate || addingVersion} title={lockedReason ?? undefined}>
              <Upload aria-hidden="true" className="me-2" />
              Upload new version
            </Button>
            {/* The file's record holds its versions too: each upload and restore is an entry. */}
            <HistoryButton look="text" recordType="SharedFile" recordId={file.id} title={file.name} />
            <DeleteFileButton file={file} config={config} />
          </div>
        }
      />
      {addingVersion && <NewVersionForm file={file} onDone={() => setAddingVersion(false)} />}
      <div className="row g-3">
        <div className="col-lg-5">
          <Card>
            <Card.Body>
              <Card.Title as="h2" className="h6 d-flex align-items-center gap-2">
                Details <Badge bg="secondary">{DOCUMENT_TYPE_LABELS[file.documentType]}</Badge>
              </Card.Title>
              <FileFacts file={file} config={config} />
            </Card.Body>
          </Card>
        </div>
        <div className="col-lg-7">
          <section aria-labelledby="file-preview-heading" className="file-sharing-preview">
            <h2 id="file-preview-heading" className="h6">
              Preview
            </h2>
            <FilePreview share={config.share} file={file} />
          </section>
        </div>
      </div>
      <section aria-labelledby="file-versions-heading" className="mt-4">
        <h2 id="file-versions-heading" className="h5">
          Versions
        </h2>
        <VersionHistory file={file} lockedReason={lockedReason} />
      </section>
    </>
  );
}
