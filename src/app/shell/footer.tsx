import { env } from '@/lib/env';

export function Footer() {
  return (
    <footer className="shell-footer border-top px-3 py-2 small text-body-secondary d-flex justify-content-between">
      <span>
        {env.productName} © {new Date().getFullYear()}
      </span>
      <span>Version {env.version}</span>
    </footer>
  );
}
