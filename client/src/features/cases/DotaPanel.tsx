import type { ReactNode } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { graphql, useRefetchableFragment } from 'react-relay';
import { OpenButton } from './OpenControls';
import { useFormatAmount } from './Amount';
import { familyOpenState } from './family';
import { linkProgress, readAgain } from './progressStore';
import type { FamilyProps } from './familyProps';
import type { DotaPanel_case$key } from '../../__generated__/DotaPanel_case.graphql';

// dota: every open without a rare raises the rare items' weights for the
// player's next open of the case, up to a cap; a rare drop starts again.
// The chances shown are the server's, exact fractions of integer weights.

graphql`
  fragment DotaPanel_dota on DotaState {
    misses
    growthPercent
    maxPercent
    rareChance {
      numerator
      denominator
      percent
    }
    nextChances {
      numerator
      denominator
      percent
    }
  }
`;

// The misses come with the case page's query; they are read again only when
// the server refused an open because they had moved.
const caseFragment = graphql`
  fragment DotaPanel_case on Case @refetchable(queryName: "DotaPanelRefetchQuery") {
    dota {
      ...DotaPanel_dota @relay(mask: false)
    }
  }
`;

const openMutation = graphql`
  mutation DotaPanelOpenMutation($input: OpenProgressCaseInput!) {
    openDotaCase(input: $input) {
      ...CasePage_payload @relay(mask: false)
      dota {
        ...DotaPanel_dota @relay(mask: false)
      }
    }
  }
`;

/** How many of the next opens' chances the panel lists. */
export const NEXT_SHOWN = 5;

const Percent = ({ value }: { value: number }) => <FormattedNumber value={value / 100} style="percent" maximumFractionDigits={3} />;

export function DotaPanel(p: FamilyProps & { caseRef: DotaPanel_case$key; toggles: ReactNode }) {
  const format = useFormatAmount();
  const [{ dota: d }, refetch] = useRefetchableFragment(caseFragment, p.caseRef);
  if (!d) return null;
  const price = format(p.currency, p.priceAmount);
  const state = familyOpenState({ ...p, cost: p.priceAmount });
  // The bar is full when the rare weights reach their cap.
  const fill = d.maxPercent > 100 ? Math.min(1, (d.misses * d.growthPercent) / (d.maxPercent - 100)) : 0;

  return (
    <div className="dota" data-testid="dota-panel" data-misses={d.misses}>
      <div className="dota__chance">
        <span>
          <FormattedMessage id="cases.dota.rareChance" />
        </span>
        <strong data-testid="dota-rare-chance">
          <Percent value={d.rareChance.percent} />
        </strong>
      </div>
      <div className="meter meter--dota" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(fill * 100)}>
        <div className="meter__fill" style={{ width: `${fill * 100}%` }} />
      </div>
      <p className="muted small" data-testid="dota-misses">
        <FormattedMessage id="cases.dota.misses" values={{ count: d.misses }} />
      </p>
      {d.nextChances.length > 1 && (
        <div className="dota__next">
          <span className="muted small">
            <FormattedMessage id="cases.dota.next" />
          </span>
          <ol className="dota__list" data-testid="dota-next">
            {d.nextChances.slice(0, NEXT_SHOWN).map((c, i) => (
              <li key={i}>
                <Percent value={c.percent} />
              </li>
            ))}
          </ol>
        </div>
      )}
      {p.idle && (
        <div className="case-controls">
          <OpenButton
            state={state}
            price={price}
            loading={p.opening}
            onOpen={() =>
              p.onOpen({
                mutation: openMutation,
                field: 'openDotaCase',
                variables: { input: { caseId: p.caseId, count: 1, expectedProgress: d.misses, fast: p.fast } },
                updater: (store) => linkProgress(store, 'openDotaCase', 'dota', 'dota', p.caseId),
                onRefused: () => readAgain(refetch),
              })
            }
            label={<FormattedMessage id="cases.open" values={{ count: 1, price }} />}
          />
          {p.toggles}
        </div>
      )}
    </div>
  );
}
