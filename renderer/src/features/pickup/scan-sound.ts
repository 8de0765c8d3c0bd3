// The pickup counter's sounds, so the associate knows without looking: after each scan one high beep when
// the item counts, two low ones when it is refused; a rising two-note chime when a new order arrives.
// Silently does nothing where there is no audio (tests, locked-down kiosks). The chimes actually played are
// counted, so the dashboard can expose them (data-arrival-chimes) to assistive tooling and end-to-end specs.
type Tone = { frequency: number; startsAt: number; lengthS: number };

const ACCEPTED: Tone[] = [{ frequency: 1320, startsAt: 0, lengthS: 0.09 }];
const REFUSED: Tone[] = [
  { frequency: 220, startsAt: 0, lengthS: 0.14 },
  { frequency: 220, startsAt: 0.2, lengthS: 0.14 },
];

const ARRIVAL: Tone[] = [
  { frequency: 880, startsAt: 0, lengthS: 0.12 },
  { frequency: 1175, startsAt: 0.14, lengthS: 0.2 },
];

let context: AudioContext | null | undefined;

function audio(): AudioContext | null {
  if (context !== undefined) return context;
  const Constructor = (globalThis as { AudioContext?: typeof AudioContext }).AudioContext;
  try {
    context = Constructor ? new Constructor() : null;
  } catch {
    context = null;
  }
  return context;
}

export function playScanTone(kind: 'accepted' | 'refused'): void {
  play(kind === 'accepted' ? ACCEPTED : REFUSED, kind === 'accepted' ? 'sine' : 'square');
}

let arrivalChimes = 0;
const chimeListeners = new Set<() => void>();

/** A new pickup order reached the dashboard. */
export function playArrivalChime(): void {
  if (!play(ARRIVAL, 'sine')) return;
  arrivalChimes += 1;
  for (const listener of chimeListeners) listener();
}

/** How many arrival chimes this window has played (for useSyncExternalStore). */
export function arrivalChimesPlayed(): number {
  return arrivalChimes;
}

export function onArrivalChime(listener: () => void): () => void {
  chimeListeners.add(listener);
  return () => chimeListeners.delete(listener);
}

/** True when the tones were handed to the audio output. */
function play(tones: readonly Tone[], type: OscillatorType): boolean {
  const ctx = audio();
  if (!ctx) return false;
  try {
    // A context created before the page was interacted with starts suspended (autoplay policy).
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
    const start = ctx.currentTime;
    for (const tone of tones) {
      const oscillator = ctx.createOscillator();
      const gain = ctx.createGain();
      oscillator.type = type;
      oscillator.frequency.value = tone.frequency;
      gain.gain.value = 0.06;
      oscillator.connect(gain).connect(ctx.destination);
      oscillator.start(start + tone.startsAt);
      oscillator.stop(start + tone.startsAt + tone.lengthS);
    }
    return true;
  } catch {
    // Audio is a courtesy: the screen shows every outcome anyway.
    return false;
  }
}
