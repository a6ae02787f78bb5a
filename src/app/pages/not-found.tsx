import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

export function NotFoundPage() {
  return (
    <section className="text-center py-5">
      <p className="display-4 text-body-secondary mb-2">404</p>
      <h1 className="h3">Page not found</h1>
      <p className="text-body-secondary">The page you asked for does not exist or has moved.</p>
      <Link to={paths.landing.path} className="btn btn-primary">
        Go to the home page
      </Link>
    </section>
  );
}
