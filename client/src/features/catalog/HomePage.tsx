import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import { LLink, useLang } from '../../app/routing/lang';
import { formatMoney, formatCount } from '../../i18n/money';
import { CaseArt } from '../../entities/case/CaseArt';
import { SectionsNav } from './SectionsNav';
import { MOBILE_MAX, useViewportWidth } from '../../app/ui/breakpoints';
import { useDocumentTitle } from '../../app/ui/useDocumentTitle';
import type { ScreenProps } from '../../app/routing/preload';
import type { HomePageQuery } from '../../__generated__/HomePageQuery.graphql';
import { GroupName } from '../../i18n/labels';
import './home.css';

const query = graphql`
  query HomePageQuery {
    caseGroups {
      id
      name
      navIndex
      cases {
        id
        alias
        name
        image
        price
        currency
        priceAmount
        enabled
      }
    }
    # What the shell shows, so a first visit needs no other request.
    ...viewer_query
    ...settings_query
    ...LiveFeed_query
    ...OnlineCounter_query
  }
`;

export const sectionId = (groupId: string) => `group-${groupId.replace(/[^a-zA-Z0-9_-]/g, '')}`;

// The hero needs only its messages: it renders (the page's largest paint)
// while the query is still on its way; the groups follow it.
export default function HomePage({ queryRef }: ScreenProps<HomePageQuery>) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'catalog.home.title' }));
  return (
    <div className="home">
      <section className="hero">
        <div className="hero__text">
          <h1>
            <FormattedMessage id="catalog.home.heroTitle" />
          </h1>
          <p className="muted">
            <FormattedMessage id="catalog.home.heroText" />
          </p>
          <LLink to="/fair" className="hero__fair">
            <FormattedMessage id="catalog.home.fairLink" />
          </LLink>
        </div>
      </section>
      <Suspense fallback={<div className="case-groups-placeholder" aria-busy="true" data-testid="case-groups-loading" />}>
        <CaseGroups queryRef={queryRef} />
      </Suspense>
    </div>
  );
}

function CaseGroups({ queryRef }: ScreenProps<HomePageQuery>) {
  const lang = useLang();
  const { caseGroups } = usePreloadedQuery<HomePageQuery>(query, queryRef);
  const mobile = useViewportWidth() <= MOBILE_MAX;
  const groups = caseGroups.flatMap((g) => (g.cases?.length ? [{ ...g, cases: g.cases }] : []));
  return (
    <>
      {mobile && groups.length > 1 && <SectionsNav groups={groups.map((g) => ({ id: sectionId(g.id), name: g.name, navIndex: g.navIndex }))} />}
      {groups.length === 0 && (
        <p className="muted page--center">
          <FormattedMessage id="catalog.home.empty" />
        </p>
      )}
      {groups.map((g) => (
        <section key={g.id} id={sectionId(g.id)} className="case-group" data-testid="case-group">
          <h2 className="case-group__title"><GroupName name={g.name} /></h2>
          <div className="case-grid">
            {g.cases.map((c) => (
              <LLink key={c.id} to={`/${c.alias}`} className={`case-card ${c.enabled ? '' : 'case-card--disabled'}`} data-testid="case-card">
                <CaseArt alias={c.alias} name={c.name} image={c.image} />
                <span className="case-card__name">{c.name}</span>
                {/* Bullets and candies as units (their icon drawn by home.css); a free case shows what it is worth, struck through. */}
                <span className={`case-card__price case-card__price--${c.currency}`} data-testid="case-card-price">
                  {c.currency === 'BULLETS' || c.currency === 'CANDIES' ? formatCount(c.priceAmount) : formatMoney(c.price, lang)}
                </span>
              </LLink>
            ))}
          </div>
        </section>
      ))}
    </>
  );
}
