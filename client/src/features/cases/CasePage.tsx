import { useMemo, useState } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { useLang } from '../../app/routing/lang';
import { useToken } from '../../app/auth/useToken';
import { useRestrictions } from '../../app/state/settings';
import { handleApiError } from '../../app/errors/handle';
import { ui } from '../../app/state/ui';
import { OpenControls } from './OpenControls';
import { ErrorPage } from '../comingsoon/ErrorPage';
import { useDocumentTitle } from '../../app/ui/useDocumentTitle';
import { formatMoney, moneyToCents, centsToMoney } from '../../i18n/money';
import { CaseArt } from './CaseArt';
import { CaseContents } from './CaseContents';
import { Roulette, type ReelItem } from './Roulette';
import { OpenResult, type WonDrop } from './OpenResult';
import { FairPanel } from './FairPanel';
import { useStoredFlag } from './prefs';
import { unlockAudio } from './sound';
import { LEVEL_UP_KEY } from '../../app/modals/LevelUpModal';
import type { CasePageQuery } from '../../__generated__/CasePageQuery.graphql';
import type { CasePageOpenMutation } from '../../__generated__/CasePageOpenMutation.graphql';
import './case.css';

const query = graphql`
  query CasePageQuery($alias: String!) {
    caseByAlias(alias: $alias) {
      id
      alias
      name
      image
      price
      family
      rtpBps
      enabled
      ...CaseContents_case
      items {
        weight
        item {
          id
          marketHashName
          rarity
          image
        }
      }
    }
    me {
      id
      level
      avatar
      nickname
      balance
    }
    ...FairPanel_query
  }
`;

const openMutation = graphql`
  mutation CasePageOpenMutation($input: OpenCaseInput!) {
    openCase(input: $input) {
      drops {
        id
        state
        price
        nonce
        cursor
        item {
          id
          marketHashName
          rarity
          image
          price
        }
      }
      user {
        id
        balance
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

type Phase = { kind: 'idle' } | { kind: 'spinning'; drops: WonDrop[] } | { kind: 'result'; drops: WonDrop[] };

export default function CasePage({ alias }: { alias: string }) {
  const intl = useIntl();
  const lang = useLang();
  const token = useToken();
  const restrictions = useRestrictions();
  const data = useLazyLoadQuery<CasePageQuery>(query, { alias }, { fetchPolicy: 'store-and-network' });
  const [commitOpen, opening] = useMutation<CasePageOpenMutation>(openMutation);
  const [count, setCount] = useState(1);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [fast, setFast] = useStoredFlag('isFast');
  const [mute, setMute] = useStoredFlag('isMute');
  const c = data.caseByAlias;
  useDocumentTitle(c?.name);

  const pool = useMemo(
    () =>
      (c?.items ?? []).map((ci) => ({
        weight: ci.weight,
        value: { key: ci.item.id, name: ci.item.marketHashName, rarity: ci.item.rarity, image: ci.item.image } as ReelItem,
      })),
    [c],
  );

  if (!c) return <ErrorPage code={404} />;

  const open = () => {
    if (!token) {
      ui.open({ type: 'login' });
      return;
    }
    if (!mute) unlockAudio();
    const levelBefore = data.me?.level ?? 0;
    commitOpen({
      variables: { input: { caseId: c.id, count } },
      onCompleted: (res) => {
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
          <span className="case-hero__rtp" title={intl.formatMessage({ id: 'case.rtpHint' })}>
            <FormattedMessage id="case.rtp" values={{ rtp: <FormattedNumber value={c.rtpBps / 10000} style="percent" maximumFractionDigits={2} /> }} />
          </span>
        </div>

        {phase.kind === 'spinning' && (
          <Roulette
            winners={phase.drops.map((d) => ({ key: d.id, name: d.item.marketHashName, rarity: d.item.rarity, image: d.item.image }))}
            pool={pool}
            fast={fast}
            mute={mute}
            onDone={finishSpin}
          />
        )}
        {phase.kind === 'result' && <OpenResult drops={phase.drops} onAgain={() => setPhase({ kind: 'idle' })} />}

        {phase.kind === 'idle' && (
          <OpenControls
            count={count}
            onCount={setCount}
            total={centsToMoney(moneyToCents(c.price) * count)}
            signedIn={!!token}
            short={!!token && !!data.me && moneyToCents(data.me.balance) < moneyToCents(c.price) * count}
            available={c.enabled && !restrictions.includes(`case_open_${c.family}`)}
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
