import { Suspense, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { commitMutation, graphql, usePreloadedQuery, useRelayEnvironment, type GraphQLTaggedNode } from 'react-relay';
import { createOperationDescriptor, getRequest, type Disposable } from 'relay-runtime';
import { useToken } from '../../app/auth/useToken';
import { handleApiError } from '../../app/errors/handle';
import { ui } from '../../app/state/ui';
import { useRestrictions } from '../../app/state/settings';
import { ScreenBoundary } from '../../app/routing/ScreenBoundary';
import { PageSpinner } from '../../app/ui/PageSpinner';
import { OpenControls, SpinToggles, walletOf } from './OpenControls';
import { ErrorPage } from '../../app/errors/ErrorPage';
import { useDocumentTitle } from '../../app/ui/useDocumentTitle';
import { CaseArt } from '../../entities/case/CaseArt';
import { CaseContents } from './CaseContents';
import { Roulette } from '../play/Roulette';
import { OpenResult } from '../play/OpenResult';
import { FairPanel } from '../play/FairPanel';
import { useStoredFlag } from '../play/prefs';
import { unlockAudio } from '../play/sound';
import { noteLevelUp, showLevelUp } from '../play/levelUp';
import { Amount } from './Amount';
import { FamilyRules } from './FamilyRules';
import { StackControls } from './StackControls';
import { RangeControls } from './RangeControls';
import { GachaPanel } from './GachaPanel';
import { DotaPanel } from './DotaPanel';
import { DiscoveredPanel, RevealedBoard } from './DiscoveredPanel';
import { ElsewhereControls } from './ElsewhereControls';
import type { CaseCurrency, CaseFamily } from './family';
import type { FamilyProps, OpenRequest } from './familyProps';
import type { ScreenProps } from '../../app/routing/preload';
import type { CasePageQuery } from '../../__generated__/CasePageQuery.graphql';
import type { CasePage_payload$data } from '../../__generated__/CasePage_payload.graphql';
import type { DiscoveredPanel_board$data } from '../../__generated__/DiscoveredPanel_board.graphql';
import './case.css';

const query = graphql`
  query CasePageQuery($alias: String!) {
    caseByAlias(alias: $alias) {
      id
      alias
      name
      image
      price
      rtpBps
      family
      currency
      priceAmount
      enabled
      familyRules {
        ...FamilyRules_rules
        ...StackControls_rules
        pity
        resetCrystalsPerStep
        rangeRtpBps
        slots
      }
      ...CaseContents_case
      ...Roulette_case
      ...OpenControls_case
      ...RangeControls_case
      ...GachaPanel_case
      ...DotaPanel_case
      ...DiscoveredPanel_case
    }
    me {
      id
      levelBasedOnXp
      avatar
      nickname
      balance
      bullets
      candies
      crystals
    }
    ...OpenControls_query
    ...FairPanel_query
  }
`;

// What every family's open answers with; each family's mutation spreads it
// (unmasked) and adds its own state (the gacha meter, the dota misses, the
// revealed board).
graphql`
  fragment CasePage_payload on OpenCasePayload {
    drops {
      id
      ...Roulette_drops
      ...OpenResult_drops
    }
    user {
      id
      balance
      heldCount
      levelBasedOnXp
      xp
      crystals
      bullets
      candies
    }
    fairSeed {
      id
      serverSeedHash
      clientSeed
      nonce
    }
    currency
    costAmount
  }
`;

const openMutation = graphql`
  mutation CasePageOpenMutation($input: OpenCaseInput!) {
    openCase(input: $input) {
      ...CasePage_payload @relay(mask: false)
    }
  }
`;

const openBulletMutation = graphql`
  mutation CasePageOpenBulletMutation($input: OpenCaseInput!) {
    openBulletCase(input: $input) {
      ...CasePage_payload @relay(mask: false)
    }
  }
`;

const openCandyMutation = graphql`
  mutation CasePageOpenCandyMutation($input: OpenCaseInput!) {
    openCandyCase(input: $input) {
      ...CasePage_payload @relay(mask: false)
    }
  }
`;

/** The open's answer as every family gives it, and the revealed board of a discovered case. */
export type OpenPayload = CasePage_payload$data & { board?: DiscoveredPanel_board$data | null };

type Drops = CasePage_payload$data['drops'];
type Phase =
  | { kind: 'idle' }
  | { kind: 'spinning'; drops: Drops; payload: OpenPayload }
  | { kind: 'result'; drops: Drops; payload: OpenPayload };

const COUNT_FAMILIES = new Set(['normal', 'bullet', 'candy']);
const COUNT_MUTATIONS: Record<string, [GraphQLTaggedNode, string]> = {
  normal: [openMutation, 'openCase'],
  bullet: [openBulletMutation, 'openBulletCase'],
  candy: [openCandyMutation, 'openCandyCase'],
};

export default function CasePage({ queryRef }: ScreenProps<CasePageQuery>) {
  const token = useToken();
  const restrictions = useRestrictions();
  const environment = useRelayEnvironment();
  const data = usePreloadedQuery<CasePageQuery>(query, queryRef);
  const [opening, setOpening] = useState(false);
  const [count, setCount] = useState(1);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [fast, setFast] = useStoredFlag('isFast');
  const [mute, setMute] = useStoredFlag('isMute');
  const c = data.caseByAlias;
  useDocumentTitle(c?.name);
  // The reel and the result read the won drops from the store through their
  // fragments: keep the open's response from garbage collection until the
  // next open or leaving the page.
  const retained = useRef<Disposable | null>(null);
  useEffect(() => () => retained.current?.dispose(), []);

  if (!c) return <ErrorPage code={404} />;
  const family = c.family as CaseFamily;
  const currency = c.currency as CaseCurrency;

  const run = (req: OpenRequest) => {
    if (!token) {
      ui.open({ type: 'login' });
      return;
    }
    if (!mute && !req.noSpin) unlockAudio();
    const levelBefore = data.me?.levelBasedOnXp ?? 0;
    setOpening(true);
    commitMutation(environment, {
      mutation: req.mutation,
      variables: req.variables,
      updater: req.updater,
      onCompleted: (res, errors) => {
        setOpening(false);
        const payload = (res as Record<string, OpenPayload | null> | null)?.[req.field];
        if (!payload) {
          if (errors?.length) handleApiError(errors[0]);
          return;
        }
        retained.current?.dispose();
        retained.current = environment.retain(createOperationDescriptor(getRequest(req.mutation), req.variables));
        const drops = [...payload.drops];
        setPhase(req.noSpin ? { kind: 'result', drops, payload } : { kind: 'spinning', drops, payload });
        noteLevelUp(levelBefore, payload.user.levelBasedOnXp);
        if (req.noSpin) showLevelUp(data.me);
      },
      onError: (e) => {
        setOpening(false);
        req.onRefused?.();
        handleApiError(e);
      },
    });
  };

  const finishSpin = () => {
    if (phase.kind !== 'spinning') return;
    setPhase({ kind: 'result', drops: phase.drops, payload: phase.payload });
    showLevelUp(data.me);
  };

  const openByCount = () => {
    const [mutation, field] = COUNT_MUTATIONS[family] ?? COUNT_MUTATIONS.normal;
    // fast: the server then shows the wins in the live feed sooner (after the short spin).
    run({ mutation, field, variables: { input: { caseId: c.id, count, fast } } });
  };

  const idle = phase.kind === 'idle';
  const familyProps: FamilyProps = {
    caseId: c.id,
    family,
    enabled: c.enabled,
    currency,
    priceAmount: c.priceAmount,
    signedIn: !!token && !!data.me,
    restrictions,
    wallet: walletOf(data.me),
    fast,
    opening,
    idle,
    onOpen: run,
  };
  const toggles = <SpinToggles fast={fast} onFast={setFast} mute={mute} onMute={setMute} />;
  // The families that keep state per player show it above the controls: it
  // comes with the page's query (Case.gacha, .dota, .discoveredBoard, null
  // for other families), and each open's answer updates it.
  const statePanel =
    familyProps.signedIn && (family === 'gacha' || family === 'dota' || family === 'discovered') ? (
      <ScreenBoundary key={`${family}:${c.id}`}>
        <Suspense fallback={<PageSpinner />}>
          {family === 'gacha' && <GachaPanel {...familyProps} caseRef={c} rules={c.familyRules} toggles={toggles} />}
          {family === 'dota' && <DotaPanel {...familyProps} caseRef={c} toggles={toggles} />}
          {family === 'discovered' && <DiscoveredPanel {...familyProps} caseRef={c} slots={c.familyRules.slots ?? 0} toggles={toggles} />}
        </Suspense>
      </ScreenBoundary>
    ) : null;

  const controls = () => {
    if (COUNT_FAMILIES.has(family)) {
      return (
        <OpenControls caseRef={c} queryRef={data} restrictions={restrictions} count={count} onCount={setCount} opening={opening} onOpen={openByCount}>
          {toggles}
        </OpenControls>
      );
    }
    switch (family) {
      case 'stack':
        return <StackControls {...familyProps} rules={c.familyRules} toggles={toggles} />;
      case 'range':
        return <RangeControls {...familyProps} caseRef={c} rtpBps={c.familyRules.rangeRtpBps ?? 0} toggles={toggles} />;
      case 'gacha':
      case 'dota':
      case 'discovered':
        // Their controls are part of the state panel.
        return familyProps.signedIn ? null : <ElsewhereControls {...familyProps} />;
      default:
        // reward, daily bonus: granted, opened elsewhere.
        return <ElsewhereControls {...familyProps} />;
    }
  };

  return (
    <div className={`case-page case-page--${family}${idle ? '' : ' case-page--playing'}`} data-testid="case-page" data-family={family}>
      <section className="case-hero">
        <div className="case-hero__art">
          <CaseArt alias={c.alias} name={c.name} image={c.image} size="large" />
        </div>
        <h1 className="case-hero__title">{c.name}</h1>
        <CaseMeta currency={currency} priceAmount={c.priceAmount} rtpBps={c.rtpBps} />

        {statePanel}

        {phase.kind === 'spinning' && <Roulette caseRef={c} drops={phase.drops} fast={fast} mute={mute} onDone={finishSpin} />}
        {phase.kind === 'result' && phase.payload.board && <RevealedBoard board={phase.payload.board} />}
        {phase.kind === 'result' && (
          <OpenResult drops={phase.drops} clientSeed={phase.payload.fairSeed.clientSeed} seedHash={phase.payload.fairSeed.serverSeedHash} onAgain={() => setPhase({ kind: 'idle' })} />
        )}

        {idle && controls()}
      </section>

      <FamilyRules family={family} rules={c.familyRules} currency={currency} />
      <CaseContents caseRef={c} />
      <FairPanel queryRef={data} caseAlias={c.alias} />
    </div>
  );
}

/** The case's price in its currency and its return to player. */
function CaseMeta({ currency, priceAmount, rtpBps }: { currency: CaseCurrency; priceAmount: number; rtpBps: number }) {
  const intl = useIntl();
  return (
    <div className="case-hero__meta">
      <span className="case-hero__price" data-testid="case-price">
        <Amount currency={currency} amount={priceAmount} />
      </span>
      <span className="case-hero__rtp" title={intl.formatMessage({ id: 'cases.rtpHint' })}>
        <FormattedMessage id="cases.rtp" values={{ rtp: intl.formatNumber(rtpBps / 10000, { style: 'percent', maximumFractionDigits: 2 }) }} />
      </span>
    </div>
  );
}
