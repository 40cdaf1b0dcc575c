import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useDocumentTitle } from '../../app/ui/useDocumentTitle';
import { TopDropCard } from './TopDropCard';
import type { ConcreteRequest } from 'relay-runtime';
import type { ScreenProps } from '../../app/routing/preload';
import type { TopDropPageQuery } from '../../__generated__/TopDropPageQuery.graphql';
import './topdrop.css';

// The dearest wins of the last 24 hours, and the most expensive win ever
// above them. An anonymous visitor's answer is kept a second on the server
// (graph.PublicOperations names this query).
const query = graphql`
  query TopDropPageQuery {
    mostExpensiveWin {
      id
      ...TopDropCard_drop
    }
    topDrops(first: 20) {
      id
      ...TopDropCard_drop
    }
  }
`;

/** The screen's query, loaded with this chunk (features/topdrop/screens.ts). */
export const topDropPageQuery = query as ConcreteRequest;

export default function TopDropPage({ queryRef }: ScreenProps<TopDropPageQuery>) {
  const intl = useIntl();
  const { topDrops, mostExpensiveWin } = usePreloadedQuery<TopDropPageQuery>(query, queryRef);
  useDocumentTitle(intl.formatMessage({ id: 'page.topdrop' }));
  return (
    <div className="topdrop-page" data-testid="topdrop-page">
      <h1>
        <FormattedMessage id="page.topdrop" />
      </h1>
      <p className="muted">
        <FormattedMessage id="topdrop.intro" />
      </p>
      {mostExpensiveWin && (
        <section className="topdrop-best" data-testid="most-expensive-win">
          <h2>
            <FormattedMessage id="topdrop.mostExpensive" />
          </h2>
          <TopDropCard drop={mostExpensiveWin} testId="most-expensive-drop" />
        </section>
      )}
      {topDrops.length === 0 ? (
        <p className="topdrop-empty muted" data-testid="topdrop-empty">
          <FormattedMessage id="topdrop.empty" />
        </p>
      ) : (
        <ol className="topdrop-grid" data-testid="topdrop-list">
          {topDrops.map((d) => (
            <li key={d.id}>
              <TopDropCard drop={d} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
