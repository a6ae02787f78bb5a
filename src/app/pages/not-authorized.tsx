import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

export function NotAuthorizedPage() {
  return (
    <section className="text-center py-5">
      <p className="display-4 text-body-secondary mb-2">403</p>
      <h1 className="h3">Not authorized</h1>
      <p className="text-body-secondary">Your account does not have permission to open that page.</p>
      <Link to={paths.landing.path} className="btn btn-primary">
        Go to the home page
      </Link>
    </section>
  );
}
