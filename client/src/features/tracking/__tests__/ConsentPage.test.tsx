import { fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import type { MessageId } from '../../../i18n/messageIds';
import { allMessages } from '../../../i18n/__tests__/catalogs';
import { MemoryRouter } from '../../../app/routing/router';
import { readConsent, writeConsent } from '../../../app/layout/consent';
import { CookieBanner } from '../../../app/layout/CookieBanner';
import { ConsentPage } from '../ConsentPage';

const wrap = (ui: React.ReactNode) =>
  render(
    <IntlProvider locale="en" messages={allMessages('en') as Record<MessageId, string>}>
      <MemoryRouter>{ui}</MemoryRouter>
    </IntlProvider>,
  );

beforeEach(() => {
  document.cookie = 'consent=; path=/; max-age=0';
});

describe('the cookie banner', () => {
  it('records necessary only, and goes', () => {
    wrap(<CookieBanner />);
    fireEvent.click(screen.getByTestId('cookie-necessary'));
    expect(readConsent()).toMatchObject({ analytics: false, marketing: false });
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
  });

  it('records accept all', () => {
    wrap(<CookieBanner />);
    fireEvent.click(screen.getByTestId('cookie-accept'));
    expect(readConsent()).toMatchObject({ analytics: true, marketing: true });
  });
});

describe('the consent page', () => {
  it('explains each category and changes the choice', () => {
    writeConsent({ analytics: true, marketing: true });
    wrap(<ConsentPage />);
    expect(screen.getByText(/Google Analytics 4/)).toBeTruthy();
    expect(screen.getByText(/advertising partners/)).toBeTruthy();
    expect((screen.getByTestId('consent-necessary') as HTMLInputElement).disabled).toBe(true);
    const marketing = screen.getByTestId('consent-marketing') as HTMLInputElement;
    expect(marketing.checked).toBe(true);
    fireEvent.click(marketing);
    fireEvent.click(screen.getByTestId('consent-save'));
    expect(readConsent()).toMatchObject({ analytics: true, marketing: false });
    expect(screen.getByTestId('consent-saved')).toBeTruthy();
  });
});
