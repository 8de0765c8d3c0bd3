// Helpers every benchmark shares: repeatable pseudo-random inputs and percentiles of measured times.

/** mulberry32: the same sequence on every run, so two runs measure the same queries and pages. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The nearest-rank percentile (`fraction` 0.5 for p50, 0.99 for p99) of ascending `sorted` values. */
export function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}
