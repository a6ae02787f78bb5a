/**
 * A link a material may carry: absolute http(s) only, so `javascript:`, `data:` and relative paths
 * are refused by the editor and the server alike.
 */
export function isSafeHttpUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
}
