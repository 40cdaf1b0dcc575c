import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useLocation, useSearchParams } from '../../app/routing/router';
import type { SocialsQuery } from '../../__generated__/SocialsQuery.graphql';
import { outcomeOf, serviceName } from './outcome';
import Email from './Email';
import Services from './Services';
import Tweet from './Tweet';
import Phone from './Phone';
import Rewards from './Rewards';
import './socials.css';

// The owner's socials on their profile: an email confirmed by a mailed link,
// services connected through their consent pages, a tweet, a phone confirmed
// by an SMS code, and the rewards for them. The server decides everything;
// the mutations answer the socials anew (useSocialsMutation).

export const SOCIALS_HASH = '#socials';

// Every field the section shows: the query and each mutation select it all.
graphql`
  fragment Socials_socials on Socials {
    email {
      address
      status
      confirmedAt
    }
    phone {
      masked
      status
      codeExpiresAt
      resendAt
      attemptsLeft
    }
    services {
      service
      available
      connected
      username
      connectedAt
    }
    rewards {
      kind
      crystals
      available
      received
    }
    tweetedAt
    nextTweetAt
  }
`;

const query = graphql`
  query SocialsQuery {
    socials {
      ...Socials_socials @relay(mask: false)
    }
  }
`;

function OutcomeNotice() {
  const [search, setSearch] = useSearchParams();
  const outcome = outcomeOf(search);
  if (!outcome) return null;
  const dismiss = () => {
    const next = new URLSearchParams(search);
    next.delete('socials');
    next.delete('service');
    setSearch(next, { replace: true, preventScrollReset: true });
  };
  return (
    <div className={`socials__notice socials__notice--${outcome.ok ? 'ok' : 'error'}`} role="status" data-testid="socials-notice" data-outcome={search.get('socials') ?? ''}>
      <span>
        <FormattedMessage id={outcome.id} values={{ service: serviceName(outcome.service) }} />
      </span>
      <button type="button" className="socials__dismiss" onClick={dismiss} data-testid="socials-notice-dismiss">
        <FormattedMessage id="socials.notice.dismiss" />
      </button>
    </div>
  );
}

export default function Socials() {
  const { search, hash } = useLocation();
  const outcome = new URLSearchParams(search).get('socials');
  // Coming back from a consent page or a mailed link: read them again.
  const data = useLazyLoadQuery<SocialsQuery>(query, {}, { fetchPolicy: 'store-and-network', fetchKey: outcome ?? '' });
  const ref = useRef<HTMLElement>(null);
  const socials = data.socials;
  const shown = socials !== null;
  // Again once the section is there (it draws nothing before its answer).
  useEffect(() => {
    if (hash === SOCIALS_HASH && ref.current) ref.current.scrollIntoView({ block: 'start' });
  }, [hash, outcome, shown]);
  if (!socials) return null;
  const twitter = socials.services.find((s) => s.service === 'twitter');
  return (
    <section className="progression socials" id="socials" ref={ref} data-testid="socials">
      <h2 className="section-title">
        <FormattedMessage id="socials.title" />
      </h2>
      <OutcomeNotice />
      <Email email={socials.email} />
      <Services services={socials.services} />
      {twitter?.connected && <Tweet tweetedAt={socials.tweetedAt} nextTweetAt={socials.nextTweetAt} />}
      <Phone phone={socials.phone} />
      <Rewards rewards={socials.rewards} />
    </section>
  );
}
