import { useState, type ReactNode } from 'react';
import { LLink } from '../../app/routing/lang';
import { Button } from '../../app/ui/Button';
import { useSellDrops } from '../../entities/drop/sellDrops';
import { ItemCard } from '../../entities/item/ItemCard';
import { Celebration } from './Celebration';
import { verifierLink } from './FairPanel';
import type { ItemCard_item$key } from '../../__generated__/ItemCard_item.graphql';

interface Props {
  /** The page's class prefix: `${cls}-result`, `${cls}-result__title`. */
  cls: string;
  /** won / lost, up / down: a modifier class. */
  tone?: string;
  testId: string;
  title: ReactNode;
  titleTestId?: string;
  /** data-* attributes of the card. */
  data?: Record<`data-${string}`, string | number | boolean | undefined>;
  /** The rarity of what the play gave: a covert or ★ item is celebrated. */
  celebrate?: string | null;
  children: ReactNode;
}

/** A play's result: its title, then what the game shows of it. */
export function ResultCard({ cls, tone, testId, title, titleTestId, data, celebrate, children }: Props) {
  return (
    <div className={`${cls}-result celebration-host${tone ? ` ${tone}` : ''}`} data-testid={testId} {...data} aria-live="polite">
      {celebrate && <Celebration rarity={celebrate} />}
      <h2 className={`${cls}-result__title`} data-testid={titleTestId}>
        {title}
      </h2>
      {children}
    </div>
  );
}

/** The item a play gave, with a note once sold. */
export function ResultItem({ cls, item, testId, sold }: { cls: string; item: ItemCard_item$key; testId: string; sold?: ReactNode }) {
  return (
    <div className={`${cls}-result__item`}>
      <ItemCard item={item} testId={testId}>
        {sold}
      </ItemCard>
    </div>
  );
}

/** The verifier's page for this play's roll. */
export function VerifyLink({
  clientSeed,
  seedHash,
  nonce,
  testId,
  children,
}: {
  clientSeed: string;
  seedHash?: string;
  nonce: number;
  testId: string;
  children: ReactNode;
}) {
  return (
    <LLink to={verifierLink({ clientSeed, serverSeedHash: seedHash, nonce })} className="link" data-testid={testId}>
      {children}
    </LLink>
  );
}

interface ActionsProps {
  /** The won drop while it can still be sold. */
  sell: { dropId: string; label: ReactNode; testId: string } | null;
  again: { onAgain: () => void; label: ReactNode; testId: string };
}

/** Sell the won item (or keep it), and play again. */
export function ResultActions({ sell, again }: ActionsProps) {
  const [sellDrops, selling] = useSellDrops();
  const [busy, setBusy] = useState(false);
  return (
    <div className="row row--center">
      {sell && (
        <Button
          size="large"
          color="green"
          loading={selling && busy}
          onClick={() => {
            setBusy(true);
            sellDrops([sell.dropId], () => setBusy(false));
          }}
          data-testid={sell.testId}
        >
          {sell.label}
        </Button>
      )}
      <Button size="large" color="secondary" onClick={again.onAgain} data-testid={again.testId}>
        {again.label}
      </Button>
    </div>
  );
}
