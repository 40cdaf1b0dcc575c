import { Suspense, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { ui } from '../../app/state/ui';
import { Button } from '../../app/ui/Button';
import { PageSpinner } from '../../app/ui/PageSpinner';
import { useDocumentTitle } from '../../app/ui/useDocumentTitle';
import { useIntl } from 'react-intl';
import { CodeCard } from './CodeCard';
import { LevelCard, LevelTable } from './Levels';
import { BalanceCard } from './BalanceCard';
import { EarningsHistory, TransfersHistory } from './History';
import { PartnerShop } from './Shop';
import { CreatorView } from './CreatorView';
import type { PartnerPageQuery } from '../../__generated__/PartnerPageQuery.graphql';
import './partner.css';

// partner: the viewer's affiliate programme (spec 2). A creator (is_creator)
// sees the creator view first (uses and earnings by day), then what every
// partner sees: their code and link, level, balance with its withdrawals,
// earnings and transfers, and the shop. A visitor sees the level table and
// a sign-in button. The server decides every rule; a refusal shows its text.

const query = graphql`
  query PartnerPageQuery {
    partnerLevels {
      ...Levels_levels
    }
    partner {
      isCreator
      ...CodeCard_partner
      ...Levels_partner
      ...BalanceCard_partner
    }
  }
`;

export default function PartnerPage() {
  const intl = useIntl();
  const data = useLazyLoadQuery<PartnerPageQuery>(query, {}, { fetchPolicy: 'store-and-network' });
  // Bumped after a withdrawal or a purchase: the lists below read again.
  const [reloadKey, setReloadKey] = useState(0);
  const reload = () => setReloadKey((k) => k + 1);
  useDocumentTitle(intl.formatMessage({ id: 'page.partner' }));
  const { partner } = data;
  return (
    <div className="partner-page" data-testid="partner-page">
      <header className="partner-hero">
        <h1 className="page-title">
          <FormattedMessage id="page.partner" />
        </h1>
        <p className="muted partner-hero__text">
          <FormattedMessage id="partner.intro" />
        </p>
      </header>
      {!partner ? (
        <div className="partner-guest" data-testid="partner-guest">
          <Button size="large" onClick={() => ui.open({ type: 'login' })} data-testid="partner-sign-in">
            <FormattedMessage id="partner.signIn" />
          </Button>
        </div>
      ) : (
        <>
          {partner.isCreator && (
            <Suspense fallback={<PageSpinner />}>
              <CreatorView reloadKey={reloadKey} />
            </Suspense>
          )}
          <div className="partner-cards">
            <CodeCard partner={partner} />
            <LevelCard partner={partner} />
            <BalanceCard partner={partner} onDone={reload} />
          </div>
          <Suspense fallback={<PageSpinner />}>
            <EarningsHistory reloadKey={reloadKey} />
          </Suspense>
          <Suspense fallback={<PageSpinner />}>
            <TransfersHistory reloadKey={reloadKey} />
          </Suspense>
          <Suspense fallback={<PageSpinner />}>
            <PartnerShop onBought={reload} />
          </Suspense>
        </>
      )}
      <LevelTable levels={data.partnerLevels} />
    </div>
  );
}
