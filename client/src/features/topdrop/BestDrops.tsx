import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { TopDropCard } from './TopDropCard';
import type { BestDrops_query$key } from '../../__generated__/BestDrops_query.graphql';
import './topdrop.css';

// A profile's best drops, read with the profile's own query (GET
// /user/{id}/top on REST). A private profile shows others none.
const fragment = graphql`
  fragment BestDrops_query on Query @argumentDefinitions(userId: { type: "ID!" }) {
    userTopDrops(userId: $userId, first: 10) {
      private
      drops {
        id
        ...TopDropCard_drop
      }
    }
  }
`;

export function BestDrops({ queryRef }: { queryRef: BestDrops_query$key }) {
  const { userTopDrops: top } = useFragment(fragment, queryRef);
  return (
    <section className="best-drops" data-testid="best-drops">
      <h2>
        <FormattedMessage id="topdrop.bestDrops" />
      </h2>
      {top.private ? (
        <p className="muted" data-testid="best-drops-private">
          <FormattedMessage id="topdrop.bestDropsPrivate" />
        </p>
      ) : top.drops.length === 0 ? (
        <p className="muted" data-testid="best-drops-empty">
          <FormattedMessage id="topdrop.bestDropsEmpty" />
        </p>
      ) : (
        <ol className="topdrop-grid" data-testid="best-drops-list">
          {top.drops.map((d) => (
            <li key={d.id}>
              <TopDropCard drop={d} hidePlayer testId="best-drop" />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
