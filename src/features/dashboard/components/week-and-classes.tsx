import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { Dashboard } from '@/features/dashboard/api/get-dashboard';
import { formatDate, formatDateTime } from '@/lib/format-date';

/** The calendar events of this school week that concern the user. */
export function ThisWeek({ events }: { events: Dashboard['eventsThisWeek'] }) {
  return (
    <section className="side-panel" aria-labelledby="this-week-title">
      <h2 id="this-week-title" className="h3">
        This week
      </h2>
      {events.length === 0 ? (
        <p className="task-empty">No calendar events this week.</p>
      ) : (
        <ul className="event-list">
          {events.map((event) => (
            <li key={event.id}>
              <time dateTime={event.startsAt} className="event-when">
                {event.allDay ? formatDate(event.startsAt) : formatDateTime(event.startsAt)}
              </time>
              <span>{event.title}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The user's classes this year, homeroom first, each opening the classroom. */
export function MyClasses({ classes }: { classes: Dashboard['classes'] }) {
  const ordered = [...classes].sort((a, b) => Number(b.isHomeroom) - Number(a.isHomeroom));
  return (
    <section className="side-panel" aria-labelledby="my-classes-title">
      <h2 id="my-classes-title" className="h3">
        Classes
      </h2>
      {ordered.length === 0 ? (
        <p className="task-empty">You have no class this year.</p>
      ) : (
        <ul className="class-list">
          {ordered.map((row) => (
            <li key={row.id}>
              <Link to={paths.classroom.href({ classYearId: row.id })}>{row.name}</Link>
              {row.isHomeroom ? <span className="badge text-bg-primary ms-2">Homeroom</span> : null}
              <span className="class-list-count">{row.studentsCount} students</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
