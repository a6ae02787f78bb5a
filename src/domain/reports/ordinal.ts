/** English ordinal: 1st, 2nd, 3rd, 4th, 11th–13th, 21st, 101st, 111th, 112th. Integers only. */
export function ordinal(n: number): string {
  if (!Number.isInteger(n)) throw new RangeError(`ordinal() needs a whole number, got ${n}`);
  const lastTwo = Math.abs(n) % 100;
  const last = Math.abs(n) % 10;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  if (last === 1) return `${n}st`;
  if (last === 2) return `${n}nd`;
  if (last === 3) return `${n}rd`;
  return `${n}th`;
}
