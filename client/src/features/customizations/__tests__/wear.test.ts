jest.mock('../../../app/env/relay', () => ({ environment: {} }));

import { wearOf } from '../wear';

const all = new Map([
  [1, { customizationId: 1, type: 'border' as const, fileUrl: '/b.svg', group: 'special' }],
  [2, { customizationId: 2, type: 'hood' as const, fileUrl: '/h.svg', group: null }],
  [3, { customizationId: 3, type: 'border' as const, fileUrl: '/plain.svg', group: null }],
]);

describe('wearOf', () => {
  it('names the images of the ids a view carries', () => {
    expect(wearOf({ borderId: 1, hoodId: 2, avatarId: null }, all)).toEqual({ border: '/b.svg', special: true, hood: '/h.svg', avatar: null });
    expect(wearOf({ borderId: 3 }, all)).toEqual({ border: '/plain.svg', special: false, hood: null, avatar: null });
  });

  it('draws nothing for an id the catalogue does not know, or no ids', () => {
    expect(wearOf({ borderId: 99 }, all)?.border).toBeNull();
    expect(wearOf(null, all)).toBeNull();
  });
});
