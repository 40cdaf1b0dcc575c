import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from './messageIds';

// Words the server sends in English (item wears, case group names) and their
// messages. Anything unknown is shown as the server sent it.

const WEAR: Record<string, MessageId> = {
  'Factory New': 'item.wear.factoryNew',
  'Minimal Wear': 'item.wear.minimalWear',
  'Field-Tested': 'item.wear.fieldTested',
  'Well-Worn': 'item.wear.wellWorn',
  'Battle-Scarred': 'item.wear.battleScarred',
};

// By the English name: the seed (server/catalog/seed) has no other stable key.
const GROUP: Record<string, MessageId> = {
  'New cases': 'catalog.group.newCases',
  'Classic cases': 'catalog.group.classicCases',
  'Operation cases': 'catalog.group.operationCases',
  'Stack cases': 'catalog.group.stackCases',
  'Range cases': 'catalog.group.rangeCases',
  'Bullet & candy cases': 'catalog.group.bulletCandyCases',
  'Gacha & dota cases': 'catalog.group.gachaDotaCases',
  'Discovered cases': 'catalog.group.discoveredCases',
  'Free cases': 'catalog.group.freeCases',
};

/** An item's wear (exterior) in the page language. */
export function WearName({ wear }: { wear: string }) {
  const id = WEAR[wear];
  return id ? <FormattedMessage id={id} /> : <>{wear}</>;
}

/** A case group's name in the page language (needs the catalog namespace). */
export function GroupName({ name }: { name: string }) {
  const id = GROUP[name];
  return id ? <FormattedMessage id={id} /> : <>{name}</>;
}

/** "AK-47 | Redline (Field-Tested)" with the wear in the page language; StatTrak™ and ★ stay. */
export function useItemName(): (marketHashName: string) => string {
  const intl = useIntl();
  return (name) => name.replace(/\(([^)]+)\)\s*$/, (all, wear: string) => (WEAR[wear] ? `(${intl.formatMessage({ id: WEAR[wear] })})` : all));
}
