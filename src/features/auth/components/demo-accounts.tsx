import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import type { LoginValues } from '@/features/auth/components/login-form';
import { loadDemoAccounts, type DemoAccount } from '@/features/auth/demo-accounts-source';

/** Lists the demo accounts the app provides (only demo builds do, so a school's build never ships them). */
export function DemoAccounts({ onPick }: { onPick: (values: LoginValues) => void }) {
  const [accounts, setAccounts] = useState<readonly DemoAccount[]>([]);

  useEffect(() => {
    let active = true;
    void loadDemoAccounts().then((loaded) => {
      if (active) setAccounts(loaded);
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
                  variant="outline-secondary"
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
