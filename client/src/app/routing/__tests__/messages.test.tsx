import { act, render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { loadNamespaces } from '../../../i18n/load';
import { IntlMessages, STRICT_MESSAGES_FLAG } from '../messages';

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

it('makes a missing message a console error only where the screens are checked (the strict flag)', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  const page = () =>
    render(
      <IntlMessages lang="en" namespaces={['shell']}>
        <FormattedMessage id={'shell.no.such.message' as 'common.close'} />
      </IntlMessages>,
    );
  try {
    await act(async () => void page());
    expect(error).not.toHaveBeenCalled();
    (globalThis as Record<string, unknown>)[STRICT_MESSAGES_FLAG] = true;
    await act(async () => void page());
    expect(error).toHaveBeenCalledWith('[intl] missing message:', expect.stringContaining('shell.no.such.message'));
  } finally {
    delete (globalThis as Record<string, unknown>)[STRICT_MESSAGES_FLAG];
    error.mockRestore();
  }
});
