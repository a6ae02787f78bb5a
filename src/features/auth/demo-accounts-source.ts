/** A sign-in the login page offers in demo builds. */
export interface DemoAccount {
  username: string;
  password: string;
  description: string;
}

type DemoAccountsLoader = () => Promise<readonly DemoAccount[]>;

let loader: DemoAccountsLoader = () => Promise.resolve([]);

/**
 * Lets the app tell the login page where the demo accounts come from: the feature may not import the
 * demo backend itself (house style §1), and without a provider it lists none.
 */
export function provideDemoAccounts(load: DemoAccountsLoader): void {
  loader = load;
}

export function loadDemoAccounts(): Promise<readonly DemoAccount[]> {
  return loader();
}
