import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Modal } from '../ui/Modal';
import { Button } from '../ui/Button';
import { logout } from '../auth/auth';
import { parseTime } from '../errors/errorMap';
import type { ModalSpec } from '../state/ui';

type Spec = Extract<ModalSpec, { type: 'selfBan' }>;
export const SELF_BAN_HASH = '#self-ban';

const pad = (n: number) => String(n).padStart(2, '0');
/** day.month.year, hours:minutes:seconds */
export function formatBanUntil(ms: number): string {
  const d = new Date(ms);
  return `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${d.getFullYear()}, ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** Cannot be closed. If something removes it from the page, go home. */
export function SelfBanModal({ spec }: { spec: Spec }) {
  const box = useRef<HTMLDivElement>(null);
  const leaving = useRef(false);

  useEffect(() => {
    if (window.location.hash !== SELF_BAN_HASH) window.history.replaceState(window.history.state, '', SELF_BAN_HASH);
    const el = box.current;
    const observer = new MutationObserver(() => {
      if (el && !document.body.contains(el) && !leaving.current) window.location.assign('/');
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);

  const until = parseTime(spec.until);
  return (
    <Modal title={<FormattedMessage id="selfBan.title" />} closeOnOutside={false} className="modal--selfban">
      <div ref={box} data-testid="self-ban-modal">
        <dl className="kv">
          <dt><FormattedMessage id="selfBan.reason" /></dt>
          <dd><FormattedMessage id="selfBan.reasonSelf" /></dd>
          <dt><FormattedMessage id="selfBan.until" /></dt>
          <dd>{until ? formatBanUntil(until) : '—'}</dd>
          <dt><FormattedMessage id="selfBan.account" /></dt>
          <dd className="mono">{spec.accountId}</dd>
        </dl>
        <Button
          size="large"
          color="secondary"
          onClick={async () => {
            leaving.current = true;
            try {
              await logout();
            } finally {
              window.location.assign('/');
            }
          }}
        >
          <FormattedMessage id="header.logout" />
        </Button>
      </div>
    </Modal>
  );
}
