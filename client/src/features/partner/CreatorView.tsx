import { useEffect, useState, useTransition } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useLang } from '../../app/routing/lang';
import { Avatar } from '../../app/ui/Avatar';
import { Button } from '../../app/ui/Button';
import { formatWhen } from '../../i18n/dates';
import { formatMoney } from '../../i18n/money';
import { CreatorChart } from './CreatorChart';
import { pageCount } from './partner';
import type { CreatorViewQuery } from '../../__generated__/CreatorViewQuery.graphql';

/** Creator uses per page (spec 9). */
export const USES_PAGE = 5;
/** Days the chart covers. */
export const CHART_DAYS = 30;

const query = graphql`
  query CreatorViewQuery($days: Int!, $page: Int!, $perPage: Int!) {
    partnerCreatorHistory(days: $days) {
      day
      uses
      deposits
      earnings
    }
    creatorUses(page: $page, perPage: $perPage) {
      total
      page
      items {
        referral {
          nickname
          avatar
        }
        usedAt
        deposited
        earned
      }
    }
  }
`;

/** The creator's view: uses and earnings by day, and who used the code. */
export function CreatorView({ reloadKey }: { reloadKey: number }) {
  const lang = useLang();
  const [page, setPage] = useState(1);
  const [fetchKey, setFetchKey] = useState(0);
  const [pending, startTransition] = useTransition();
  useEffect(() => {
    if (reloadKey > 0) startTransition(() => setFetchKey((k) => k + 1));
  }, [reloadKey]);
  const data = useLazyLoadQuery<CreatorViewQuery>(query, { days: CHART_DAYS, page, perPage: USES_PAGE }, { fetchPolicy: 'store-and-network', fetchKey });
  const uses = data.creatorUses;
  const pages = pageCount(uses.total, USES_PAGE);
  const go = (p: number) => startTransition(() => setPage(p));
  return (
    <section className="partner-section partner-creator" data-testid="partner-creator">
      <h2 className="section-title">
        <FormattedMessage id="partner.creator.title" values={{ days: CHART_DAYS }} />
      </h2>
      <CreatorChart days={data.partnerCreatorHistory} />
      <h3 className="partner-card__title">
        <FormattedMessage id="partner.creator.uses" values={{ count: uses.total }} />
      </h3>
      {uses.items.length === 0 ? (
        <p className="muted" data-testid="creator-uses-empty">
          <FormattedMessage id="partner.creator.usesEmpty" />
        </p>
      ) : (
        <table className="history-table partner-table">
          <thead>
            <tr>
              <th>
                <FormattedMessage id="partner.history.referral" />
              </th>
              <th>
                <FormattedMessage id="partner.creator.usedAt" />
              </th>
              <th>
                <FormattedMessage id="partner.deposited" />
              </th>
              <th>
                <FormattedMessage id="partner.history.earned" />
              </th>
            </tr>
          </thead>
          <tbody>
            {uses.items.map((u, i) => (
              <tr key={`${u.usedAt}-${i}`} data-testid="creator-use-row">
                <td className="partner-referral">
                  <Avatar src={u.referral.avatar} name={u.referral.nickname} size={24} />
                  <span>{u.referral.nickname}</span>
                </td>
                <td>{formatWhen(u.usedAt, lang, true)}</td>
                <td>{formatMoney(u.deposited, lang)}</td>
                <td>{formatMoney(u.earned, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pages > 1 && (
        <div className="row row--center partner-pages">
          <Button size="small" color="secondary" disabled={page <= 1 || pending} onClick={() => go(page - 1)} data-testid="creator-uses-prev">
            ‹
          </Button>
          <span data-testid="creator-uses-page">
            <FormattedMessage id="partner.creator.page" values={{ page, pages }} />
          </span>
          <Button size="small" color="secondary" disabled={page >= pages || pending} onClick={() => go(page + 1)} data-testid="creator-uses-next">
            ›
          </Button>
        </div>
      )}
    </section>
  );
}
