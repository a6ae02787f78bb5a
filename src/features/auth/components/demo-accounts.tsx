import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import type { LoginValues } from '@/features/auth/components/login-form';

interface DemoAccount {
  username: string;
  password: string;
  description: string;
}

/** Lists the demo accounts; loaded only in demo builds so a school's build never ships them. */
export function DemoAccounts({ onPick }: { onPick: (values: LoginValues) => void }) {
  const [accounts, setAccounts] = useState<readonly DemoAccount[]>([]);

  useEffect(() => {
    if (import.meta.env.VITE_DEMO !== 'true') return;
    let active = true;
    void import('@/mocks/demo-accounts').then(({ DEMO_ACCOUNTS }) => {
      if (active) setAccounts(DEMO_ACCOUNTS);
    });
    return () => {
      active = false;
    };
  }, []);

  if (accounts.length === 0) return null;
  return (
    <section aria-labelledby="demo-accounts-title" className="mt-4">
      <h2 id="demo-accounts-title" className="h6 text-secondary">
        Demo accounts
      </h2>
      <Table size="sm" className="small align-middle mb-0">
        <thead>
          <tr>
            <th scope="col">Username</th>
            <th scope="col">Password</th>
            <th scope="col">Who</th>
            <th scope="col">
              <span className="visually-hidden">Use</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {accounts.map((account) => (
            <tr key={account.username}>
              <td>
                <code>{account.username}</code>
              </td>
              <td>
                <code>{account.password}</code>
              </td>
              <td>{account.description}</td>
              <td className="text-end">
                <Button
                  size="sm"
                  variant="outline-primary"
                  onClick={() => onPick({ username: account.username, password: account.password })}
                  aria-label={`Use the ${account.username} account`}
                >
                  Use
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </section>
  );
}
