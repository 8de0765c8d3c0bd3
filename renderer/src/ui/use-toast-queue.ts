// The notices on screen and their timers: at most five at a time, each fading after its time unless it is
// held (pointed at or focused), and all gone when resetKey (who is signed in) changes.
import { useCallback, useEffect, useRef, useState } from 'react';

export type ToastTone = 'info' | 'success' | 'warning' | 'danger';

export interface ToastInput {
  tone?: ToastTone;
  title: string;
  message?: string;
  /** ms before it fades; null = stays until dismissed. Default by tone (see TONE_DURATION_MS). */
  durationMs?: number | null;
  /** The notice asks the person to do something: it stays until dismissed. */
  needsAction?: boolean;
}

/** How long a notice stays by default: long enough to read, never for good. */
export const TONE_DURATION_MS: Record<ToastTone, number> = {
  info: 5000,
  success: 5000,
  warning: 8000,
  danger: 12000,
};

export interface ToastEntry {
  id: number;
  tone: ToastTone;
  title: string;
  message?: string;
  durationMs: number | null;
}

export function useToastQueue(resetKey: string | null) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
      setToasts([]);
    };
  }, [resetKey]);

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (input: ToastInput) => {
      const id = nextId.current++;
      const tone = input.tone ?? 'info';
      const durationMs =
        input.durationMs !== undefined ? input.durationMs : input.needsAction ? null : TONE_DURATION_MS[tone];
      setToasts((current) => [
        ...current.slice(-4),
        { id, tone, title: input.title, message: input.message, durationMs },
      ]);
      if (durationMs !== null)
        timers.current.set(
          id,
          setTimeout(() => dismiss(id), durationMs),
        );
      return id;
    },
    [dismiss],
  );

  // A notice does not fade while the pointer or the focus is on it (WCAG 2.2.1): whoever is reading it or
  // reaching for its Dismiss button keeps it; it fades its full time once they leave.
  const hold = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
  }, []);
  const release = useCallback(
    (toast: ToastEntry) => {
      if (toast.durationMs === null || timers.current.has(toast.id)) return;
      timers.current.set(
        toast.id,
        setTimeout(() => dismiss(toast.id), toast.durationMs),
      );
    },
    [dismiss],
  );

  return { toasts, show, dismiss, hold, release };
}
