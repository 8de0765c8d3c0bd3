// The pickup counter's sounds, so the associate knows without looking: after each scan one high beep when
// the item counts, two low ones when it is refused; a rising two-note chime when a new order arrives.
// Silently does nothing where there is no audio (tests, locked-down kiosks).
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

/** A new pickup order reached the dashboard. */
export function playArrivalChime(): void {
  play(ARRIVAL, 'sine');
}

function play(tones: readonly Tone[], type: OscillatorType): void {
  const ctx = audio();
  if (!ctx) return;
  try {
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
  } catch {
    // Audio is a courtesy: the screen shows every outcome anyway.
  }
}
