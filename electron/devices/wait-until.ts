// Event-driven waiting with a deadline, for "resolve when the simulator has seen N kicks / jobs".

export interface WaitUntilOptions {
  /** Register a listener for the events that may change the outcome; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
  done: () => boolean;
  timeoutMs: number;
  timeoutMessage: () => string;
}

export function waitUntil(options: WaitUntilOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    if (options.done()) return resolve();
    const unsubscribe = options.subscribe(() => {
      if (!options.done()) return;
      finish();
      resolve();
    });
    const timer = setTimeout(() => {
      finish();
      reject(new Error(options.timeoutMessage()));
    }, options.timeoutMs);
    const finish = (): void => {
      clearTimeout(timer);
      unsubscribe();
    };
  });
}
