import { FormattedMessage } from 'react-intl';
import { graphql } from 'react-relay';
import { Button } from '../../app/ui/Button';
import type { RewardsClaimMutation } from '../../__generated__/RewardsClaimMutation.graphql';
import { ErrorLine, type SocialsData } from './parts';
import { useSocialsMutation } from './useSocialsMutation';

// The payload's user carries the header's currencies (app/layout/viewer):
// the store updates the header with the crystals received.
const claim = graphql`
  mutation RewardsClaimMutation($kind: String!) {
    claimSocialReward(kind: $kind) {
      reward {
        kind
        received
      }
      socials {
        ...Socials_socials @relay(mask: false)
      }
      user {
        id
        balance
        crystals
        bullets
        candies
      }
    }
  }
`;

type Reward = SocialsData['rewards'][number];

function RewardName({ kind }: { kind: string }) {
  return kind === 'email' ? <FormattedMessage id="socials.reward.email" /> : <FormattedMessage id="socials.reward.twitter" />;
}

function Condition({ kind }: { kind: string }) {
  return kind === 'email' ? <FormattedMessage id="socials.reward.needEmail" /> : <FormattedMessage id="socials.reward.needTweet" />;
}

/** The rewards for a confirmed email and a published tweet, each received once. */
export default function Rewards({ rewards }: { rewards: SocialsData['rewards'] }) {
  const { run, busy, error } = useSocialsMutation<RewardsClaimMutation>(claim, 'claimSocialReward', 'socials');
  const state = (r: Reward) => (r.received ? 'received' : r.available ? 'available' : 'locked');
  return (
    <div className="socials__block" data-testid="socials-rewards">
      <h3 className="socials__heading">
        <FormattedMessage id="socials.rewards.title" />
      </h3>
      <ul className="progression__list">
        {rewards.map((r) => (
          <li key={r.kind} className={`progression__row${r.received ? ' is-done' : ''}`} data-testid={`socials-reward-${r.kind}`} data-state={state(r)}>
            <span className="progression__name">
              <RewardName kind={r.kind} />
            </span>
            <strong>
              <FormattedMessage id="socials.reward.crystals" values={{ count: r.crystals }} />
            </strong>
            {r.received && (
              <span className="muted">
                <FormattedMessage id="socials.reward.received" />
              </span>
            )}
            {r.available && !r.received && (
              <Button size="small" disabled={busy} onClick={() => run({ kind: r.kind })} data-testid={`socials-claim-${r.kind}`}>
                <FormattedMessage id="socials.reward.claim" />
              </Button>
            )}
            {!r.available && !r.received && (
              <span className="muted">
                <Condition kind={r.kind} />
              </span>
            )}
          </li>
        ))}
      </ul>
      <ErrorLine error={error} />
    </div>
  );
}
