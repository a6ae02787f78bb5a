import { useState } from 'react';
import Card from 'react-bootstrap/Card';
import { useParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { ebadgeAwardsApi } from '@/features/ebadges/api/get-ebadge-awards';
import { useClassYear } from '@/entities/class-year/class-year';
import { AwardForm } from '@/features/ebadges/components/award-form';
import { AwardStudentsTable } from '@/features/ebadges/components/award-students-table';
import { AwardsTable } from '@/features/ebadges/components/awards-table';
import { ColourLegend } from '@/features/ebadges/components/colour-legend';

/** `/ebadges/:classYearId/:academicYearId`: award a badge to selected students; what each has earned. */
export default function EbadgesClassPage() {
  const { classYearId = '', academicYearId = '' } = useParams();
  const classYear = useClassYear(classYearId);
  const allAwards = ebadgeAwardsApi.of({ classYearId }).useList({ pageSize: 0, filters: { academicYearId } });
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  return (
    <QueryState query={classYear} errorMessage="The class could not be loaded." loadingLabel="Loading the class…">
      {(data) => (
        <>
          <PageHeader title={`E-badges: ${data.name}`} description={data.academicYear?.year} actions={<ColourLegend />} />
          <Card as="section" aria-labelledby="award-title" className="mb-4">
            <Card.Header>
              <h2 id="award-title" className="h5 mb-0">
                Award an e-badge
              </h2>
            </Card.Header>
            <Card.Body>
              <AwardForm classYearId={classYearId} academicYearId={academicYearId} selectedIds={selectedIds} onAwarded={() => setSelectedIds([])} />
            </Card.Body>
          </Card>
          <section aria-label="Students and their e-badges" className="mb-4">
            <AwardStudentsTable classYearId={classYearId} awards={allAwards.data?.data} selectedIds={selectedIds} onSelectionChange={setSelectedIds} />
          </section>
          <AwardsTable classYearId={classYearId} academicYearId={academicYearId} />
        </>
      )}
    </QueryState>
  );
}
