import { act, render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { loadNamespaces } from '../../../i18n/load';
import { IntlMessages } from '../messages';

it('waits for its namespaces, then follows later loads (a notice may use a screen namespace)', async () => {
  await act(async () => {
    render(
      <IntlMessages lang="en" namespaces={['shell']}>
        <p data-testid="close">
          <FormattedMessage id="common.close" />
        </p>
        <p data-testid="saved">
          <FormattedMessage id="users.settings.trade.saved" />
        </p>
      </IntlMessages>,
    );
  });
  expect(screen.getByTestId('close').textContent).toBe('Close');
  // Not loaded yet: react-intl shows the id.
  expect(screen.getByTestId('saved').textContent).toBe('users.settings.trade.saved');
  await act(() => loadNamespaces('en', ['users']));
  expect(screen.getByTestId('saved').textContent).toBe('Trade offer link saved.');
});
