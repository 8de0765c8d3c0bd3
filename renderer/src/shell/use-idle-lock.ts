// While someone is signed in and the screen is open, the business's idle time locks it (IdleTimer).
import { useEffect } from 'react';
import { usePosStore, usePosStoreApi } from '../store/pos-store';
import { ACTIVITY_EVENTS, IdleTimer } from './idle-timer';

export function useIdleLock(): void {
  const api = usePosStoreApi();
  const signedIn = usePosStore((state) => Boolean(state.session?.user));
  const locked = usePosStore((state) => state.session?.lock.locked ?? false);
  const idleSeconds = usePosStore((state) => state.session?.lock.idleSeconds ?? 0);

  useEffect(() => {
    if (!signedIn || locked || idleSeconds <= 0) return;
    const timer = new IdleTimer(() => void api.getState().lockScreen());
    const onActivity = () => timer.activity();
    for (const event of ACTIVITY_EVENTS)
      window.addEventListener(event, onActivity, { capture: true, passive: true });
    timer.start(idleSeconds);
    return () => {
      timer.stop();
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, onActivity, { capture: true });
    };
  }, [api, signedIn, locked, idleSeconds]);
}
