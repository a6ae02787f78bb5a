import type { Permission } from '../../config/permissions';
import type { Row, TableMaker } from '../collection';
import type { SessionOrigin } from '../../domain/audit/responses';

/** Staff accounts. Every employee is a user; the demo keeps passwords in clear because it is a demo. */
export interface User extends Row {
  username: string;
  password: string;
  fullName: string;
  email: string;
  adminPageAccessId: string | null;
  crossPortalAvailability: boolean;
  sgechineseServiceAvailability: boolean;
  koobitsServiceAvailability: boolean;
  hasDefaultPassword: boolean;
  permissions: Permission[];
}

/** An access token: an opaque random string mapped to a user and an expiry. */
export interface Session extends Row {
  userId: string;
  expiresAt: number;
  /** How it was opened (absent on sessions saved before the audit log: a sign-in). */
  origin?: SessionOrigin;
  /** The person at the keyboard when not the account's own user (impersonation); absent otherwise. */
  actorId?: string;
}

/** Recent failed sign-ins of one username (id: the username in lower case), for throttling. */
export interface SignInFailures extends Row {
  failedAt: number[];
}

/** A one-minute, single-use code that opens the other portal; it dies with the session that minted it. */
export interface HandoffCode extends Row {
  userId: string;
  /** The access token of the minting session: logout, expiry or a password change ends the code with it. */
  sessionId: string;
  expiresAt: number;
}

/** The auth domain's tables; db.ts composes every domain's tables into the one database. */
export function authTables(table: TableMaker) {
  return {
    users: table<User>('users'),
    sessions: table<Session>('sessions'),
    handoffCodes: table<HandoffCode>('handoffCodes'),
    signInFailures: table<SignInFailures>('signInFailures'),
  };
}

export type AuthTables = ReturnType<typeof authTables>;

/** This domain's tables join the demo database (../schema.ts) by this export. */
export const tables = authTables;

declare module '../schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: adds this domain's tables
  interface DemoTables extends ReturnType<typeof authTables> {}
}
