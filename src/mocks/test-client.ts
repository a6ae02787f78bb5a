import { DEMO_ACCOUNTS } from './demo-accounts';

/** Test-only helpers that talk to the demo backend over real fetch, as the portal does. */
export const API = 'http://localhost:3000/api';

export async function call(path: string, init: RequestInit & { token?: string; json?: unknown } = {}): Promise<Response> {
  const { token, json, headers, ...rest } = init;
  const merged = new Headers(headers);
  if (token) merged.set('Authorization', `Bearer ${token}`);
  if (json !== undefined) merged.set('Content-Type', 'application/json');
  return fetch(`${API}${path}`, { ...rest, headers: merged, body: json === undefined ? rest.body : JSON.stringify(json) });
}

export async function signIn(username: string, password?: string): Promise<string> {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.username === username);
  const response = await call('/auth/login', { method: 'POST', json: { username, password: password ?? account?.password } });
  if (response.status !== 200) throw new Error(`Sign-in as ${username} failed with ${response.status}`);
  const body = (await response.json()) as { accessToken: string };
  return body.accessToken;
}

export async function getJson<T>(path: string, token: string): Promise<{ status: number; body: T }> {
  const response = await call(path, { token });
  return { status: response.status, body: (await response.json()) as T };
}
