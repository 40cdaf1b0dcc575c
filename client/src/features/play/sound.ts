import tickUrl from './sounds/tick.mp3';
import winUrl from './sounds/win.mp3';
import rareUrl from './sounds/rare.mp3';

// The games' sounds: small MP3 files shipped with the client (sounds/, made
// by scripts/sounds.sh), fetched and decoded on first use, so a page that
// plays nothing loads none of them.
const URLS = { tick: tickUrl, win: winUrl, rare: rareUrl } as const;
export type SoundName = keyof typeof URLS;

let ctx: AudioContext | null = null;
const buffers = new Map<SoundName, Promise<AudioBuffer | null>>();

function audio(): AudioContext | null {
  if (typeof window === 'undefined' || !('AudioContext' in window)) return null;
  ctx ??= new AudioContext();
  return ctx;
}

/** A sound's decoded buffer (once per page); null when it cannot load: the game goes on silent. */
function load(a: AudioContext, name: SoundName): Promise<AudioBuffer | null> {
  let b = buffers.get(name);
  if (!b) {
    b = fetch(URLS[name])
      .then((r) => (r.ok ? r.arrayBuffer() : Promise.reject(new Error(`${r.status}`))))
      .then((data) => a.decodeAudioData(data))
      .catch(() => null);
    buffers.set(name, b);
  }
  return b;
}

/**
 * Browsers only start audio from a user gesture: call this in the click
 * handler, before the reel (which starts after the server answers) plays.
 * It also starts loading the sounds a play needs.
 */
export function unlockAudio(): void {
  const a = audio();
  if (!a) return;
  if (a.state === 'suspended') void a.resume();
  void load(a, 'tick');
  void load(a, 'win');
  void load(a, 'rare');
}

/** Plays each sound at its offset in seconds from now (once its file is loaded). */
function schedule(name: SoundName, offsets: number[], volume = 1): void {
  const a = audio();
  if (!a) return;
  const start = a.currentTime;
  void load(a, name).then((buf) => {
    if (!buf) return;
    // A late load skips what is already past rather than playing it in a rush.
    const late = a.currentTime - start;
    for (const at of offsets) {
      if (at + 0.25 < late) continue;
      const src = a.createBufferSource();
      const gain = a.createGain();
      src.buffer = buf;
      gain.gain.value = volume;
      src.connect(gain).connect(a.destination);
      src.start(Math.max(start + at, a.currentTime));
    }
  });
}

/** Ticks that slow down like the reel, then the chime of the result. */
export function playSpin(durationMs: number): void {
  const end = durationMs / 1000;
  const ticks: number[] = [];
  for (let t = 0, gap = 0.05; t < end - 0.1; t += gap, gap *= 1.08) ticks.push(t);
  schedule('tick', ticks, 0.6);
  schedule('win', [end]);
}

/** A rare drop's fanfare (the celebration's). */
export function playRare(): void {
  schedule('rare', [0]);
}
