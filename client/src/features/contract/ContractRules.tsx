import { Fragment, type ReactNode } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import { LLink, useLang } from '../../app/routing/lang';
import { handleApiError } from '../../app/errors/handle';
import { Button } from '../../app/ui/Button';
import { Modal } from '../../app/ui/Modal';
import { centsToMoney, formatMoney } from '../../i18n/money';
import { ModeName } from './ModeName';
import { multipliers, type ModeRange } from './rules';
import type { ContractRulesAcceptMutation } from '../../__generated__/ContractRulesAcceptMutation.graphql';

export interface RulesInfo {
  houseEdgeBps: number;
  minItems: number;
  maxItems: number;
  maxOutcomes: number;
  centsPerBullet: number;
  modes: readonly ModeRange[];
}

const pct = (fraction: number) => <FormattedNumber value={fraction} style="percent" maximumFractionDigits={2} />;
const b = (t: ReactNode[]) => <strong>{t}</strong>;

/** ×0.5 – ×2 */
export function ModeMultipliers({ range }: { range: Pick<ModeRange, 'lowPermille' | 'highPermille'> }) {
  const [low, high] = multipliers(range);
  return (
    <FormattedMessage
      id="contract.mode.range"
      values={{ low: <FormattedNumber value={low} maximumFractionDigits={2} />, high: <FormattedNumber value={high} maximumFractionDigits={2} /> }}
    />
  );
}

/** The rules of the contract (server/contract/table.go), in short. */
export function RulesList({ info }: { info: RulesInfo }) {
  const lang = useLang();
  return (
    <ol className="contract-rules__list">
      <li>
        <FormattedMessage
          id="contract.rules.give"
          values={{ min: info.minItems, max: info.maxItems, bullet: formatMoney(centsToMoney(info.centsPerBullet), lang), b }}
        />
      </li>
      <li>
        <FormattedMessage
          id="contract.rules.modes"
          values={{
            modes: info.modes.map((m, i) => (
              <Fragment key={m.mode}>
                {i > 0 && ' · '}
                <strong>
                  <ModeName mode={m.mode} />
                </strong>{' '}
                <ModeMultipliers range={m} />
              </Fragment>
            )),
          }}
        />
      </li>
      <li>
        <FormattedMessage id="contract.rules.table" values={{ max: info.maxOutcomes, edge: pct(info.houseEdgeBps / 10_000), b }} />
      </li>
      <li>
        <FormattedMessage id="contract.rules.roll" values={{ b }} />
      </li>
      <li>
        <FormattedMessage id="contract.rules.outcome" />
      </li>
      <li>
        <FormattedMessage id="contract.rules.fair" values={{ link: (t: ReactNode[]) => <LLink to="/fair" className="link">{t}</LLink> }} />
      </li>
    </ol>
  );
}

/** The rules under the game. */
export function ContractRules({ info }: { info: RulesInfo }) {
  return (
    <section className="contract-rules" data-testid="contract-rules">
      <h2 className="section-title">
        <FormattedMessage id="contract.rules.title" />
      </h2>
      <RulesList info={info} />
    </section>
  );
}

const acceptMutation = graphql`
  mutation ContractRulesAcceptMutation {
    acceptContractRules {
      rulesAccepted
    }
  }
`;

/** Shown before the first contract: the rules, accepted once (acceptContractRules). */
export function ContractRulesModal({ info, onAccepted, onClose }: { info: RulesInfo; onAccepted: () => void; onClose: () => void }) {
  const [accept, accepting] = useMutation<ContractRulesAcceptMutation>(acceptMutation);
  return (
    <Modal
      title={<FormattedMessage id="contract.rules.title" />}
      onClose={onClose}
      className="contract-rules-modal"
      footer={
        <Button
          size="large"
          loading={accepting}
          onClick={() =>
            accept({
              variables: {},
              onCompleted: (res) => {
                if (res.acceptContractRules.rulesAccepted) onAccepted();
              },
              onError: (e) => handleApiError(e, { area: 'contract' }),
            })
          }
          data-testid="contract-rules-accept"
        >
          <FormattedMessage id="contract.rules.accept" />
        </Button>
      }
    >
      <div data-testid="contract-rules-modal">
        <p className="muted">
          <FormattedMessage id="contract.rules.intro" />
        </p>
        <RulesList info={info} />
      </div>
    </Modal>
  );
}
