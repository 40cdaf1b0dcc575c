import { splitName } from '../rarity';
import { shapeFor } from '../ItemArt';
import { buildReel, pickWeighted, reelOffset, REEL_LENGTH, WIN_INDEX } from '../../../features/play/reel';

describe('item names', () => {
  it('splits weapon, skin and wear', () => {
    expect(splitName('AK-47 | Redline (Field-Tested)')).toEqual({ weapon: 'AK-47', skin: 'Redline', wear: 'Field-Tested' });
    expect(splitName('StatTrak™ AWP | Chromatic Aberration (Factory New)')).toEqual({ weapon: 'AWP', skin: 'Chromatic Aberration', wear: 'Factory New' });
    expect(splitName('★ StatTrak™ Karambit | Fade (Minimal Wear)').weapon).toBe('Karambit');
    expect(splitName('★ Karambit')).toEqual({ weapon: 'Karambit', skin: '', wear: '' });
  });

  it('draws knives, gloves and pistols with their own silhouettes', () => {
    const rifle = shapeFor('AK-47 | Redline');
    expect(shapeFor('★ Karambit | Fade')).not.toBe(rifle);
    expect(shapeFor('★ Sport Gloves | Vice')).not.toBe(rifle);
    expect(shapeFor('USP-S | Printstream')).not.toBe(rifle);
    expect(shapeFor('M4A4 | Poly Mag')).toBe(rifle);
  });
});

describe('roulette reel', () => {
  const pool = [
    { weight: 1, value: 'rare' },
    { weight: 99, value: 'common' },
  ];

  it('puts the server’s winner at the stop position', () => {
    const reel = buildReel(pool, 'WIN', () => 0.5);
    expect(reel).toHaveLength(REEL_LENGTH);
    expect(reel[WIN_INDEX]).toBe('WIN');
    expect(reel.filter((x) => x === 'WIN')).toHaveLength(1);
  });

  it('fills the reel by weight', () => {
    expect(pickWeighted(pool, () => 0.005)).toBe('rare');
    expect(pickWeighted(pool, () => 0.5)).toBe('common');
    expect(pickWeighted(pool, () => 0.99999)).toBe('common');
  });

  it('stops with the winning cell under the marker', () => {
    const cell = 150;
    const viewport = 1000;
    for (const jitter of [0, 0.5, 0.999]) {
      const markerInTrack = reelOffset(cell, viewport, jitter) + viewport / 2;
      expect(Math.floor(markerInTrack / cell)).toBe(WIN_INDEX);
    }
  });
});
