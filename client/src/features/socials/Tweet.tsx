import { FormattedMessage } from 'react-intl';
import { graphql } from 'react-relay';
import { useLang } from '../../app/routing/lang';
import { Button } from '../../app/ui/Button';
import { formatWhen } from '../../i18n/dates';
import type { TweetPublishMutation } from '../../__generated__/TweetPublishMutation.graphql';
import { ErrorLine } from './parts';
import { secondsUntil, useNow } from './time';
import { useSocialsMutation } from './useSocialsMutation';

const publish = graphql`
  mutation TweetPublishMutation {
    publishTweet {
      ...Socials_socials @relay(mask: false)
    }
  }
`;

/** The site's tweet through the connected twitter account, once a day (the server keeps the pace). */
export default function Tweet({ tweetedAt, nextTweetAt }: { tweetedAt: string | null | undefined; nextTweetAt: string | null | undefined }) {
  const lang = useLang();
  const now = useNow(!!nextTweetAt);
  const { run, busy, error } = useSocialsMutation<TweetPublishMutation>(publish, 'publishTweet');
  const waiting = secondsUntil(nextTweetAt, now) > 0;
  return (
    <div className="socials__block" data-testid="socials-tweet-block" data-state={tweetedAt ? 'tweeted' : 'none'}>
      <h3 className="socials__heading">
        <FormattedMessage id="socials.tweet.title" />
      </h3>
      <p className="socials__line">
        {tweetedAt && (
          <span className="muted" data-testid="socials-tweeted-at">
            <FormattedMessage id="socials.tweet.tweetedAt" values={{ when: formatWhen(tweetedAt, lang, true) }} />
          </span>
        )}
        <Button size="small" disabled={busy || waiting} onClick={() => run({})} data-testid="socials-tweet">
          {waiting && nextTweetAt ? (
            <FormattedMessage id="socials.tweet.next" values={{ when: formatWhen(nextTweetAt, lang, true) }} />
          ) : (
            <FormattedMessage id="socials.tweet.publish" />
          )}
        </Button>
      </p>
      <ErrorLine error={error} />
    </div>
  );
}
