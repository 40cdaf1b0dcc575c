import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '../../../app/routing/router';
import { loadNamespaces } from '../../../i18n/load';
import { IntlMessages } from '../../../app/routing/messages';

jest.mock('../../../app/env/relay', () => ({ environment: {} }));
jest.mock('../wear', () => ({ refreshOwnWear: jest.fn() }));

const owned = (id: number, type: string, over: object = {}) => ({
  isNew: false,
  equipped: false,
  customization: { customizationId: id, type, label: null, name: `${type} ${id}`, fileUrl: `/${id}.svg` },
  ...over,
});
const mockData = {
  wardrobe: {
    newCount: 1,
    profileCustomization: { accountLevelHidden: false, borderId: 1, hoodId: null, avatarId: null, backgroundId: null },
    customizations: [owned(1, 'border', { equipped: true }), owned(2, 'border', { isNew: true }), owned(3, 'hood')],
  },
};
const mockCommit = jest.fn();
const mockFetchKeys: unknown[] = [];
jest.mock('react-relay', () => ({
  ...jest.requireActual('react-relay'),
  useLazyLoadQuery: (_q: unknown, _v: unknown, opts: { fetchKey?: unknown }) => (mockFetchKeys.push(opts.fetchKey), mockData),
  useMutation: () => [mockCommit, false],
}));
const mockViewer = { level: 2 };
jest.mock('../../../app/layout/viewer', () => ({ useViewer: () => mockViewer }));

import { Wardrobe } from '../Wardrobe';

beforeAll(() => loadNamespaces('en', ['shell', 'customizations']));
beforeEach(() => mockCommit.mockReset());

const item = (id: number) => screen.getAllByTestId('wardrobe-item').find((el) => el.dataset.id === String(id))!;

describe('the wardrobe', () => {
  it('groups by type, marks the new ones and tells the server they were seen', () => {
    render(
      <MemoryRouter>
        <IntlMessages lang="en" namespaces={['shell', 'customizations']}>
          <Wardrobe />
        </IntlMessages>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('wardrobe-border').querySelectorAll('[data-testid="wardrobe-item"]')).toHaveLength(2);
    expect(screen.getByTestId('wardrobe-hood').querySelectorAll('[data-testid="wardrobe-item"]')).toHaveLength(1);
    expect(item(2).querySelector('[data-testid="wardrobe-new"]')).not.toBeNull();
    expect(item(1).querySelector('[data-testid="wardrobe-new"]')).toBeNull();
    // The viewed mark is sent once the wardrobe showed them.
    expect(mockCommit).toHaveBeenCalledTimes(1);
    expect(mockCommit.mock.calls[0][0].variables).toEqual({});
  });

  it('wears one of a type, or takes the worn one off', () => {
    render(
      <MemoryRouter>
        <IntlMessages lang="en" namespaces={['shell', 'customizations']}>
          <Wardrobe />
        </IntlMessages>
      </MemoryRouter>,
    );
    mockCommit.mockReset();
    fireEvent.click(item(2).querySelector('[data-testid="wardrobe-equip"]')!);
    expect(mockCommit.mock.calls[0][0].variables).toEqual({ input: { borderId: 2 } });
    fireEvent.click(item(1).querySelector('[data-testid="wardrobe-unequip"]')!);
    expect(mockCommit.mock.calls[1][0].variables).toEqual({ input: { borderId: 0 } });
    // The level privacy is set the same way.
    fireEvent.click(screen.getByTestId('wardrobe-hide-level'));
    expect(mockCommit.mock.calls[2][0].variables).toEqual({ input: { accountLevelHidden: true } });
  });

  it('reads itself again when the viewer claims a level (a level may grant a customization)', () => {
    const view = () => (
      <MemoryRouter>
        <IntlMessages lang="en" namespaces={['shell', 'customizations']}>
          <Wardrobe />
        </IntlMessages>
      </MemoryRouter>
    );
    const { rerender } = render(view());
    const before = mockFetchKeys[mockFetchKeys.length - 1];
    rerender(view());
    expect(mockFetchKeys[mockFetchKeys.length - 1]).toEqual(before);
    mockViewer.level = 3;
    rerender(view());
    expect(mockFetchKeys[mockFetchKeys.length - 1]).not.toEqual(before);
  });
});
