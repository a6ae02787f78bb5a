import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Upload } from 'react-bootstrap-icons';
import { DataTable } from '@/components/data-table/data-table';
import { useTableState } from '@/components/data-table/use-table-state';
import { PageHeader } from '@/components/page-header';
import { EmptyState, ErrorState } from '@/components/query-state';
import { useCan } from '@/lib/session/use-can';
import { useFileFolders } from '@/features/file-sharing/api/folders';
import { sharedFilesApi } from '@/features/file-sharing/api/shared-files';
import { fileColumns } from '@/features/file-sharing/components/file-columns';
import { FileFilters } from '@/features/file-sharing/components/file-filters';
import { FolderNav } from '@/features/file-sharing/components/folder-nav';
import type { ShareConfig } from '@/features/file-sharing/components/share-config';
import { ShareFileDialog } from '@/features/file-sharing/components/share-file-dialog';
import '@/features/file-sharing/components/file-sharing.css';

const FILTER_KEYS = ['folderId', 'documentType', 'search'] as const;
/** Most recently changed first: what colleagues just shared is on top. */
const DEFAULT_SORT = '-updatedAt';

/** A share's files: folders on the side, then search, type filter, sort, pages and CSV of the list. */
export function ShareFilesPage({ config }: { config: ShareConfig }) {
  const upload = useCan('create', config.subject);
  const [uploading, setUploading] = useState(false);
  const folders = useFileFolders(config.share);
  const table = useTableState({ defaultSortBy: DEFAULT_SORT, filterKeys: FILTER_KEYS });
  const { folderId = '', documentType = '', search = '' } = table.filters;
  const { params } = table;
  const filesOfShare = sharedFilesApi.of({ share: config.share });
  const files = filesOfShare.useList(params);
  const columns = useMemo(() => fileColumns(config), [config]);
  const folderList = folders.data?.data ?? [];
  const filtered = Boolean(documentType || search);

  const uploadButton = (
    <Button onClick={() => setUploading(true)} disabled={!upload.allowed || folderList.length === 0} title={upload.reason ?? undefined}>
      <Upload aria-hidden="true" className="me-2" />
      Upload file
    </Button>
  );

  return (
    <>
      <PageHeader title={config.title} description={config.description} actions={uploadButton} />
      {!upload.allowed && <p className="text-body-secondary small">{upload.reason}</p>}
      {folders.isError ? (
        <ErrorState error={folders.error} fallbackMessage="The folders could not be loaded." onRetry={() => void folders.refetch()} retrying={folders.isFetching} />
      ) : folders.isSuccess && folderList.length === 0 ? (
        <EmptyState>{config.emptyFolders}</EmptyState>
      ) : (
        <div className="file-sharing-area">
          <div className="file-sharing-layout">
            <aside className="file-sharing-folders" aria-busy={folders.isPending}>
              <FolderNav label={`${config.folderLabel} folders`} allLabel={config.allFoldersLabel} folders={folderList} selectedId={folderId} onSelect={(id) => table.setFilters({ folderId: id })} />
            </aside>
            <div className="file-sharing-list">
              <DataTable
                label={config.title}
                columns={columns}
                query={files}
                state={table}
                density="compact"
                emptyMessage={filtered ? 'No files match these filters.' : 'No files have been shared here yet.'}
                emptyHint={filtered ? 'Try another search, or clear a filter to see more.' : 'Files uploaded here appear with who shared them and when; upload one to start.'}
                emptyAction={filtered || !upload.allowed ? null : uploadButton}
                errorMessage="The files could not be loaded."
                toolbar={<FileFilters values={{ search, documentType }} onChange={(changes) => table.setFilters(changes)} />}
                export={{ filename: config.csvName, fetchAll: async () => (await filesOfShare.list({ ...params, page: 0, pageSize: 0 })).data }}
              />
            </div>
          </div>
        </div>
      )}
      {uploading && <ShareFileDialog config={config} folders={folderList} defaultFolderId={folderId} show onHide={() => setUploading(false)} />}
    </>
  );
}
