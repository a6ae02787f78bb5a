import { z } from 'zod';
import { SelfUserSchema } from '@/domain/auth/self-user';
import { AcademicYearSchema } from '@/lib/session/current-academic-year';
import { EmployeePositionSchema } from '@/lib/session/my-positions';
import { SNAPSHOT_KEY } from '@/lib/session/session-snapshot-key';

/**
 * What the last session knew — the user, the current academic year, the SVE assignment count and the positions — kept so that a
 * reload or a fresh tab shows the shell and starts the screen's own requests at once, while `/me`, the year and
 * the SVE count are asked again beside them (issue 22 item 2). Logout and a session ended by the server clear
 * local storage as a whole (spec §4), and a snapshot taken under another token is never used: it carries a
 * digest of the token it was taken under (the token itself stays only where auth-token.ts keeps it).
 */
const StoredSnapshotSchema = z.object({
  tokenDigest: z.string(),
  user: SelfUserSchema,
  currentAcademicYear: AcademicYearSchema,
  sveAssignmentCount: z.number().int().min(0),
  // A snapshot kept before positions joined it still starts the shell; the positions asked again decide the principal.
  positions: z.array(EmployeePositionSchema).default([]),
});
type StoredSnapshot = z.infer<typeof StoredSnapshotSchema>;
export type SessionSnapshot = Omit<StoredSnapshot, 'tokenDigest'>;

/** SHA-256 of the token, base64. Web Crypto exists only in secure contexts; elsewhere nothing is kept. */
async function digestOf(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return btoa(String.fromCharCode(...new Uint8Array(digest)));
}

/** The snapshot taken under `token`, or null when there is none, it is unreadable or another sign-in's. */
export async function readSessionSnapshot(token: string): Promise<SessionSnapshot | null> {
  try {
    const stored = window.localStorage.getItem(SNAPSHOT_KEY);
    if (!stored) return null;
    const parsed = StoredSnapshotSchema.safeParse(JSON.parse(stored));
    if (!parsed.success || parsed.data.tokenDigest !== (await digestOf(token))) return null;
    const { user, currentAcademicYear, sveAssignmentCount, positions } = parsed.data;
    return { user, currentAcademicYear, sveAssignmentCount, positions };
  } catch {
    return null;
  }
}

export async function saveSessionSnapshot(token: string, snapshot: SessionSnapshot): Promise<void> {
  try {
    const stored: StoredSnapshot = { tokenDigest: await digestOf(token), ...snapshot };
    window.localStorage.setItem(SNAPSHOT_KEY, JSON.stringify(stored));
  } catch {
    // Storage full or blocked, or no Web Crypto: the next reload waits for the server, as it did before snapshots.
  }
}
