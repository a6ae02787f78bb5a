import { Fragment } from 'react';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router-dom';
import { HistoryButton } from '@/components/record-history/history-button';
import { paths } from '@/config/paths';
import { sowWeekRecordId } from '@/entities/audit/record-history';
import type { SowHolidayWeek, SowWeek } from '@/features/scheme-of-work/api/sow-schemas';
import { HolidayWeekRow } from '@/features/scheme-of-work/components/holiday-week-row';
import { weekDates, weekNote } from '@/features/scheme-of-work/components/week-dates';

export interface WeeksTableProps {
  /** The plan the weeks are of: each week's history is its own record of the plan. */
  sow: { id: string; title: string };
  weeks: SowWeek[];
  /** Weeks of the term with no school day, shown between the teaching weeks they separate. */
  holidayWeeks: SowHolidayWeek[];
  /** Null when the user may not change the plan. */
  onEdit: ((week: number) => void) | null;
  /** Weeks with an unsaved draft in this browser. */
  drafts: ReadonlySet<number>;
}

const list = (items: string[]) =>
  items.length === 0 ? (
    <span className="text-body-secondary">Not planned yet</span>
  ) : (
    <ul className="mb-0 ps-3">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );

/** The term's teaching weeks, each with its dates, topics, objectives and linked lessons, and its holiday weeks. */
export function WeeksTable({ sow, weeks, holidayWeeks, onEdit, drafts }: WeeksTableProps) {
  const columns = onEdit ? 6 : 5;
  const breaksAfter = (number: number) =>
    holidayWeeks
      .filter((week) => week.afterWeek === number)
      .map((week) => <HolidayWeekRow key={week.monday} week={week} columns={columns} />);
  return (
    <Table responsive bordered size="sm" aria-label="Teaching weeks">
      <thead>
        <tr>
          <th scope="col">Week</th>
          <th scope="col">Dates</th>
          <th scope="col">Topics</th>
          <th scope="col">Objectives</th>
          <th scope="col">Lessons</th>
          {onEdit ? (
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {breaksAfter(0)}
        {weeks.map((week) => {
          const note = weekNote(week);
          return (
            <Fragment key={week.number}>
              <tr data-testid={`week-${week.number}`}>
                <th scope="row" className="text-nowrap">
                  Week {week.number}{' '}
                  <HistoryButton recordType="SchemeOfWorkWeek" recordId={sowWeekRecordId(sow.id, week.number)} title={`${sow.title} · week ${String(week.number)}`} />
                </th>
                <td>
                  {weekDates(week)}
                  {note ? <div className="small text-body-secondary">{note}</div> : null}
                </td>
                <td>{list(week.topics)}</td>
                <td>{list(week.objectives)}</td>
                <td>
                  {week.lessons.length === 0 ? (
                    <span className="text-body-secondary">None</span>
                  ) : (
                    <ul className="mb-0 ps-3">
                      {week.lessons.map((lesson) => (
                        <li key={lesson.id}>
                          <Link
                            to={paths.resourceLesson.href({
                              subjectId: lesson.subjectYearId,
                              chapterId: lesson.chapterId,
                              lessonId: lesson.id,
                            })}
                          >
                            {lesson.name}
                          </Link>{' '}
                          <span className="small text-body-secondary">
                            ({lesson.chapterName}, {lesson.className})
                          </span>
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
                {onEdit ? (
                  <td className="text-nowrap">
                    <Button size="sm" variant="outline-secondary" onClick={() => onEdit(week.number)}>
                      Edit week {week.number}
                    </Button>
                    {drafts.has(week.number) ? <div className="small text-warning-emphasis">Unsaved draft</div> : null}
                  </td>
                ) : null}
              </tr>
              {breaksAfter(week.number)}
            </Fragment>
          );
        })}
      </tbody>
    </Table>
  );
}
