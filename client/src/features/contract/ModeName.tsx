import { FormattedMessage } from 'react-intl';
import type { Mode } from './rules';

/** A mode's name in the player's language. */
export function ModeName({ mode }: { mode: Mode }) {
  if (mode === 'safe') return <FormattedMessage id="contract.mode.safe" />;
  if (mode === 'risky') return <FormattedMessage id="contract.mode.risky" />;
  return <FormattedMessage id="contract.mode.normal" />;
}
