import { FormattedMessage, useIntl } from 'react-intl';
import { useLang, LLink } from '../routing/lang';
import { formatMoney, formatCount } from '../../i18n/money';
import { Avatar } from '../ui/Avatar';
import { useOwnWear } from '../../features/customizations/wear';
import type { viewerQuery$data } from '../../__generated__/viewerQuery.graphql';

type Viewer = NonNullable<viewerQuery$data['me']>;

/** A signed-in player's balance, currencies, refill link (+N% while a percent promo waits for the next deposit) and avatar (ProfileArea loads it). */
export function Profile({ me }: { me: Viewer }) {
  const lang = useLang();
  const intl = useIntl();
  const depositBonus = me.activePromocode?.percent ?? 0;
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
          {/* Candies come and go with the candy cases: shown while there are some. */}
          {(me.candies ?? 0) > 0 && (
            <span className="currency currency--candy" title={intl.formatMessage({ id: 'header.candies' })} data-testid="candies">
              ✦ {formatCount(me.candies ?? 0)}
            </span>
          )}
        </span>
      </div>
      <LLink to="/pay" className="btn btn--medium btn--primary profile__refill" data-testid="refill">
        <FormattedMessage id="header.refill" />
        {depositBonus > 0 && (
          <span className="profile__bonus" data-testid="refill-bonus">
            +{depositBonus}%
          </span>
        )}
      </LLink>
      <LLink to={`/user/${encodeURIComponent(me.id)}`} className="profile__avatar" aria-label={me.nickname}>
        <OwnAvatar me={me} />
      </LLink>
    </div>
  );
}

/** The viewer's avatar with what they wear (what they wear comes after the wallet). */
function OwnAvatar({ me }: { me: Viewer }) {
  const wear = useOwnWear();
  return <Avatar src={me.avatar} name={me.nickname} size={40} level={me.level} wear={wear} />;
}
