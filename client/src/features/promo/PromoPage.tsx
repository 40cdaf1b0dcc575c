import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import { saveReferrer } from '../../app/auth/auth';
import { useToken } from '../../app/auth/useToken';
import { handleApiError } from '../../app/errors/handle';
import { useLang } from '../../app/routing/lang';
import { useLocation } from '../../app/routing/router';
import { ui } from '../../app/state/ui';
import { Button } from '../../app/ui/Button';
import { useDocumentTitle } from '../../app/ui/useDocumentTitle';
import { formatWhen } from '../../i18n/dates';
import { formatMoney } from '../../i18n/money';
import { ErrorPage } from '../../app/errors/ErrorPage';
import { promoContent } from './content';
import { rewardOf } from './notices';
import { activatePage, announce, savePromo } from './promo';
import type { ConcreteRequest } from 'relay-runtime';
import type { ScreenProps } from '../../app/routing/preload';
import type { PromoPageQuery } from '../../__generated__/PromoPageQuery.graphql';
import './promo.css';

// promo/{promo}, ref-newfb/promo-refill, ref-newfb/promo-cases: a promo page
// drawn from its data (title, text, image as key and value), with what it
// gives and an Activate button. A visitor's Activate keeps the code until the
// sign-in and activates it then (features/promo/activate.ts).

const query = graphql`
  query PromoPageQuery($code: String!) {
    promo(code: $code) {
      code
      type
      group
      amount
      percent
      caseName
      data {
        key
        value
      }
      endsAt
      usesLeft
    }
  }
`;

/** The partner code of the ref-newfb landing pages. */
export const NEWFB_REFERRER = 'newfb';

/** The screen's query, loaded with this chunk (features/promo/screens.ts). */
export const promoPageQuery = query as ConcreteRequest;

export default function PromoPage({ queryRef }: ScreenProps<PromoPageQuery>) {
  const intl = useIntl();
  const lang = useLang();
  const token = useToken();
  const { pathname } = useLocation();
  const { promo } = usePreloadedQuery<PromoPageQuery>(query, queryRef);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const content = promo ? promoContent(promo.data, lang) : null;
  useDocumentTitle(content?.title ?? intl.formatMessage({ id: 'promo.page.title' }));

  // The ref-newfb pages come from a partner's campaign (as ref-{code} does).
  const fromNewfb = /\/ref-newfb\//.test(pathname);
  useEffect(() => {
    if (fromNewfb) saveReferrer(NEWFB_REFERRER);
  }, [fromNewfb]);

  if (!promo || !content) return <ErrorPage code={404} />;
  const reward = rewardOf(promo);

  const activate = () => {
    if (busy) return;
    if (!token) {
      savePromo({ code: promo.code, page: true, group: promo.group || undefined });
      ui.open({ type: 'login' });
      return;
    }
    setBusy(true);
    activatePage(promo.code, promo.group || null).then(
      (result) => {
        setBusy(false);
        setDone(true);
        void announce(result);
      },
      (e) => {
        setBusy(false);
        handleApiError(e, { promoCode: promo.code });
      },
    );
  };

  return (
    <div className="page promo-page" data-testid="promo-page" data-code={promo.code} data-type={promo.type} data-reward={reward}>
      <section className="promo-hero">
        {content.image && <img className="promo-hero__image" src={content.image} alt="" loading="lazy" />}
        <div className="promo-hero__body">
          <h1 className="page__title" data-testid="promo-title">
            {content.title ?? <FormattedMessage id="promo.page.title" />}
          </h1>
          {content.text && (
            <p className="promo-hero__text" data-testid="promo-text">
              {content.text}
            </p>
          )}
          <p className="promo-hero__gift" data-testid="promo-gift">
            {reward === 'money' ? (
              <FormattedMessage id="promo.gift.money" values={{ amount: formatMoney(promo.amount, lang) }} />
            ) : reward === 'percent' ? (
              <FormattedMessage id="promo.gift.percent" values={{ percent: promo.percent }} />
            ) : reward === 'case' && promo.caseName ? (
              <FormattedMessage id="promo.gift.case" values={{ name: promo.caseName }} />
            ) : (
              <FormattedMessage id="promo.gift.other" />
            )}
          </p>
          <ul className="promo-hero__terms muted small">
            {promo.endsAt && (
              <li>
                <FormattedMessage id="promo.page.endsAt" values={{ when: formatWhen(promo.endsAt, lang, true) }} />
              </li>
            )}
            {promo.usesLeft !== null && promo.usesLeft !== undefined && (
              <li data-testid="promo-uses-left">
                <FormattedMessage id="promo.page.usesLeft" values={{ count: promo.usesLeft }} />
              </li>
            )}
          </ul>
          <div className="promo-hero__actions">
            <Button size="fat" onClick={activate} loading={busy} disabled={done || promo.usesLeft === 0} data-testid="promo-page-activate">
              {done ? <FormattedMessage id="promo.page.activated" /> : <FormattedMessage id="promo.field.activate" />}
            </Button>
            {!token && (
              <span className="muted small" data-testid="promo-sign-in-hint">
                <FormattedMessage id="promo.page.signIn" />
              </span>
            )}
          </div>
        </div>
      </section>
    </div>
  );
}
