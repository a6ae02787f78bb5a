import { useParams } from 'react-router-dom';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn } from '@/components/data-table/types';
import { useTableState } from '@/components/data-table/use-table-state';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { fetchSveFiles, useSveExamType, useSveFiles } from '@/features/sve/api/sve-api';
import type { SveFile, SveLibraryKind } from '@/features/sve/api/sve-schemas';
import { PastPaperUpload } from '@/features/sve/components/past-paper-upload';
import { SveDownloadButton } from '@/features/sve/components/sve-download-button';
import { SVE_AREAS } from '@/features/sve/components/sve-areas';
import { formatDate } from '@/lib/format-date';
import { useCan } from '@/lib/session/use-can';

const FILTER_KEYS = ['search'] as const;
function columnsFor(kind: SveLibraryKind): readonly DataTableColumn<SveFile>[] {
  return [
    {
      id: 'title',
      header: 'Title',
      cell: (row) => row.title,
      truncate: '20rem',
    },
    ...(kind === 'PAST_PAPER' ? [{ id: 'year', header: 'Year', cell: (row: SveFile) => row.year ?? '' }] : []),
    {
      id: 'fileName',
      header: 'File',
      cell: (row) => <SveDownloadButton file={row} />,
      exportValue: (row) => row.fileName,
    },
    {
      id: 'uploadedBy',
      header: 'Uploaded by',
      cell: (row) => row.uploadedBy.name,
      sortable: false,
    },
    {
      id: 'createdAt',
      header: 'Uploaded',
      cell: (row) => formatDate(row.uploadedAt),
      exportValue: (row) => row.uploadedAt,
    },
  ];
}

/** One exam type's past papers, BMT files or exam supporting files: search, sort, pages, downloads. */
export function SveFilesPage({ kind }: { kind: SveLibraryKind }) {
  const { sveExamTypeId = '' } = useParams();
  const upload = useCan('create', 'SveExamType');
  const examType = useSveExamType(sveExamTypeId);
  const table = useTableState({
    defaultSortBy: kind === 'PAST_PAPER' ? '-year' : 'title',
    filterKeys: FILTER_KEYS,
  });
  const search = table.filters.search ?? '';
  const params = table.paramsWith({ search });
  const query = useSveFiles(sveExamTypeId, kind, params);
  const area = SVE_AREAS[kind];
  return (
    <>
      <PageHeader
        title={examType.data ? `${area.title}: ${examType.data.name}` : area.title}
        description={area.description}
      />
      {kind === 'PAST_PAPER' ? (
        // Saying why there is no upload form rather than leaving it silently out.
        upload.allowed ? <PastPaperUpload sveExamTypeId={sveExamTypeId} /> : <p className="text-body-secondary">{upload.reason}</p>
      ) : null}
      <DataTable
        label={area.countHeader}
        columns={columnsFor(kind)}
        query={query}
        state={table}
        density="compact"
        emptyMessage={search ? 'No files match this search.' : 'There are no files for this exam type yet.'}
        errorMessage="The files could not be loaded."
        toolbar={
          <SearchInput label="Search files" value={search} onSearch={(text) => table.setFilters({ search: text })} />
        }
        export={{
          filename: `${kind.toLowerCase()}-files.csv`,
          fetchAll: async () =>
            (
              await fetchSveFiles(sveExamTypeId, kind, {
                ...params,
                page: 0,
                pageSize: 0,
              })
            ).data,
        }}
      />
    </>
  );
}
