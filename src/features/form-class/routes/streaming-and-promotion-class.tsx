import { useParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { useStreaming } from '@/features/form-class/api/streaming-and-promotion';
import { StreamingSheet } from '@/features/form-class/components/streaming/streaming-sheet';

/**
 * `/streaming-and-promotion/:classYearId/:academicYearId`: a homeroom class's promotion outcomes and next year's
 * streams, decided once a year (a `?term=` from the completion view's links is not needed and left alone).
 */
export default function StreamingAndPromotionClassRoute() {
  const { classYearId = '', academicYearId = '' } = useParams();
  const sheet = useStreaming(classYearId, academicYearId);
  const classYear = sheet.data?.classYear;

  return (
    <>
      <PageHeader
        title={classYear ? `Streaming & Promotion: ${classYear.name}` : 'Streaming & Promotion'}
        description={`Promotion outcome of ${classYear?.academicYear.year ?? 'the year'} and the stream for next year`}
      />
      <QueryState query={sheet} errorMessage="Could not load streaming and promotion." loadingLabel="Loading streaming and promotion…">
        {(data) => <StreamingSheet key={`${classYearId}:${academicYearId}`} sheet={data} onReload={() => sheet.refetch()} />}
      </QueryState>
    </>
  );
}
