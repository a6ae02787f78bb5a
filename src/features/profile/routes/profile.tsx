import { Fragment } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { ChangePasswordForm } from '@/features/profile/components/change-password-form';
import { PageHeader } from '@/components/page-header';
import { useSession } from '@/lib/session/session-context';

export default function ProfileRoute() {
  const { user, isHomeroom, currentAcademicYear } = useSession();
  const details: [string, string][] = [
    ['Full name', user.fullName],
    ['Username', user.username],
    ['Email', user.email ?? '-'],
    ['Academic year', currentAcademicYear.year],
    ['Homeroom classes', isHomeroom ? String(user.classYearsIds.length) : 'None'],
  ];
  return (
    <>
      <PageHeader title="Profile" />
      <Row className="g-4">
        <Col lg={5}>
          <Card>
            <Card.Body>
              <h2 className="h5 mb-3">Your details</h2>
              <dl className="row mb-0">
                {details.map(([term, value]) => (
                  <Fragment key={term}>
                    <dt className="col-sm-5 text-body-secondary fw-normal">{term}</dt>
                    <dd className="col-sm-7">{value}</dd>
                  </Fragment>
                ))}
              </dl>
            </Card.Body>
          </Card>
        </Col>
        <Col lg={7}>
          <Card>
            <Card.Body>
              <h2 className="h5 mb-3">Change password</h2>
              <ChangePasswordForm />
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </>
  );
}
