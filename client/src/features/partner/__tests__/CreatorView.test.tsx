import { act, fireEvent, render, screen } from '@testing-library/react';
import { loadNamespaces } from '../../../i18n/load';
import { IntlMessages } from '../../../app/routing/messages';

jest.mock('../../../app/auth/signIn', () => ({ logout: jest.fn(() => Promise.resolve()), startLogin: jest.fn() }));
jest.mock('../../../app/env/relay', () => ({ environment: {} }));
// The chart draws on a canvas: here only what it is given is checked.
const mockChart = jest.fn();
jest.mock('../CreatorChart', () => ({ CreatorChart: (p: { days: unknown[] }) => (mockChart(p.days), null) }));

const use = (n: number) => ({ referral: { nickname: `Viewer ${n}`, avatar: '' }, usedAt: `2026-11-${10 + n}T12:00:00Z`, deposited: `${n * 10}.00`, earned: `${(n * 0.3).toFixed(2)}` });
const mockVars = jest.fn();
jest.mock('react-relay', () => ({
  ...jest.requireActual('react-relay'),
  useLazyLoadQuery: (_q: unknown, vars: { page: number; perPage: number; days: number }) => {
    mockVars(vars);
    const all = Array.from({ length: 12 }, (_, i) => use(i + 1));
    return {
      partnerCreatorHistory: [{ day: '2026-11-30', uses: 2, deposits: '20.00', earnings: '0.60' }],
      creatorUses: { total: all.length, page: vars.page, items: all.slice((vars.page - 1) * vars.perPage, vars.page * vars.perPage) },
    };
  },
}));

import { CreatorView, USES_PAGE, CHART_DAYS } from '../CreatorView';

beforeAll(() => loadNamespaces('en', ['shell', 'partner']));

it('charts the days and lists the code uses five a page', async () => {
  render(
    <IntlMessages lang="en" namespaces={['shell', 'partner']}>
      <CreatorView reloadKey={0} />
    </IntlMessages>,
  );
  expect(await screen.findByTestId('partner-creator')).toBeTruthy();
  expect(mockVars).toHaveBeenLastCalledWith({ days: CHART_DAYS, page: 1, perPage: USES_PAGE });
  expect(mockChart).toHaveBeenLastCalledWith([{ day: '2026-11-30', uses: 2, deposits: '20.00', earnings: '0.60' }]);
  expect(screen.getByText('12 players used your code')).toBeTruthy();
  expect(screen.getAllByTestId('creator-use-row')).toHaveLength(5);
  expect(screen.getByTestId('creator-uses-page').textContent).toBe('Page 1 of 3');
  expect((screen.getByTestId('creator-uses-prev') as HTMLButtonElement).disabled).toBe(true);
  await act(async () => {
    fireEvent.click(screen.getByTestId('creator-uses-next'));
  });
  expect(mockVars).toHaveBeenLastCalledWith({ days: CHART_DAYS, page: 2, perPage: USES_PAGE });
  expect(screen.getAllByTestId('creator-use-row')[0].textContent).toContain('Viewer 6');
});
