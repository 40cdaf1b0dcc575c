import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { commitMutation, graphql, useLazyLoadQuery } from 'react-relay';
import { environment } from '../../app/env/relay';
import type { RateWidgetQuery } from '../../__generated__/RateWidgetQuery.graphql';
import type { RateWidgetMutation } from '../../__generated__/RateWidgetMutation.graphql';
import './tracking.css';

// The player's rating of the service (POST /rate's mutation): 1 to 5 stars
// and an optional comment; rating again replaces it. Lazy, on the owner's
// profile.

const query = graphql`
  query RateWidgetQuery {
    myRating { stars comment }
  }
`;

const mutation = graphql`
  mutation RateWidgetMutation($stars: Int!, $comment: String) {
    rate(stars: $stars, comment: $comment) { stars comment }
  }
`;

export const MAX_COMMENT = 500;

export function RateWidget() {
  const intl = useIntl();
  const data = useLazyLoadQuery<RateWidgetQuery>(query, {}, { fetchPolicy: 'store-and-network' });
  const [stars, setStars] = useState(data.myRating?.stars ?? 0);
  const [comment, setComment] = useState(data.myRating?.comment ?? '');
  const [state, setState] = useState<'idle' | 'sending' | 'thanks' | 'failed'>('idle');
  return (
    <form
      className="rate-widget"
      data-testid="rate-widget"
      onSubmit={(e) => {
        e.preventDefault();
        if (stars < 1) return;
        setState('sending');
        commitMutation<RateWidgetMutation>(environment, {
          mutation,
          variables: { stars, comment: comment.trim() || null },
          onCompleted: (_, errors) => setState(errors?.length ? 'failed' : 'thanks'),
          onError: () => setState('failed'),
        });
      }}
    >
      <h2><FormattedMessage id="users.rate.title" /></h2>
      <div className="rate-widget__stars" role="group" aria-label={intl.formatMessage({ id: 'users.rate.title' })}>
        {[1, 2, 3, 4, 5].map((n) => (
          <button
            key={n}
            type="button"
            className="rate-widget__star"
            aria-pressed={n <= stars}
            aria-label={intl.formatMessage({ id: 'users.rate.stars' }, { n })}
            data-testid={`rate-star-${n}`}
            onClick={() => setStars(n)}
          >
            ★
          </button>
        ))}
      </div>
      <label>
        <FormattedMessage id="users.rate.comment" />
        <textarea value={comment} maxLength={MAX_COMMENT} rows={2} onChange={(e) => setComment(e.target.value)} data-testid="rate-comment" />
      </label>
      <button type="submit" className="btn btn--small btn--primary" disabled={stars < 1 || state === 'sending'} data-testid="rate-submit">
        <FormattedMessage id="users.rate.submit" />
      </button>
      {state === 'thanks' && <p role="status" data-testid="rate-thanks"><FormattedMessage id="users.rate.thanks" /></p>}
      {state === 'failed' && <p role="alert"><FormattedMessage id="users.rate.failed" /></p>}
    </form>
  );
}

export default RateWidget;
