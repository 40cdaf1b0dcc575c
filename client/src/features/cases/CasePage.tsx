import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { graphql, useMutation, usePreloadedQuery, useRelayEnvironment } from 'react-relay';
import { createOperationDescriptor, getRequest, type Disposable } from 'relay-runtime';
import { useLang } from '../../app/routing/lang';
import { useToken } from '../../app/auth/useToken';
import { handleApiError } from '../../app/errors/handle';
import { ui } from '../../app/state/ui';
import { OpenControls } from './OpenControls';
import { ErrorPage } from '../comingsoon/ErrorPage';
import { useDocumentTitle } from '../../app/ui/useDocumentTitle';
import { formatMoney } from '../../i18n/money';
import { CaseArt } from '../../entities/case/CaseArt';
import { CaseContents } from '../catalog/CaseContents';
import { Roulette } from './Roulette';
import { OpenResult } from './OpenResult';
import { FairPanel } from '../fair/FairPanel';
import { useStoredFlag } from './prefs';
import { unlockAudio } from './sound';
import { LEVEL_UP_KEY } from '../users/levelUp';
import type { ScreenProps } from '../../app/routing/preload';
import type { CasePageQuery } from '../../__generated__/CasePageQuery.graphql';
import type { CasePageOpenMutation, CasePageOpenMutation$data } from '../../__generated__/CasePageOpenMutation.graphql';
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
      ...CaseContents_case
      ...Roulette_case
      ...OpenControls_case
    }
    me {
      id
      level
      avatar
      nickname
    }
    ...OpenControls_query
    ...FairPanel_query
  }
`;

const openMutation = graphql`
  mutation CasePageOpenMutation($input: OpenCaseInput!) {
    openCase(input: $input) {
      drops {
        ...Roulette_drops
        ...OpenResult_drops
      }
      user {
        id
        balance
        heldCount
        level
        xp
        crystals
        bullets
      }
      fairSeed {
        id
        serverSeedHash
        clientSeed
        nonce
      }
    }
  }
`;

type Drops = CasePageOpenMutation$data['openCase']['drops'];
type Phase = { kind: 'idle' } | { kind: 'spinning'; drops: Drops } | { kind: 'result'; drops: Drops };

export default function CasePage({ queryRef }: ScreenProps<CasePageQuery>) {
  const intl = useIntl();
  const lang = useLang();
  const token = useToken();
  const environment = useRelayEnvironment();
  const data = usePreloadedQuery<CasePageQuery>(query, queryRef);
  const [commitOpen, opening] = useMutation<CasePageOpenMutation>(openMutation);
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

  const open = () => {
    if (!token) {
      ui.open({ type: 'login' });
      return;
    }
    if (!mute) unlockAudio();
    const levelBefore = data.me?.level ?? 0;
    // fast: the server then shows the wins in the live feed sooner (after the short spin).
    const variables = { input: { caseId: c.id, count, fast } };
    commitOpen({
      variables,
      onCompleted: (res) => {
        retained.current?.dispose();
        retained.current = environment.retain(createOperationDescriptor(getRequest(openMutation), variables));
        setPhase({ kind: 'spinning', drops: [...res.openCase.drops] });
        // Kept until the modal is closed, so a reload during the spin still shows it.
        const levelAfter = res.openCase.user.level;
        if (levelAfter > levelBefore) sessionStorage.setItem(LEVEL_UP_KEY, String(levelAfter));
      },
      onError: (e) => handleApiError(e),
    });
  };

  const finishSpin = () => {
    if (phase.kind !== 'spinning') return;
    setPhase({ kind: 'result', drops: phase.drops });
    const level = Number(sessionStorage.getItem(LEVEL_UP_KEY));
    if (level && data.me) ui.open({ type: 'levelUp', level, nickname: data.me.nickname, avatar: data.me.avatar });
  };

  return (
    <div className="case-page" data-testid="case-page">
      <section className="case-hero">
        <div className="case-hero__art">
          <CaseArt alias={c.alias} name={c.name} image={c.image} size="large" />
        </div>
        <h1 className="case-hero__title">{c.name}</h1>
        <div className="case-hero__meta">
          <span className="case-hero__price" data-testid="case-price">
            {formatMoney(c.price, lang)}
          </span>
          <span className="case-hero__rtp" title={intl.formatMessage({ id: 'cases.rtpHint' })}>
            <FormattedMessage id="cases.rtp" values={{ rtp: <FormattedNumber value={c.rtpBps / 10000} style="percent" maximumFractionDigits={2} /> }} />
          </span>
        </div>

        {phase.kind === 'spinning' && (
          <Roulette
            caseRef={c}
            drops={phase.drops}
            fast={fast}
            mute={mute}
            onDone={finishSpin}
          />
        )}
        {phase.kind === 'result' && <OpenResult drops={phase.drops} onAgain={() => setPhase({ kind: 'idle' })} />}

        {phase.kind === 'idle' && (
          <OpenControls
            caseRef={c}
            queryRef={data}
            count={count}
            onCount={setCount}
            opening={opening}
            onOpen={open}
            fast={fast}
            onFast={setFast}
            mute={mute}
            onMute={setMute}
          />
        )}
      </section>

      <CaseContents caseRef={c} />
      <FairPanel queryRef={data} caseAlias={c.alias} />
    </div>
  );
}
