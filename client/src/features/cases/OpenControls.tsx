import { FormattedMessage, useIntl } from 'react-intl';
import { LLink, useLang } from '../../app/routing/lang';
import { Button } from '../../app/ui/Button';
import { formatMoney } from '../../i18n/money';

export const COUNTS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

interface Props {
  count: number;
  onCount: (n: number) => void;
  /** Total price of `count` cases, as Money. */
  total: string;
  signedIn: boolean;
  /** Signed in but the balance does not cover `total`: offer a refill instead. */
  short: boolean;
  available: boolean;
  opening: boolean;
  onOpen: () => void;
  fast: boolean;
  onFast: (v: boolean) => void;
  mute: boolean;
  onMute: (v: boolean) => void;
}

/** x1..x10, the open button, and the fast/mute toggles. */
export function OpenControls(p: Props) {
  const intl = useIntl();
  const lang = useLang();
  return (
    <div className="case-controls">
      <div className="count-picker" role="radiogroup" aria-label={intl.formatMessage({ id: 'case.count' })}>
        {COUNTS.map((n) => (
          <button
            key={n}
            type="button"
            role="radio"
            aria-checked={p.count === n}
            className={`count-picker__item ${p.count === n ? 'is-active' : ''}`}
            onClick={() => p.onCount(n)}
          >
            x{n}
          </button>
        ))}
      </div>
      {p.available && p.short ? (
        <LLink to="/pay" className="btn btn--fat btn--green" data-testid="refill-to-open">
          <FormattedMessage id="case.refillToOpen" values={{ price: formatMoney(p.total, lang) }} />
        </LLink>
      ) : p.available ? (
        <Button size="fat" onClick={p.onOpen} loading={p.opening} data-testid="open-case">
          {p.signedIn ? (
            <FormattedMessage id="case.open" values={{ count: p.count, price: formatMoney(p.total, lang) }} />
          ) : (
            <FormattedMessage id="case.signInToOpen" />
          )}
        </Button>
      ) : (
        <p className="muted">
          <FormattedMessage id="case.disabled" />
        </p>
      )}
      <div className="case-toggles">
        <label className="toggle">
          <input type="checkbox" checked={p.fast} onChange={(e) => p.onFast(e.target.checked)} data-testid="fast-toggle" />
          <span>
            <FormattedMessage id="case.fast" />
          </span>
        </label>
        <label className="toggle">
          <input type="checkbox" checked={p.mute} onChange={(e) => p.onMute(e.target.checked)} />
          <span>
            <FormattedMessage id="case.mute" />
          </span>
        </label>
      </div>
    </div>
  );
}
