import { useState, type ReactNode } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useLang } from '../../app/routing/lang';
import { formatMoney, moneyToCents } from '../../i18n/money';
import { OpenButton } from './OpenControls';
import { bpsPercent, familyOpenState } from './family';
import type { FamilyProps } from './familyProps';
import type { StackControls_rules$key } from '../../__generated__/StackControls_rules.graphql';

// stack: a stack of the same case at the stack's discount, opened at once.

const fragment = graphql`
  fragment StackControls_rules on CaseFamilyRules {
    stackSizes {
      count
      discountBps
      price
    }
  }
`;

const openMutation = graphql`
  mutation StackControlsOpenMutation($input: OpenStackCaseInput!) {
    openStackCase(input: $input) {
      ...CasePage_payload @relay(mask: false)
    }
  }
`;

export function StackControls(p: FamilyProps & { rules: StackControls_rules$key; toggles: ReactNode }) {
  const intl = useIntl();
  const lang = useLang();
  const { stackSizes } = useFragment(fragment, p.rules);
  const [size, setSize] = useState(stackSizes[0]?.count ?? 0);
  const chosen = stackSizes.find((s) => s.count === size) ?? stackSizes[0];
  if (!chosen) return null;
  const price = formatMoney(chosen.price, lang);
  const state = familyOpenState({ ...p, cost: moneyToCents(chosen.price) });
  return (
    <div className="case-controls">
      <div className="stack-picker" role="radiogroup" aria-label={intl.formatMessage({ id: 'cases.stack.size' })}>
        {stackSizes.map((s) => (
          <button
            key={s.count}
            type="button"
            role="radio"
            aria-checked={s.count === chosen.count}
            className={`stack-picker__item ${s.count === chosen.count ? 'is-active' : ''}`}
            onClick={() => setSize(s.count)}
            data-testid="stack-size"
            data-count={s.count}
          >
            <strong>×{s.count}</strong>
            <span className="stack-picker__discount">
              −<FormattedNumber value={bpsPercent(s.discountBps) / 100} style="percent" maximumFractionDigits={2} />
            </span>
            <span className="stack-picker__price">{formatMoney(s.price, lang)}</span>
          </button>
        ))}
      </div>
      <OpenButton
        state={state}
        price={price}
        loading={p.opening}
        onOpen={() =>
          p.onOpen({
            mutation: openMutation,
            field: 'openStackCase',
            variables: { input: { caseId: p.caseId, size: chosen.count, fast: p.fast } },
          })
        }
        label={<FormattedMessage id="cases.open" values={{ count: chosen.count, price }} />}
      />
      {p.toggles}
    </div>
  );
}
