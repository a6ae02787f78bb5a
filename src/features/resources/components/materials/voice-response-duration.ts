/** A recording length for people: "45 s", "1 min", "1 min 30 s"; empty for a value that is not a whole number. */
export function formatDuration(seconds: number): string {
  if (!Number.isInteger(seconds) || seconds < 0) return '';
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return `${rest} s`;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}
