import { Suspense, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Avatar, LevelBadge } from '../../app/ui/Avatar';
import { useDocumentTitle } from '../../app/ui/useDocumentTitle';
import { ErrorPage } from '../../app/errors/ErrorPage';
import { Inventory } from '../inventory';
import { BestDrops } from '../topdrop';
import { ProfileSettings } from './ProfileSettings';
import { RewardCases } from './RewardCases';
import { Levels } from './Levels';
import { Wardrobe, useWear } from '../customizations';
import { PromoCodeField } from '../promo';
import { loadSupportPanel, SUPPORT_HASH } from '../support';
import { loadProgression } from '../tasks';
import { loadSeedHistory } from '../fair';
import { loadHistory } from '../history';
import { lazyScreen } from '../../app/routing/lazy';
import { Link, useLocation } from '../../app/routing/router';
import type { ScreenProps } from '../../app/routing/preload';
import type { ProfilePageQuery } from '../../__generated__/ProfilePageQuery.graphql';
import './profile.css';

// The owner's tickets (user/{id}#support): their own chunk, loaded when the hash asks for them.
const SupportPanel = lazyScreen('support', loadSupportPanel, ['support']);
// The daily crystal, tasks, the warehouse and the socials: their own chunk and messages.
// The player's rating of the service: its own query, after the page.
const RateWidget = lazyScreen<object>('rate', () => import('../tracking').then((m) => m.loadRateWidget()));
const Progression = lazyScreen('progression', loadProgression, ['dailycrystal', 'tasks', 'warehouse', 'socials']);
// The owner's revealed seeds and their plays (features/fair): a chunk and query of their own.
const SeedHistory = lazyScreen('seeds', loadSeedHistory, ['fair']);
// The owner's histories, a tab at a time (features/history); withdrawals use the users messages.
const History = lazyScreen('history', loadHistory, ['history', 'inventory', 'users']);

const query = graphql`
  query ProfilePageQuery($id: ID!) {
    user(id: $id) {
      id
      nickname
      avatar
      level
      xp
      accountLevelHidden
      isCreator
      profileCustomization {
        borderId
        hoodId
        avatarId
      }
    }
    me {
      id
    }
    ...Inventory_query @arguments(userId: $id)
    ...BestDrops_query @arguments(userId: $id)
    ...ProfileSettings_query
  }
`;

export default function ProfilePage({ queryRef }: ScreenProps<ProfilePageQuery>) {
  const data = usePreloadedQuery<ProfilePageQuery>(query, queryRef);
  // Bumped to read the reward cases again (a case promo code) and the inventory (a reward case opened).
  const [rewardsKey, setRewardsKey] = useState(0);
  const [inventoryKey, setInventoryKey] = useState(0);
  const user = data.user;
  const wear = useWear(user?.profileCustomization);
  const { hash } = useLocation();
  useDocumentTitle(user?.nickname);
  if (!user) return <ErrorPage code={404} />;
  const isOwner = data.me?.id === user.id;
  // Only the owner sees a hidden level.
  const showLevel = isOwner || !user.accountLevelHidden;
  return (
    <div className="profile-page" data-testid="profile-page">
      <section className="profile-card">
        <Avatar src={user.avatar} name={user.nickname} size={100} level={showLevel ? user.level : null} wear={wear} />
        <div className="profile-card__info">
          <h1 className="profile-card__name" data-testid="profile-name">
            {user.nickname}
          </h1>
          {showLevel ? (
            <div className="profile-card__level">
              <LevelBadge level={user.level} size={28} />
              <span>
                <FormattedMessage id="users.level" values={{ level: user.level }} />
              </span>
              <span className="muted">
                <FormattedMessage id="users.xp" values={{ xp: user.xp }} />
              </span>
            </div>
          ) : (
            <div className="muted" data-testid="level-hidden">
              <FormattedMessage id="users.levelHidden" />
            </div>
          )}
        </div>
      </section>
      {isOwner && (
        <nav className="profile-links">
          <Link to={{ hash: SUPPORT_HASH }} className="btn btn--small btn--secondary" data-testid="profile-support-link">
            <FormattedMessage id="support.link" />
          </Link>
        </nav>
      )}
      {isOwner && hash === SUPPORT_HASH && (
        <Suspense fallback={null}>
          <SupportPanel />
        </Suspense>
      )}
      {isOwner && <ProfileSettings queryRef={data} />}
      {isOwner && (
        <section className="profile-promo" data-testid="profile-promo">
          <PromoCodeField onActivated={(reward) => reward === 'case' && setRewardsKey((k) => k + 1)} />
        </section>
      )}
      {isOwner && (
        // The viewer's own: a query of its own, after the page (nothing to show for most players).
        <Suspense fallback={null}>
          <RewardCases reloadKey={rewardsKey} onWon={() => setInventoryKey((k) => k + 1)} />
        </Suspense>
      )}
      {isOwner && (
        <Suspense fallback={null}>
          <Levels />
        </Suspense>
      )}
      {isOwner && (
        <Suspense fallback={null}>
          <Progression />
          <Wardrobe />
        </Suspense>
      )}
      <BestDrops queryRef={data} />
      <Inventory queryRef={data} isOwner={isOwner} reloadKey={inventoryKey} />
      {isOwner && (
        <Suspense fallback={null}>
          <RateWidget />
        </Suspense>
      )}
      {isOwner && (
        <Suspense fallback={null}>
          <History userId={user.id} />
        </Suspense>
      )}
      {isOwner && (
        <Suspense fallback={null}>
          <SeedHistory />
        </Suspense>
      )}
    </div>
  );
}
