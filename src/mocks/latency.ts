/** Artificial response delay: 0 in tests, a few hundred ms in the browser demo and mock server. */
let latencyMs = 0;

export function setDemoLatency(ms: number): void {
  latencyMs = Number.isFinite(ms) && ms > 0 ? ms : 0;
}

export function getDemoLatency(): number {
  return latencyMs;
}
