import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/messageIds';

// The pay page's groups, methods and gates come from the server with English
// names (server/payments/methods.go); the page shows them in its language,
// keyed by codename. A codename not listed here (a new method, a brand such as
// Apple Pay or ZEN) shows the server's name.

const GROUPS: Record<string, MessageId> = {
  cards: 'pay.group.cards',
  alternative: 'pay.group.alternative',
  skins: 'pay.group.skins',
};

const METHODS: Record<string, MessageId> = {
  widget: 'pay.method.card',
  'zen-widget': 'pay.method.zenWidget',
};

// Skin deposits are named after their provider, the codename: "Skins (stmboy)".
const SKIN_PROVIDERS = new Set(['stmboy', '50skins']);

const GATES: Record<string, MessageId> = {
  sandbox: 'pay.gate.sandbox',
};

type Named = { codename: string; name: string };

export function GroupName({ group }: { group: Named }) {
  const id = GROUPS[group.codename];
  return id ? <FormattedMessage id={id} /> : <>{group.name}</>;
}

export function MethodName({ method }: { method: Named }) {
  const id = METHODS[method.codename];
  if (id) return <FormattedMessage id={id} />;
  if (SKIN_PROVIDERS.has(method.codename)) return <FormattedMessage id="pay.method.skins" values={{ provider: method.codename }} />;
  return <>{method.name}</>;
}

export function GateName({ gate }: { gate: Named }) {
  const id = GATES[gate.codename];
  return id ? <FormattedMessage id={id} /> : <>{gate.name}</>;
}
