import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation, usePreloadedQuery } from 'react-relay';
import { useToken } from '../../app/auth/useToken';
import { refetchViewer } from '../../app/layout/viewer';
import { handleApiError } from '../../app/errors/handle';
import { useLang, useLNavigate } from '../../app/routing/lang';
import { ui } from '../../app/state/ui';
import { Button } from '../../app/ui/Button';
import { useDocumentTitle } from '../../app/ui/useDocumentTitle';
import { CaseArt } from '../../entities/case/CaseArt';
import { GroupName } from '../../i18n/labels';
import { centsToMoney, formatMoney } from '../../i18n/money';
import { readDraft, writeDraft } from './draft';
import {
  DEFAULT_OPTIONS,
  PLAYERS_CHOICES,
  addToDraft,
  battleDelay,
  createCostCents,
  createInput,
  createState,
  draftRounds,
  draftSeatCents,
  refreshDraft,
  searchCases,
  setDraftCount,
  type CreateOptions,
  type CreateState,
  type DraftCase,
  type DraftEntry,
} from './rules';
import { MAX_ROUNDS } from './rules.gen';
import { BattleRules } from './BattleRules';
import type { ConcreteRequest } from 'relay-runtime';
import type { ScreenProps } from '../../app/routing/preload';
import type { CreatePageQuery } from '../../__generated__/CreatePageQuery.graphql';
import type { CreatePageCreateMutation } from '../../__generated__/CreatePageCreateMutation.graphql';
import './battles.css';

const query = graphql`
  query CreatePageQuery {
    battleCases {
      name
      cases {
        inventoryCount
        case {
          id
          alias
          name
          price
          image
        }
      }
    }
    battleRules {
      rulesAccepted
    }
    me {
      id
      balance
    }
  }
`;

/** The screen's query, loaded with this chunk (screens.ts). */
export const createPageQuery = query as ConcreteRequest;

const createMutation = graphql`
  mutation CreatePageCreateMutation($input: CreateBattleInput!) {
    createBattle(input: $input) {
      id
      privateKey
    }
  }
`;

/** The create page (spec 2 casebattle/create): cases from the available ones, the draft kept locally, the battle's options. */
export default function CreatePage({ queryRef }: ScreenProps<CreatePageQuery>) {
  const intl = useIntl();
  const token = useToken();
  const navigate = useLNavigate();
  const data = usePreloadedQuery<CreatePageQuery>(query, queryRef);
  const me = token ? data.me : null;
  const [search, setSearch] = useState('');
  const [options, setOptions] = useState<CreateOptions>(DEFAULT_OPTIONS);
  const [commit, creating] = useMutation<CreatePageCreateMutation>(createMutation);
  useDocumentTitle(intl.formatMessage({ id: 'page.caseBattleCreate' }));

  const available = useMemo(() => {
    const m = new Map<string, DraftCase>();
    for (const g of data.battleCases) for (const c of g.cases) m.set(c.case.id, c.case);
    return m;
  }, [data.battleCases]);
  // The stored draft, with today's case data; cases a battle may no longer hold are left out.
  const [draft, setDraft] = useState<DraftEntry[]>(() => refreshDraft(readDraft(), available));
  useEffect(() => writeDraft(draft), [draft]);

  const rounds = draftRounds(draft);
  const seatCents = draftSeatCents(draft);
  const cost = createCostCents(seatCents, options);
  const state = createState(draft, options, me?.balance);
  const set = <K extends keyof CreateOptions>(k: K, v: CreateOptions[K]) => setOptions((o) => ({ ...o, [k]: v }));

  const create = () => {
    if (state.kind === 'signIn') {
      ui.open({ type: 'login' });
      return;
    }
    if (state.kind !== 'create' || creating) return;
    commit({
      variables: { input: createInput(draft, options) },
      onCompleted: (res) => {
        refetchViewer();
        const b = res.createBattle;
        navigate(`/casebattle/${b.id}${b.privateKey ? `?key=${encodeURIComponent(b.privateKey)}` : ''}`);
      },
      onError: (e) => handleApiError(e, { area: 'case_battle' }),
    });
  };

  return (
    <div className="page battle-create" data-testid="battle-create">
      <h1 className="page__title">
        <FormattedMessage id="page.caseBattleCreate" />
      </h1>
      <BattleRules accepted={data.battleRules.rulesAccepted} signedIn={!!me} />
      <div className="battle-create__grid">
        <section className="battle-panel" data-testid="case-picker">
          <header className="battle-panel__head">
            <h2 className="section-title">
              <FormattedMessage id="battles.create.cases" />
            </h2>
            <input
              className="field__input battle-create__search"
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder={intl.formatMessage({ id: 'battles.create.search' })}
              aria-label={intl.formatMessage({ id: 'battles.create.search' })}
              data-testid="case-search"
            />
          </header>
          <CasePicker groups={data.battleCases} search={search} full={rounds >= MAX_ROUNDS} onAdd={(c) => setDraft((d) => addToDraft(d, c))} />
        </section>

        <section className="battle-panel battle-create__summary" data-testid="battle-draft">
          <h2 className="section-title">
            <FormattedMessage id="battles.create.draft" values={{ rounds, max: MAX_ROUNDS }} />
          </h2>
          <DraftList draft={draft} full={rounds >= MAX_ROUNDS} onCount={(id, n) => setDraft((dr) => setDraftCount(dr, id, n))} />
          <BattleOptions options={options} set={set} />
          <CreateTotals rounds={rounds} seatCents={seatCents} cost={cost} />
          <Button size="fat" onClick={create} loading={creating} disabled={state.kind !== 'create' && state.kind !== 'signIn'} data-testid="create-battle">
            {state.kind === 'signIn' ? <FormattedMessage id="battles.signIn" /> : <FormattedMessage id="battles.create.submit" />}
          </Button>
          <CreateHint state={state} />
        </section>
      </div>
    </div>
  );
}

/** The draft: each case with its count stepper and a remove button. */
function DraftList({ draft, full, onCount }: { draft: DraftEntry[]; full: boolean; onCount: (caseId: string, count: number) => void }) {
  const intl = useIntl();
  const lang = useLang();
  if (draft.length === 0) {
    return (
      <p className="muted small" data-testid="draft-empty">
        <FormattedMessage id="battles.create.draftEmpty" />
      </p>
    );
  }
  return (
    <ul className="draft-list">
      {draft.map((e) => (
        <li key={e.case.id} className="draft-entry" data-testid="draft-entry" data-case-id={e.case.id}>
          <span className="draft-entry__art">
            <CaseArt alias={e.case.alias} name={e.case.name} image={e.case.image} />
          </span>
          <span className="draft-entry__name">
            {e.case.name}
            <span className="muted small">{formatMoney(e.case.price, lang)}</span>
          </span>
          <span className="stepper">
            <button type="button" onClick={() => onCount(e.case.id, e.count - 1)} aria-label={intl.formatMessage({ id: 'battles.create.less' })}>
              −
            </button>
            <span data-testid="draft-count">{e.count}</span>
            <button
              type="button"
              disabled={full}
              onClick={() => onCount(e.case.id, e.count + 1)}
              aria-label={intl.formatMessage({ id: 'battles.create.more' })}
            >
              +
            </button>
          </span>
          <button type="button" className="draft-entry__remove" onClick={() => onCount(e.case.id, 0)} aria-label={intl.formatMessage({ id: 'battles.create.remove' })}>
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The battle's options: players, side in a 2×2, privacy, who pays, who wins. */
function BattleOptions({ options, set }: { options: CreateOptions; set: <K extends keyof CreateOptions>(k: K, v: CreateOptions[K]) => void }) {
  return (
    <>
      <Choice label={<FormattedMessage id="battles.create.players" />} testId="players">
        {PLAYERS_CHOICES.map((p) => (
          <Radio key={p} on={options.players === p} onClick={() => set('players', p)} testId={`players-${p}`}>
            {p === '2x2' ? '2×2' : p === '2' ? '1v1' : p === '3' ? '1v1v1' : '1v1v1v1'}
          </Radio>
        ))}
      </Choice>
      {options.players === '2x2' && (
        <Choice label={<FormattedMessage id="battles.create.side" />} testId="side">
          {([0, 1] as const).map((s) => (
            <Radio key={s} on={options.side === s} onClick={() => set('side', s)} testId={`side-${s}`}>
              <FormattedMessage id="battles.team" values={{ team: s + 1 }} />
            </Radio>
          ))}
        </Choice>
      )}
      <Choice label={<FormattedMessage id="battles.create.privacy" />} testId="privacy">
        <Radio on={options.privacy === 'public'} onClick={() => set('privacy', 'public')} testId="privacy-public">
          <FormattedMessage id="battles.privacy.public" />
        </Radio>
        <Radio on={options.privacy === 'private'} onClick={() => set('privacy', 'private')} testId="privacy-private">
          <FormattedMessage id="battles.privacy.private" />
        </Radio>
      </Choice>
      <Choice label={<FormattedMessage id="battles.create.paymode" />} testId="paymode">
        <Radio on={options.paymode === 'each'} onClick={() => set('paymode', 'each')} testId="paymode-each">
          <FormattedMessage id="battles.paymode.each" />
        </Radio>
        <Radio on={options.paymode === 'creator'} onClick={() => set('paymode', 'creator')} testId="paymode-creator">
          <FormattedMessage id="battles.paymode.creator" />
        </Radio>
      </Choice>
      <Choice label={<FormattedMessage id="battles.create.winner" />} testId="winner">
        <Radio on={options.winner === 'highest'} onClick={() => set('winner', 'highest')} testId="winner-highest">
          <FormattedMessage id="battles.mode.highest" />
        </Radio>
        <Radio on={options.winner === 'lowest'} onClick={() => set('winner', 'lowest')} testId="winner-lowest">
          <FormattedMessage id="battles.mode.lowest" />
        </Radio>
      </Choice>
    </>
  );
}

/** The battle's duration, a seat's price and what the creator pays. */
function CreateTotals({ rounds, seatCents, cost }: { rounds: number; seatCents: number; cost: number }) {
  const lang = useLang();
  return (
    <dl className="kv battle-create__totals">
      <dt>
        <FormattedMessage id="battles.create.duration" />
      </dt>
      <dd data-testid="battle-duration">
        <FormattedMessage id="battles.seconds" values={{ seconds: rounds ? battleDelay(rounds) : 0 }} />
      </dd>
      <dt>
        <FormattedMessage id="battles.create.seatPrice" />
      </dt>
      <dd data-testid="seat-price">{formatMoney(centsToMoney(seatCents), lang)}</dd>
      <dt>
        <FormattedMessage id="battles.create.youPay" />
      </dt>
      <dd className="battle-create__cost" data-testid="create-cost">
        {formatMoney(centsToMoney(cost), lang)}
      </dd>
    </dl>
  );
}

type Groups = CreatePageQuery['response']['battleCases'];

function CasePicker({ groups, search, full, onAdd }: { groups: Groups; search: string; full: boolean; onAdd: (c: DraftCase) => void }) {
  const lang = useLang();
  const intl = useIntl();
  const shown = groups
    .map((g) => ({ name: g.name, cases: searchCases(g.cases.map((c) => ({ ...c.case, inventoryCount: c.inventoryCount })), search) }))
    .filter((g) => g.cases.length > 0);
  if (shown.length === 0) {
    return (
      <p className="muted" data-testid="picker-empty">
        <FormattedMessage id="battles.create.noCases" />
      </p>
    );
  }
  return (
    <div className="case-picker">
      {shown.map((g) => (
        <div key={g.name} className="case-picker__group">
          <h3 className="case-picker__title">
            <GroupName name={g.name} />
          </h3>
          <div className="case-picker__grid">
            {g.cases.map((c) => (
              <button
                key={c.id}
                type="button"
                className="case-tile"
                disabled={full}
                onClick={() => onAdd({ id: c.id, alias: c.alias, name: c.name, price: c.price, image: c.image })}
                title={intl.formatMessage({ id: 'battles.create.add' })}
                data-testid="case-tile"
                data-case-id={c.id}
              >
                <span className="case-tile__art">
                  <CaseArt alias={c.alias} name={c.name} image={c.image} />
                </span>
                <span className="case-tile__name">{c.name}</span>
                <span className="case-tile__price">{formatMoney(c.price, lang)}</span>
                {c.inventoryCount > 0 && (
                  <span className="case-tile__held" data-testid="inventory-count">
                    <FormattedMessage id="battles.create.held" values={{ count: c.inventoryCount }} />
                  </span>
                )}
                <span className="case-tile__add" aria-hidden>
                  +
                </span>
              </button>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

function Choice({ label, testId, children }: { label: ReactNode; testId: string; children: ReactNode }) {
  return (
    <div className="choice" data-testid={`choice-${testId}`}>
      <span className="choice__label muted small">{label}</span>
      <div className="choice__options" role="radiogroup">
        {children}
      </div>
    </div>
  );
}

function Radio({ on, onClick, testId, children }: { on: boolean; onClick: () => void; testId: string; children: ReactNode }) {
  return (
    <button type="button" role="radio" aria-checked={on} className={`chip ${on ? 'is-active' : ''}`} onClick={onClick} data-testid={testId}>
      {children}
    </button>
  );
}

function CreateHint({ state }: { state: CreateState }) {
  const lang = useLang();
  let text: ReactNode;
  switch (state.kind) {
    case 'create':
    case 'signIn':
      return null;
    case 'noCases':
      text = <FormattedMessage id="battles.create.why.noCases" />;
      break;
    case 'tooManyCases':
      text = <FormattedMessage id="battles.create.why.tooMany" values={{ max: state.max }} />;
      break;
    case 'notEnoughMoney':
      text = <FormattedMessage id="battles.create.why.money" values={{ amount: formatMoney(centsToMoney(state.needCents), lang) }} />;
      break;
  }
  return (
    <p className="battle-why" data-testid="create-reason" data-reason={state.kind}>
      {text}
    </p>
  );
}
