// Tiny synthesized sounds, so no audio files ship with the client.
let ctx: AudioContext | null = null;

function audio(): AudioContext | null {
  if (typeof window === 'undefined' || !('AudioContext' in window)) return null;
  ctx ??= new AudioContext();
  return ctx;
}

/**
 * Browsers only start audio from a user gesture: call this in the click
 * handler, before the reel (which starts after the server answers) plays.
 */
export function unlockAudio(): void {
  const a = audio();
  if (a && a.state === 'suspended') void a.resume();
}

export function playTone(freq: number, ms: number, when = 0, volume = 0.05): void {
  const a = audio();
  if (!a) return;
  const t = a.currentTime + when;
  const osc = a.createOscillator();
  const gain = a.createGain();
  osc.frequency.value = freq;
  osc.type = 'triangle';
  gain.gain.setValueAtTime(volume, t);
  gain.gain.exponentialRampToValueAtTime(0.0001, t + ms / 1000);
  osc.connect(gain).connect(a.destination);
  osc.start(t);
  osc.stop(t + ms / 1000);
}

/** Ticks that slow down like the reel, then a chime. */
export function playSpin(durationMs: number): void {
  let t = 0;
  let gap = 0.05;
  while (t < durationMs / 1000 - 0.1) {
    playTone(900, 30, t, 0.025);
    t += gap;
    gap *= 1.08;
  }
  playTone(660, 180, durationMs / 1000);
  playTone(990, 260, durationMs / 1000 + 0.12);
}
