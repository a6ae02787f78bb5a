import { format, parseISO } from 'date-fns';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import ListGroup from 'react-bootstrap/ListGroup';
import Row from 'react-bootstrap/Row';
import { useDashboard, type Dashboard } from '@/features/dashboard/api/get-dashboard';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Card className="h-100">
      <Card.Body>
        <div className="text-body-secondary small">{label}</div>
        <div className="display-6 fw-semibold" aria-label={`${label}: ${value}`}>
          {value.toLocaleString('en-GB')}
        </div>
      </Card.Body>
    </Card>
  );
}

function DashboardFigures({ dashboard }: { dashboard: Dashboard }) {
  return (
    <>
      <Row className="g-3 mb-4" as="section" aria-label="At a glance">
        <Col md={4}>
          <Figure label="My classes" value={dashboard.classesCount} />
        </Col>
        <Col md={4}>
          <Figure label="My students" value={dashboard.studentsCount} />
        </Col>
        <Col md={4}>
          <Figure label="Submissions waiting for grading" value={dashboard.pendingSubmissionsCount} />
        </Col>
      </Row>
      <Card as="section" aria-labelledby="this-week-title">
        <Card.Header>
          <h2 id="this-week-title" className="h5 mb-0">
            This week
          </h2>
        </Card.Header>
        {dashboard.eventsThisWeek.length === 0 ? (
          <Card.Body className="text-body-secondary">No calendar events this week.</Card.Body>
        ) : (
          <ListGroup variant="flush">
            {dashboard.eventsThisWeek.map((event) => (
              <ListGroup.Item key={event.id} className="d-flex justify-content-between gap-3">
                <span>{event.title}</span>
                <time dateTime={event.startsAt} className="text-body-secondary text-nowrap">
                  {format(parseISO(event.startsAt), 'EEE d MMM, HH:mm')}
                </time>
              </ListGroup.Item>
            ))}
          </ListGroup>
        )}
      </Card>
    </>
  );
}

export default function DashboardRoute() {
  const dashboard = useDashboard();
  return (
    <>
      <PageHeader title="Dashboard" />
      <QueryState query={dashboard} errorMessage="Could not load the dashboard." loadingLabel="Loading the dashboard…">
        {(data) => <DashboardFigures dashboard={data} />}
      </QueryState>
    </>
  );
}
