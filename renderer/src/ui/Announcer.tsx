// One place that speaks to screen readers: two live regions (polite and assertive) that exist from the
// start, so what is put in them later is read out — a live region added together with its text often is
// not. Screens and the shell call `useAnnounce()` for what changes without the focus moving: the online
// state, a print done or failed. Each message is a fresh node, so the same words twice are read twice.
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';

export type Politeness = 'polite' | 'assertive';

export type Announce = (message: string, politeness?: Politeness) => void;

interface Spoken {
  id: number;
  text: string;
}

const AnnounceContext = createContext<Announce | null>(null);

export function AnnouncerProvider({ children }: { children: ReactNode }) {
  const [polite, setPolite] = useState<Spoken | null>(null);
  const [assertive, setAssertive] = useState<Spoken | null>(null);
  const nextId = useRef(1);
  const announce = useCallback<Announce>((message, politeness = 'polite') => {
    const spoken = { id: nextId.current++, text: message };
    (politeness === 'assertive' ? setAssertive : setPolite)(spoken);
  }, []);
  const value = useMemo(() => announce, [announce]);
  return (
    <AnnounceContext.Provider value={value}>
      {children}
      <div className="visually-hidden" aria-live="polite" data-testid="announcer-polite">
        {polite ? <p key={polite.id}>{polite.text}</p> : null}
      </div>
      <div className="visually-hidden" aria-live="assertive" data-testid="announcer-assertive">
        {assertive ? <p key={assertive.id}>{assertive.text}</p> : null}
      </div>
    </AnnounceContext.Provider>
  );
}

/** `const announce = useAnnounce(); announce('Offline — keep working', 'assertive')`. */
export function useAnnounce(): Announce {
  const announce = useContext(AnnounceContext);
  if (!announce) throw new Error('useAnnounce needs an <AnnouncerProvider> above it (see App.tsx).');
  return announce;
}
