import { act, screen } from '@testing-library/react';
import { loadNamespaces } from '../../../i18n/load';
import { harness, mount } from './harness';

jest.mock('../../../app/env/relay', () => ({ environment: {} }));

import ActiveCount from '../ActiveCount';

beforeAll(() => loadNamespaces('en', ['shell']));

it('shows the live count of active battles, and nothing at zero', async () => {
  const h = harness({});
  await mount(h, <ActiveCount />, []);
  expect(h.subscribed()).toEqual(['ActiveCountSubscription']);
  expect(screen.queryByTestId('active-battles-count')).toBeNull();
  await act(async () => h.push('ActiveCountSubscription', { activeBattlesCountChanged: 3 }));
  expect(screen.getByTestId('active-battles-count').textContent).toBe('3');
  await act(async () => h.push('ActiveCountSubscription', { activeBattlesCountChanged: 0 }));
  expect(screen.queryByTestId('active-battles-count')).toBeNull();
});
