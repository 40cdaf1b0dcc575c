import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import { handleApiError } from '../../app/errors/handle';
import { Button } from '../../app/ui/Button';
import { INTRO_SECONDS, MAX_ROUNDS, REMATCH_WINDOW_MS, ROUND_SECONDS } from './rules.gen';
import type { BattleRulesAcceptMutation } from '../../__generated__/BattleRulesAcceptMutation.graphql';

const acceptMutation = graphql`
  mutation BattleRulesAcceptMutation {
    acceptBattleRules
  }
`;

/** How battles play, with the server's constants; open for a signed-in player until they accept them (POST /case_battle/understand). */
export function BattleRules({ accepted, signedIn }: { accepted: boolean; signedIn: boolean }) {
  const [done, setDone] = useState(accepted);
  const [open, setOpen] = useState(signedIn && !accepted);
  const [commit, sending] = useMutation<BattleRulesAcceptMutation>(acceptMutation);
  const accept = () =>
    commit({
      variables: {},
      onCompleted: () => {
        setDone(true);
        setOpen(false);
      },
      onError: (e) => handleApiError(e, { area: 'case_battle' }),
    });
  return (
    <details className="battle-rules" open={open} onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)} data-testid="battle-rules">
      <summary>
        <FormattedMessage id="battles.rules.title" />
      </summary>
      <ul>
        <li>
          <FormattedMessage id="battles.rules.rounds" values={{ max: MAX_ROUNDS }} />
        </li>
        <li>
          <FormattedMessage id="battles.rules.clock" values={{ intro: INTRO_SECONDS, round: ROUND_SECONDS }} />
        </li>
        <li>
          <FormattedMessage id="battles.rules.winner" />
        </li>
        <li>
          <FormattedMessage id="battles.rules.teams" />
        </li>
        <li>
          <FormattedMessage id="battles.rules.paymode" />
        </li>
        <li>
          <FormattedMessage id="battles.rules.rematch" values={{ seconds: REMATCH_WINDOW_MS / 1000 }} />
        </li>
        <li>
          <FormattedMessage id="battles.rules.fair" />
        </li>
      </ul>
      {signedIn && !done && (
        <Button onClick={accept} loading={sending} data-testid="accept-rules">
          <FormattedMessage id="battles.rules.accept" />
        </Button>
      )}
    </details>
  );
}
