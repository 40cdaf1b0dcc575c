import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useViewer } from './viewer';
import { useLang, LLink } from '../routing/lang';
import { formatMoney, formatCount } from '../../i18n/money';
import { Button, type ButtonSize } from '../ui/Button';
import { Avatar } from '../ui/Avatar';
import { handleApiError } from '../errors/handle';

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

export function ProfileArea({ depositBonus = 0 }: { depositBonus?: number }) {
  const me = useViewer();
  const lang = useLang();
  const intl = useIntl();
  if (!me) return <SignInButton />;
  return (
    <div className="profile" data-testid="profile">
      <div className="profile__wallet">
        <span className="profile__balance" data-testid="balance">
          {formatMoney(me.balance, lang)}
        </span>
        <span className="profile__currencies">
          <span className="currency currency--crystal" title={intl.formatMessage({ id: 'header.crystals' })}>
            ◆ {formatCount(me.crystals ?? 0)}
          </span>
          <span className="currency currency--bullet" title={intl.formatMessage({ id: 'header.bullets' })}>
            ● {formatCount(me.bullets ?? 0)}
          </span>
        </span>
      </div>
      <LLink to="/pay" className="btn btn--medium btn--primary profile__refill">
        <FormattedMessage id="header.refill" />
        {depositBonus > 0 && <span className="profile__bonus">+{depositBonus}%</span>}
      </LLink>
      <LLink to={`/user/${encodeURIComponent(me.id)}`} className="profile__avatar" aria-label={me.nickname}>
        <Avatar src={me.avatar} name={me.nickname} size={40} level={me.level} />
      </LLink>
    </div>
  );
}
