import { fireEvent, render, screen } from '@testing-library/react';
import { IntlMessages } from '../../routing/messages';
import { MemoryRouter, useLocation } from '../../routing/router';
import { loadNamespaces } from '../../../i18n/load';
import { ui } from '../../state/ui';
import Notices from '../Notices';

jest.mock('../../auth/signIn', () => ({ logout: jest.fn(() => Promise.resolve()), startLogin: jest.fn() }));
jest.mock('../../env/relay', () => ({ environment: {} }));

beforeAll(() => loadNamespaces('de', ['shell', 'dailycrystal']));

function Where() {
  const l = useLocation();
  return <span data-testid="where">{l.pathname + l.hash}</span>;
}

it('draws a notice’s link in the page language, and following it dismisses the notice', async () => {
  const dismiss = jest.spyOn(ui, 'dismiss');
  render(
    <IntlMessages lang="de" namespaces={['shell', 'dailycrystal']}>
      <MemoryRouter>
        <Notices
          notices={[{ key: 7, tone: 'info', text: { id: 'dailycrystal.notice.available' }, link: { to: '/user/me#daily-crystal', label: { id: 'dailycrystal.notice.link' } } }]}
        />
        <Where />
      </MemoryRouter>
    </IntlMessages>,
  );
  const link = await screen.findByTestId('notice-link');
  expect(link.textContent).toBe('Abholen');
  // The path gets the page's language prefix (none here: the router knows no language route).
  expect(link.getAttribute('href')).toBe('/user/me#daily-crystal');
  fireEvent.click(link);
  expect(dismiss).toHaveBeenCalledWith(7);
  expect(screen.getByTestId('where').textContent).toBe('/user/me#daily-crystal');
});

it('draws no link when the notice has none', async () => {
  render(
    <IntlMessages lang="de" namespaces={['shell']}>
      <MemoryRouter>
        <Notices notices={[{ key: 1, tone: 'error', text: { id: 'common.close' } }]} />
      </MemoryRouter>
    </IntlMessages>,
  );
  expect(await screen.findByTestId('notice')).toBeTruthy();
  expect(screen.queryByTestId('notice-link')).toBeNull();
});
