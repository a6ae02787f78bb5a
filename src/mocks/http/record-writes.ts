import { now } from '../clock';
import { HttpError } from './errors';

// What every domain's writes need, whatever the record: a fresh id, the demo clock's time, the 409 of a stale save.

/** The demo clock's current instant as the ISO string records carry (`createdAt`, `updatedAt`). */
export const nowIso = (): string => new Date(now()).toISOString();

let idCounter = 0;

/** A fresh id; not crypto.randomUUID, which a demo served over plain http (not a secure context) lacks. */
export function newId(prefix: string): string {
  idCounter += 1;
  return `${prefix}-${now().toString(36)}${idCounter.toString(36).padStart(3, '0')}${Math.random().toString(36).slice(2, 6)}`;
}

/** 409 when the version the editor read is not the current one. */
export function requireVersion(current: number, sent: number, message: string): void {
  if (current !== sent) throw new HttpError(409, message);
}
