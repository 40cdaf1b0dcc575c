import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from '../../app/routing/router';
import { Modal } from '../../app/ui/Modal';
import { Button } from '../../app/ui/Button';
import { logout } from '../../app/auth/signIn';
import { parseTime } from '../../app/errors/time';
import { useLang } from '../../app/routing/lang';
import { withLang } from '../../app/routing/paths';
import type { ModalSpecOf } from '../../app/state/ui';

type Spec = ModalSpecOf<'selfBan'>;
export const SELF_BAN_HASH = '#self-ban';

const pad = (n: number) => String(n).padStart(2, '0');
/** day.month.year hours:minutes:seconds, in the player's time zone. */
export function formatBanUntil(ms: number): string {
  const d = new Date(ms);
  return `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** Full-page moves, kept in one object so tests can watch them. */
export const selfBanNav = {
  go(path: string): void {
    window.location.assign(path);
  },
};

/** Cannot be closed. If something removes it from the page, go home. */
export function SelfBanModal({ spec }: { spec: Spec }) {
  const box = useRef<HTMLDivElement>(null);
  const leaving = useRef(false);
  const location = useLocation();
  const lang = useLang();

  // The URL carries the self-ban marker, again after every navigation.
  useEffect(() => {
    if (window.location.hash !== SELF_BAN_HASH) window.history.replaceState(window.history.state, '', SELF_BAN_HASH);
  }, [location.pathname, location.search, location.hash]);

  useEffect(() => {
    const el = box.current;
    const observer = new MutationObserver(() => {
      if (el && !document.body.contains(el) && !leaving.current) {
        leaving.current = true;
        selfBanNav.go('/');
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      // Closed by the app (signed out elsewhere, ban over) rather than removed by hand:
      // also go home. Checked a moment later, as a remount keeps the same node.
      setTimeout(() => {
        if (el && !document.body.contains(el) && !leaving.current) {
          leaving.current = true;
          selfBanNav.go('/');
        }
      }, 0);
    };
  }, []);

  const until = parseTime(spec.until);
  return (
    <Modal title={<FormattedMessage id="users.selfBan.title" />} closeOnOutside={false} className="modal--selfban">
      <div ref={box} className="selfban" data-testid="self-ban-modal">
        <p className="muted">
          <FormattedMessage id="users.selfBan.text" />
        </p>
        <dl className="kv">
          <dt><FormattedMessage id="users.selfBan.reason" /></dt>
          <dd data-testid="self-ban-reason"><FormattedMessage id="users.selfBan.reasonSelf" /></dd>
          <dt><FormattedMessage id="users.selfBan.until" /></dt>
          <dd className="mono" data-testid="self-ban-until">{until ? formatBanUntil(until) : '—'}</dd>
          <dt><FormattedMessage id="users.selfBan.account" /></dt>
          <dd className="mono" data-testid="self-ban-account">{spec.accountId}</dd>
        </dl>
        <Button
          size="large"
          color="secondary"
          data-testid="self-ban-logout"
          onClick={async () => {
            leaving.current = true;
            try {
              await logout();
            } catch (e) {
              console.warn('[logout]', e);
            } finally {
              // Home, whether or not the sign-out call went through.
              selfBanNav.go(withLang(lang, '/'));
            }
          }}
        >
          <FormattedMessage id="header.logout" />
        </Button>
      </div>
    </Modal>
  );
}

export default SelfBanModal;
