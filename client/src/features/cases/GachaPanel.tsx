import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation, useRefetchableFragment } from 'react-relay';
import { handleApiError } from '../../app/errors/handle';
import { ui } from '../../app/state/ui';
import { Button } from '../../app/ui/Button';
import { OpenButton } from './OpenControls';
import { useFormatAmount } from './Amount';
import { useRarityName } from './FamilyRules';
import { familyOpenState, meterFill, resetCrystals } from './family';
import { linkProgress, readAgain } from './progressStore';
import type { FamilyProps } from './familyProps';
import type { GachaPanel_case$data, GachaPanel_case$key } from '../../__generated__/GachaPanel_case.graphql';
import type { GachaPanelResetMutation } from '../../__generated__/GachaPanelResetMutation.graphql';

// gacha: a meter per player and case. Each open without a top-tier drop
// fills it; at the pity the next open is guaranteed one. The player may trade
// the progress for crystals (a reset). Opens and resets send the progress
// the player saw, so a meter moved meanwhile (another tab) is refused and
// read again instead of surprising anyone.

graphql`
  fragment GachaPanel_gacha on GachaState {
    progress
    pity
    guaranteedNext
    topTier
    topTierChance {
      numerator
      denominator
      percent
    }
  }
`;

// The meter comes with the case page's query; it is read again only when the
// server refused an open or a reset because it had moved.
const caseFragment = graphql`
  fragment GachaPanel_case on Case @refetchable(queryName: "GachaPanelRefetchQuery") {
    gacha {
      ...GachaPanel_gacha @relay(mask: false)
    }
  }
`;

const openMutation = graphql`
  mutation GachaPanelOpenMutation($input: OpenProgressCaseInput!) {
    openGachaCase(input: $input) {
      ...CasePage_payload @relay(mask: false)
      gacha {
        ...GachaPanel_gacha @relay(mask: false)
      }
    }
  }
`;

const resetMutation = graphql`
  mutation GachaPanelResetMutation($caseId: ID!, $expectedProgress: Int) {
    resetGacha(caseId: $caseId, expectedProgress: $expectedProgress) {
      crystals
      gacha {
        ...GachaPanel_gacha @relay(mask: false)
      }
      user {
        id
        crystals
      }
    }
  }
`;

interface Props extends FamilyProps {
  caseRef: GachaPanel_case$key;
  rules: { readonly resetCrystalsPerStep?: number | null };
  toggles: ReactNode;
}

export function GachaPanel(p: Props) {
  const [{ gacha }, refetchCase] = useRefetchableFragment(caseFragment, p.caseRef);
  if (!gacha) return null;
  // The server refused because the meter had moved: read it again.
  const refetch = () => readAgain(refetchCase);
  return <Meter {...p} g={gacha} refetch={refetch} />;
}

type GachaState = NonNullable<GachaPanel_case$data['gacha']>;

function Meter({ g, refetch, ...p }: Props & { g: GachaState; refetch: () => void }) {
  const format = useFormatAmount();
  const [commitReset, resetting] = useMutation<GachaPanelResetMutation>(resetMutation);
  const crystals = resetCrystals(g.progress, p.rules.resetCrystalsPerStep ?? 0);
  const price = format(p.currency, p.priceAmount);
  const state = familyOpenState({ ...p, cost: p.priceAmount });
  const tier = useRarityName()(g.topTier);
  const intl = useIntl();

  const reset = () =>
    commitReset({
      variables: { caseId: p.caseId, expectedProgress: g.progress },
      updater: (store) => linkProgress(store, 'resetGacha', 'gacha', 'gacha', p.caseId),
      onCompleted: (res) => ui.notify({ tone: 'success', text: { id: 'cases.gacha.resetDone', values: { crystals: res.resetGacha.crystals } } }),
      onError: (e) => {
        refetch();
        handleApiError(e);
      },
    });

  return (
    <div className={`gacha ${g.guaranteedNext ? 'is-guaranteed' : ''}`} data-testid="gacha-panel" data-progress={g.progress} data-pity={g.pity}>
      <div
        className="meter"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={g.pity}
        aria-valuenow={g.progress}
        data-testid="gacha-meter"
      >
        <div className="meter__fill" style={{ width: `${meterFill(g.progress, g.pity) * 100}%` }} />
      </div>
      <p className="gacha__status" data-testid="gacha-status">
        {g.guaranteedNext ? (
          <strong data-testid="gacha-guaranteed">
            <FormattedMessage id="cases.gacha.guaranteed" values={{ tier }} />
          </strong>
        ) : (
          <FormattedMessage id="cases.gacha.progress" values={{ progress: g.progress, pity: g.pity, tier }} />
        )}
      </p>
      <p className="muted small">
        <FormattedMessage
          id="cases.gacha.chance"
          values={{ tier, chance: intl.formatNumber(g.topTierChance.percent / 100, { style: 'percent', maximumFractionDigits: 3 }) }}
        />
      </p>
      {p.idle && (
        <div className="case-controls">
          <OpenButton
            state={state}
            price={price}
            loading={p.opening}
            onOpen={() =>
              p.onOpen({
                mutation: openMutation,
                field: 'openGachaCase',
                variables: { input: { caseId: p.caseId, count: 1, expectedProgress: g.progress, fast: p.fast } },
                updater: (store) => linkProgress(store, 'openGachaCase', 'gacha', 'gacha', p.caseId),
                onRefused: refetch,
              })
            }
            label={<FormattedMessage id="cases.open" values={{ count: 1, price }} />}
          />
          <Button size="medium" color="secondary" disabled={g.progress <= 0 || p.opening || state.kind === 'unavailable'} loading={resetting} onClick={reset} data-testid="gacha-reset">
            <FormattedMessage id="cases.gacha.reset" values={{ crystals }} />
          </Button>
          {p.toggles}
        </div>
      )}
    </div>
  );
}
