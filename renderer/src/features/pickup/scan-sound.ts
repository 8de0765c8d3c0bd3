// A short tone after each scan, so the associate knows without looking: one high beep when the item counts,
// two low ones when it is refused. Silently does nothing where there is no audio (tests, locked-down kiosks).
type Tone = { frequency: number; startsAt: number; lengthS: number };

const ACCEPTED: Tone[] = [{ frequency: 1320, startsAt: 0, lengthS: 0.09 }];
const REFUSED: Tone[] = [
  { frequency: 220, startsAt: 0, lengthS: 0.14 },
  { frequency: 220, startsAt: 0.2, lengthS: 0.14 },
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
  const ctx = audio();
  if (!ctx) return;
  try {
    const start = ctx.currentTime;
    for (const tone of kind === 'accepted' ? ACCEPTED : REFUSED) {
      const oscillator = ctx.createOscillator();
      const gain = ctx.createGain();
      oscillator.type = kind === 'accepted' ? 'sine' : 'square';
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
