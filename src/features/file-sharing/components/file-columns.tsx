import { Link } from 'react-router-dom';
import '@/components/ui.css';
import type { DataTableColumn } from '@/components/data-table/types';
import { formatFileSize } from '@/components/file-upload/file-checks';
import { DOCUMENT_TYPE_LABELS } from '@/domain/file-sharing/limits';
import { formatDate } from '@/lib/format-date';
import type { SharedFile } from '@/features/file-sharing/api/file-sharing-schemas';
import { DownloadButton } from '@/features/file-sharing/components/download-button';
import { FileTypeIcon } from '@/features/file-sharing/components/file-type-icon';
import type { ShareConfig } from '@/features/file-sharing/components/share-config';

const NAME_WIDTH = { maxWidth: '12rem' };

/** The list's columns; the server sorts by name, type, folder, size, version and date (docs/api.md). A name opens its versions. */
export function fileColumns(config: ShareConfig): readonly DataTableColumn<SharedFile>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      cell: (row) => (
        <span className="d-inline-flex align-items-center gap-2">
          <FileTypeIcon mimeType={row.mimeType} />
          {/* Cut to one line: a long name would push the list past a 1280 px screen (its full name is the title). */}
          <Link to={config.detailHref(row.id)} className="truncated-text" style={NAME_WIDTH} title={row.name}>
            {row.name}
          </Link>
        </span>
      ),
      exportValue: (row) => row.name,
      truncate: '20rem',
    },
    { id: 'documentType', header: 'Document type', cell: (row) => DOCUMENT_TYPE_LABELS[row.documentType] },
    { id: 'folderName', header: config.folderLabel, cell: (row) => row.folderName },
    { id: 'version', header: 'Version', cell: (row) => `v${row.version}`, exportValue: (row) => row.version, className: 'text-end' },
    { id: 'size', header: 'Size', cell: (row) => formatFileSize(row.size), exportValue: (row) => row.size, exportHeader: 'Size (bytes)', className: 'text-end' },
    { id: 'updatedAt', header: 'Updated', cell: (row) => formatDate(row.updatedAt), exportValue: (row) => row.updatedAt },
    { id: 'updatedBy', header: 'Updated by', cell: (row) => row.updatedBy.name, sortable: false },
    {
      id: 'actions',
      header: <span className="visually-hidden">Actions</span>,
      cell: (row) => <DownloadButton share={config.share} fileId={row.id} versionId={row.currentVersionId} fileName={row.name} appearance="icon" />,
      sortable: false,
      exportable: false,
      truncate: false,
    },
  ];
}
