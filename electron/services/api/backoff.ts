// Exponential backoff with full jitter (delay drawn uniformly from [0, min(cap, base · 2^attempt)]), so
// that many workstations coming back online at once do not hit the platform in lockstep.

export interface BackoffPolicy {
  /** Delay ceiling of the first retry, in milliseconds. */
  baseDelayMs: number;
  /** Largest delay between two attempts, in milliseconds. */
  maxDelayMs: number;
}

/** Delay before retry number `attempt` (0 = the first retry). `random` returns a number in [0, 1). */
export function backoffDelay(
  attempt: number,
  policy: BackoffPolicy,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempt));
  return Math.floor(random() * ceiling);
}

/** Resolves after `ms`, or rejects with the signal's reason as soon as it aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
