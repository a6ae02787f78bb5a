import { useMemo } from 'react';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router-dom';
import { MENU } from '@/app/shell/menu';
import { menuLinks, visibleMenu } from '@/app/shell/visible-menu';
import { AreaIcon } from '@/components/area-icon';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session/session-context';

function greeting(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

/** Greeting and a tile for each area this user may open, saying in one line what it is for. */
export default function LandingPage() {
  const session = useSession();
  const tiles = useMemo(() => menuLinks(visibleMenu(MENU, session)), [session]);
  return (
    <>
      <PageHeader
        title={`${greeting(new Date().getHours())}, ${session.user.fullName}`}
        description={`Academic year ${session.currentAcademicYear.year}. Where would you like to start?`}
      />
      <ul className="landing-tiles list-unstyled">
        {tiles.map((tile) => (
          <li key={tile.route}>
            <Card
              as={Link}
              to={paths[tile.route].path}
              className="landing-tile h-100 text-decoration-none"
              aria-labelledby={`tile-${tile.route}`}
              aria-describedby={`tile-${tile.route}-description`}
            >
              <Card.Body className="d-flex align-items-start gap-3">
                <span className="tile-mark">
                  <AreaIcon name={tile.icon} size={20} />
                </span>
                <span>
                  <span id={`tile-${tile.route}`} className="d-block fw-semibold">
                    {tile.title}
                  </span>
                  <span id={`tile-${tile.route}-description`} className="d-block small text-body-secondary">
                    {tile.description}
                  </span>
                </span>
              </Card.Body>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
