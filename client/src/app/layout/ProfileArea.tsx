import { lazy, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useViewer } from './viewer';
import { Button, type ButtonSize } from '../ui/Button';
import { handleApiError } from '../errors/handle';
import { importChunk } from '../routing/lazy';
import { useToken } from '../auth/useToken';

// A signed-in player's wallet and avatar: their code loads as soon as there is
// a token (beside the viewer's query), and never on a visitor's first visit.
let profile: Promise<typeof import('./Profile')> | null = null;
const loadProfile = () => (profile ??= importChunk('profile', () => import('./Profile')));
const Profile = lazy(() => loadProfile().then((m) => ({ default: m.Profile })));

export function SignInButton({ size = 'medium' }: { size?: ButtonSize }) {
  const [busy, setBusy] = useState(false);
  const intl = useIntl();
  return (
    <Button
      aria-label={intl.formatMessage({ id: 'header.signIn' })}
      size={size}
      color="green"
      loading={busy}
      data-testid="sign-in"
      onClick={() => {
        setBusy(true);
        // Signing in is loaded on the click: the shell does not carry it.
        import('../auth/signIn')
          .then((m) => m.startLogin(window.location.pathname + window.location.search))
          .catch((e) => {
            setBusy(false);
            handleApiError(e);
          });
      }}
    >
      <SteamGlyph />
      <span className="sign-in__text">
        <FormattedMessage id="header.signIn" />
      </span>
    </Button>
  );
}

export function SteamGlyph() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden className="steam-glyph">
      <path
        fill="currentColor"
        d="M12 2a10 10 0 0 0-9.96 9.2l5.35 2.2a2.8 2.8 0 0 1 1.6-.5h.15l2.38-3.45v-.05a3.77 3.77 0 1 1 3.77 3.77h-.09l-3.4 2.42v.13a2.83 2.83 0 0 1-5.6.55L2.4 14.7A10 10 0 1 0 12 2Zm-4.7 15.2-1.23-.5a2.12 2.12 0 1 0 1.16-2.9l1.27.52a1.56 1.56 0 1 1-1.2 2.88Zm9.23-7.28a2.51 2.51 0 1 0-2.5 2.5 2.51 2.51 0 0 0 2.5-2.5Zm-4.4 0a1.89 1.89 0 1 1 1.9 1.89 1.89 1.89 0 0 1-1.9-1.89Z"
      />
    </svg>
  );
}

/** The header's account area: the sign-in button, or the player's wallet (the header shows a skeleton while either waits). */
export function ProfileArea() {
  if (useToken()) void loadProfile().catch(() => {}); // the render reports a failure
  const me = useViewer();
  if (!me) return <SignInButton />;
  return <Profile me={me} />;
}
