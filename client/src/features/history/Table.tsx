import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { LLink } from '../../app/routing/lang';
import { Button } from '../../app/ui/Button';
import type { MessageId } from '../../i18n/messageIds';

/** One tab's table: its column heads and rows, or the empty line. */
export function Table({ tab, head, children, empty }: { tab: string; head: MessageId[]; children: ReactNode; empty: boolean }) {
  if (empty) {
    return (
      <p className="muted" data-testid="history-empty">
        <FormattedMessage id="history.empty" />
      </p>
    );
  }
  return (
    <div className="history__scroll">
      <table className="history-table" data-testid={`history-${tab}`}>
        <thead>
          <tr>
            {head.map((id) => (
              <th key={id}>
                <FormattedMessage id={id} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A row's link to the verifier, or nothing. */
export function VerifyCell({ href }: { href: string | null }) {
  return (
    <td>
      {href && (
        <LLink to={href} className="link" data-testid="history-verify">
          <FormattedMessage id="history.verify" />
        </LLink>
      )}
    </td>
  );
}

/** Previous and next under a page-numbered tab. */
export function Pager({ page, pages, pending, onPage }: { page: number; pages: number; pending: boolean; onPage: (p: number) => void }) {
  if (pages <= 1) return null;
  return (
    <div className="row row--center">
      <Button size="small" color="secondary" disabled={page <= 1 || pending} onClick={() => onPage(page - 1)} data-testid="history-prev">
        <FormattedMessage id="history.prev" />
      </Button>
      <span className="muted">
        <FormattedMessage id="history.page" values={{ page, pages }} />
      </span>
      <Button size="small" color="secondary" disabled={page >= pages || pending} onClick={() => onPage(page + 1)} data-testid="history-next">
        <FormattedMessage id="history.next" />
      </Button>
    </div>
  );
}
