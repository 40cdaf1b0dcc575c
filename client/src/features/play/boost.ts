import { BOOST_PLAYS } from './roulette.gen';

// The drop boost (spec 3: a pseudo-item) as the roulette and the result show it.

/** The free plays a drop boost gives (spec 9; server/cases.BoostPlays, generated). */
export { BOOST_PLAYS };

/** A drop boost, already turned into free plays: state used, item category boost. */
export function isBoost(d: { readonly state: string; readonly item: { readonly category: string } }): boolean {
  return d.state === 'used' && d.item.category === 'boost';
}
