import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, useMutation, usePreloadedQuery, useSubscription } from 'react-relay';
import { NavLink } from '../../app/routing/router';
import { LLink, useLang, useLNavigate } from '../../app/routing/lang';
import { withLang } from '../../app/routing/paths';
import { useToken } from '../../app/auth/useToken';
import { refetchViewer } from '../../app/layout/viewer';
import { handleApiError } from '../../app/errors/handle';
import { ui } from '../../app/state/ui';
import { Button } from '../../app/ui/Button';
import { LoadMore } from '../../app/ui/LoadMore';
import { PageSpinner } from '../../app/ui/PageSpinner';
import { useDocumentTitle } from '../../app/ui/useDocumentTitle';
import { CaseArt } from '../../entities/case/CaseArt';
import { formatMoney } from '../../i18n/money';
import { BattleCard, StateName } from './BattleCard';
import { groupRounds, inActiveList, is2x2, nextListExpiry, presetsShown } from './rules';
import type { ConcreteRequest } from 'relay-runtime';
import type { ScreenProps } from '../../app/routing/preload';
import type { BattlesPageQuery, BattlesPageQuery$data } from '../../__generated__/BattlesPageQuery.graphql';
import type { BattlesPageActiveSubscription } from '../../__generated__/BattlesPageActiveSubscription.graphql';
import type { BattlesPageListQuery, BattleState, BattleTab } from '../../__generated__/BattlesPageListQuery.graphql';
import type { BattlesPageMySubscription } from '../../__generated__/BattlesPageMySubscription.graphql';
import type { BattleCard_battle$key } from '../../__generated__/BattleCard_battle.graphql';
import type { BattlesPagePresetMutation } from '../../__generated__/BattlesPagePresetMutation.graphql';
import './battles.css';

export const LIST_LIMIT = 20;

const query = graphql`
  query BattlesPageQuery($tab: BattleTab!, $isMy: Boolean!, $isActive: Boolean!) {
    battles(tab: $tab, limit: 20) @skip(if: $isMy) {
      total
      battles {
        id
        state
        startedAt
        delay
        ...BattleCard_battle
      }
    }
    battlePresets @include(if: $isActive) {
      show
      activeCount
      presets {
        key
        playersCount
        type
        seatPrice
        delay
        cases {
          id
          alias
          name
          image
        }
      }
    }
    battleTopbar {
      waiting
      playing
      finishedToday
      biggest {
        id
        total
      }
    }
  }
`;

/** The screen's query, loaded with this chunk (screens.ts). */
export const battlesPageQuery = query as ConcreteRequest;

const activeSubscription = graphql`
  subscription BattlesPageActiveSubscription {
    activeBattlesChanged(limit: 20) {
      total
      battles {
        id
        state
        startedAt
        delay
        ...BattleCard_battle
      }
    }
  }
`;

// A page of a tab past the first (show more), and the my tab's first page.
const listQuery = graphql`
  query BattlesPageListQuery($tab: BattleTab!, $state: BattleState, $page: Int!) {
    battles(tab: $tab, page: $page, limit: 20, state: $state) {
      total
      battles {
        id
        ...BattleCard_battle
      }
    }
  }
`;

const mySubscription = graphql`
  subscription BattlesPageMySubscription($state: BattleState) {
    myBattlesChanged(state: $state, limit: 20) {
      total
      battles {
        id
        ...BattleCard_battle
      }
    }
  }
`;

const presetMutation = graphql`
  mutation BattlesPagePresetMutation($input: CreateBattleInput!) {
    createBattle(input: $input) {
      id
    }
  }
`;

type Page = NonNullable<BattlesPageQuery$data['battles']>;
type Preset = NonNullable<BattlesPageQuery$data['battlePresets']>['presets'][number];

const TABS = [
  ['active', 'battles.tab.active'],
  ['my', 'battles.tab.my'],
  ['top', 'battles.tab.top'],
] as const;

export default function BattlesPage({ queryRef }: ScreenProps<BattlesPageQuery>) {
  const intl = useIntl();
  const lang = useLang();
  const data = usePreloadedQuery<BattlesPageQuery>(query, queryRef);
  const tab = queryRef.variables.tab;
  useDocumentTitle(intl.formatMessage({ id: 'page.caseBattles' }));
  const top = data.battleTopbar;
  return (
    <div className="page battles-page" data-testid="battles-page" data-tab={tab}>
      <header className="battles-head">
        <div>
          <h1 className="page__title">
            <FormattedMessage id="page.caseBattles" />
          </h1>
          <p className="muted">
            <FormattedMessage id="battles.subtitle" />
          </p>
        </div>
        <LLink to="/casebattle/create" className="btn btn--large btn--primary" data-testid="create-battle-link">
          <span className="btn__label">
            <FormattedMessage id="battles.create.open" />
          </span>
        </LLink>
      </header>
      <dl className="battles-topbar" data-testid="battles-topbar">
        <div>
          <dt className="muted small">
            <FormattedMessage id="battles.topbar.waiting" />
          </dt>
          <dd>{top.waiting}</dd>
        </div>
        <div>
          <dt className="muted small">
            <FormattedMessage id="battles.topbar.playing" />
          </dt>
          <dd>{top.playing}</dd>
        </div>
        <div>
          <dt className="muted small">
            <FormattedMessage id="battles.topbar.finishedToday" />
          </dt>
          <dd>{top.finishedToday}</dd>
        </div>
        {top.biggest && (
          <div>
            <dt className="muted small">
              <FormattedMessage id="battles.topbar.biggest" />
            </dt>
            <dd>
              <LLink to={`/casebattle/${top.biggest.id}`} className="link">
                {formatMoney(top.biggest.total, lang)}
              </LLink>
            </dd>
          </div>
        )}
      </dl>
      <nav className="battles-tabs" aria-label={intl.formatMessage({ id: 'page.caseBattles' })}>
        {TABS.map(([t, label]) => (
          <NavLink key={t} to={withLang(lang, `/casebattle/${t}`)} className="battles-tabs__tab" data-testid={`battles-tab-${t}`}>
            <FormattedMessage id={label} />
          </NavLink>
        ))}
      </nav>
      {tab === 'active' && data.battles && <ActiveList first={data.battles} presets={data.battlePresets?.presets ?? []} />}
      {tab === 'top' && data.battles && <PagedList tab="top" state={null} first={data.battles} version={0} empty="battles.empty.top" />}
      {tab === 'my' && <MyBattles />}
    </div>
  );
}

type Listed = BattleCard_battle$key & { readonly id: string };
type EmptyText = 'battles.empty.top' | 'battles.empty.active' | 'battles.empty.my';

function List({ battles, empty }: { battles: readonly Listed[]; empty: EmptyText }) {
  if (battles.length === 0) {
    return (
      <p className="muted battles-empty" data-testid="battles-empty">
        <FormattedMessage id={empty} />
      </p>
    );
  }
  return (
    <div className="battles-grid" data-testid="battles-list">
      {battles.map((b) => (
        <BattleCard key={b.id} battle={b} />
      ))}
    </div>
  );
}

/** The active list: live (activeBattlesChanged), without old battles (spec 4), with presets while it is short (spec 9). */
function ActiveList({ first, presets }: { first: Page; presets: readonly Preset[] }) {
  const [live, setLive] = useState<Page | null>(null);
  const config = useMemo(
    () => ({
      subscription: activeSubscription,
      variables: {},
      onNext: (d: BattlesPageActiveSubscription['response'] | null | undefined) => d && setLive(d.activeBattlesChanged),
      onError: (e: Error) => console.warn('[battles]', e),
    }),
    [],
  );
  useSubscription<BattlesPageActiveSubscription>(config);
  const page = live ?? first;
  const [now, setNow] = useState(() => Date.now());
  // Re-check the list when its next battle runs out of time.
  useEffect(() => {
    const next = nextListExpiry(page.battles, Date.now());
    if (next === null) return;
    const t = setTimeout(() => setNow(Date.now()), next);
    return () => clearTimeout(t);
  }, [page, now]);
  const battles = page.battles.filter((b) => inActiveList(b, now));
  const active = battles.length < LIST_LIMIT ? battles.length : page.total;
  const shown = presets.slice(0, presetsShown(active, presets.length));
  return (
    <>
      {shown.length > 0 && (
        <section className="battles-presets" data-testid="battle-presets">
          <h2 className="section-title">
            <FormattedMessage id="battles.presets.title" />
          </h2>
          <div className="battles-grid">
            {shown.map((p) => (
              <PresetCard key={p.key} preset={p} />
            ))}
          </div>
        </section>
      )}
      <List battles={battles} empty="battles.empty.active" />
    </>
  );
}

function PresetCard({ preset }: { preset: Preset }) {
  const lang = useLang();
  const token = useToken();
  const navigate = useLNavigate();
  const [commit, creating] = useMutation<BattlesPagePresetMutation>(presetMutation);
  const create = () => {
    if (!token) {
      ui.open({ type: 'login' });
      return;
    }
    commit({
      variables: {
        input: {
          playersCount: preset.playersCount,
          caseIds: preset.cases.map((c) => c.id),
          type: preset.type,
          side: 0,
          delay: preset.delay,
        },
      },
      onCompleted: (res) => {
        refetchViewer();
        navigate(`/casebattle/${res.createBattle.id}`);
      },
      onError: (e) => handleApiError(e, { area: 'case_battle' }),
    });
  };
  return (
    <article className="battle-card battle-card--preset" data-testid="battle-preset" data-preset={preset.key}>
      <header className="battle-card__head">
        <span className="battle-state">
          <PresetName name={preset.key} />
        </span>
        <span className="battle-card__tags">
          <span className="battle-tag">{is2x2(preset.type) ? '2×2' : <FormattedMessage id="battles.players" values={{ count: preset.playersCount }} />}</span>
        </span>
      </header>
      <div className="battle-card__cases">
        {groupRounds(preset.cases).map(([c, n], i) => (
          <span key={`${c.id}-${i}`} className="battle-card__case" title={c.name}>
            <CaseArt alias={c.alias} name={c.name} image={c.image} />
            {n > 1 && <span className="battle-card__count">×{n}</span>}
          </span>
        ))}
      </div>
      <footer className="battle-card__foot">
        <span className="battle-card__price">
          <span className="muted small">
            <FormattedMessage id="battles.card.entry" />
          </span>
          <strong>{formatMoney(preset.seatPrice, lang)}</strong>
        </span>
        <Button onClick={create} loading={creating} data-testid="battle-preset-create">
          <FormattedMessage id="battles.presets.create" />
        </Button>
      </footer>
    </article>
  );
}

function PresetName({ name }: { name: string }) {
  switch (name) {
    case 'duel':
      return <FormattedMessage id="battles.presets.duel" />;
    case 'duel_x3':
      return <FormattedMessage id="battles.presets.duelX3" />;
    case 'three_way':
      return <FormattedMessage id="battles.presets.threeWay" />;
    case 'teams':
      return <FormattedMessage id="battles.presets.teams" />;
    default:
      return <>{name}</>;
  }
}

const STATES: readonly (BattleState | null)[] = [null, 'new', 'active', 'finished', 'canceled'];

/** The viewer's battles (created or seated), by state; a visitor is asked to sign in. */
function MyBattles() {
  const token = useToken();
  const [state, setState] = useState<BattleState | null>(null);
  if (!token) {
    return (
      <div className="battles-empty" data-testid="battles-sign-in">
        <p className="muted">
          <FormattedMessage id="battles.my.signIn" />
        </p>
        <Button size="large" onClick={() => ui.open({ type: 'login' })}>
          <FormattedMessage id="battles.signIn" />
        </Button>
      </div>
    );
  }
  return (
    <>
      <div className="battles-filter" role="radiogroup">
        {STATES.map((s) => (
          <button
            key={s ?? 'all'}
            type="button"
            role="radio"
            aria-checked={state === s}
            className={`chip ${state === s ? 'is-active' : ''}`}
            onClick={() => setState(s)}
            data-testid={`my-filter-${s ?? 'all'}`}
          >
            {s ? <StateName state={s} /> : <FormattedMessage id="battles.my.all" />}
          </button>
        ))}
      </div>
      <Suspense fallback={<PageSpinner />}>
        <MyList key={state ?? 'all'} state={state} />
      </Suspense>
    </>
  );
}

/** The my tab's first page, live (myBattlesChanged): a battle the viewer joins, leaves, or sees finish moves without a reload. */
function MyList({ state }: { state: BattleState | null }) {
  const data = useLazyLoadQuery<BattlesPageListQuery>(listQuery, { tab: 'my', state, page: 1 }, { fetchPolicy: 'store-and-network' });
  const [live, setLive] = useState<BattlesPageMySubscription['response']['myBattlesChanged'] | null>(null);
  // Each change after the first answer reloads the pages shown past the first.
  const [version, setVersion] = useState(0);
  const config = useMemo(() => {
    let answers = 0;
    return {
      subscription: mySubscription,
      variables: { state },
      onNext: (d: BattlesPageMySubscription['response'] | null | undefined) => {
        if (!d) return;
        setLive(d.myBattlesChanged);
        if (answers++ > 0) setVersion((v) => v + 1);
      },
      onError: (e: Error) => console.warn('[battles]', e),
    };
  }, [state]);
  useSubscription<BattlesPageMySubscription>(config);
  return <PagedList tab="my" state={state} first={live ?? data.battles} version={version} empty="battles.empty.my" />;
}

interface ListPage {
  readonly total: number;
  readonly battles: readonly Listed[];
}

/** A tab's battles, LIST_LIMIT a page: the first given, the next ones under "show more"; `version` reloads them. */
function PagedList({ tab, state, first, version, empty }: { tab: BattleTab; state: BattleState | null; first: ListPage; version: number; empty: EmptyText }) {
  const [pages, setPages] = useState(1);
  const [shown, setShown] = useState(1);
  const onShown = useCallback((p: number) => setShown((n) => Math.max(n, p)), []);
  if (first.battles.length === 0) return <List battles={[]} empty={empty} />;
  const firstIds = new Set(first.battles.map((b) => b.id));
  return (
    <>
      <div className="battles-grid" data-testid="battles-list">
        {first.battles.map((b) => (
          <BattleCard key={b.id} battle={b} />
        ))}
        {Array.from({ length: pages - 1 }, (_, i) => i + 2).map((p) => (
          <Suspense key={p} fallback={null}>
            <MorePage tab={tab} state={state} page={p} version={version} skip={firstIds} onShown={onShown} />
          </Suspense>
        ))}
      </div>
      <LoadMore hasNext={pages * LIST_LIMIT < first.total} loading={shown < pages} onMore={() => setPages((p) => p + 1)} />
    </>
  );
}

/** One page past the first; a battle the first page shows now (the list moved) is left out. */
function MorePage({ tab, state, page, version, skip, onShown }: { tab: BattleTab; state: BattleState | null; page: number; version: number; skip: ReadonlySet<string>; onShown: (page: number) => void }) {
  const data = useLazyLoadQuery<BattlesPageListQuery>(listQuery, { tab, state, page }, { fetchPolicy: 'store-and-network', fetchKey: version });
  useEffect(() => onShown(page), [page, onShown]);
  return (
    <>
      {data.battles.battles
        .filter((b) => !skip.has(b.id))
        .map((b) => (
          <BattleCard key={b.id} battle={b} />
        ))}
    </>
  );
}
