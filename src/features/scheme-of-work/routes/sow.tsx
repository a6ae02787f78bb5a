import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { useSow } from '@/features/scheme-of-work/api/sows';
import { draftWeeks } from '@/features/scheme-of-work/components/week-draft';
import { WeekEditor } from '@/features/scheme-of-work/components/week-editor';
import { WeeksTable } from '@/features/scheme-of-work/components/weeks-table';
import { formatDate } from '@/lib/format-date';
import { useSession } from '@/lib/session/session-context';
import { useCan } from '@/lib/session/use-can';
import { countOf } from '@/domain/school/count-words';

const skippedNote = (count: number) => (count === 0 ? '' : ` (${countOf(count, 'holiday week')} skipped)`);

/** /sows/:sowId: the term's teaching weeks (dates from the term and the holidays) with topics and lessons. */
export default function SowRoute() {
  const { sowId = '' } = useParams();
  const { user } = useSession();
  const query = useSow(sowId);
  const [editing, setEditing] = useState<number | null>(null);
  const canEdit = useCan('update', 'SchemeOfWork').allowed;
  const detail = query.data;
  const first = detail?.weeks[0];
  const last = detail?.weeks.at(-1);

  return (
    <>
      <PageHeader
        title={detail?.title ?? 'Scheme of work'}
        crumbs={detail ? { sow: detail.title } : {}}
        description={
          detail && first && last
            ? `${detail.academicYear.year} · ${detail.weeks.length} teaching weeks${skippedNote(detail.holidayWeeks.length)}, ${formatDate(first.firstDay)} to ${formatDate(last.lastDay)}`
            : undefined
        }
      />
      <QueryState query={query} errorMessage="Could not load the scheme of work." loadingLabel="Loading the weeks…">
        {(sow) => {
          const week = sow.weeks.find((row) => row.number === editing);
          return (
            <>
              {week ? (
                <WeekEditor
                  key={`${sow.id}-${week.number}`}
                  sow={sow}
                  week={week}
                  userId={user.id}
                  onClose={() => setEditing(null)}
                  onReload={async () => (await query.refetch()).data}
                />
              ) : null}
              <WeeksTable
                sow={sow}
                weeks={sow.weeks}
                holidayWeeks={sow.holidayWeeks}
                onEdit={canEdit ? setEditing : null}
                drafts={draftWeeks(
                  user.id,
                  sow.id,
                  sow.weeks.map((row) => row.number),
                )}
              />
            </>
          );
        }}
      </QueryState>
    </>
  );
}
