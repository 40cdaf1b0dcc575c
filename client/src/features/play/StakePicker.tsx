import { Suspense, type ComponentProps, type ReactNode } from 'react';
import { ui } from '../../app/state/ui';
import { Button } from '../../app/ui/Button';
import { NumberInput } from '../../app/ui/NumberInput';
import { PageSpinner } from '../../app/ui/PageSpinner';
import { DropPicker } from '../../entities/drop/DropPicker';
import type { Stake } from './useStake';

interface Props {
  /** The page's class prefix: `${cls}-panel`, `${cls}-panel__head`, `${cls}-signin`. */
  cls: string;
  /** A modifier of the panel (`upgrade-panel--stake`). */
  modifier?: string;
  testIds: { panel: string; count: string; signIn: string; signInButton?: string };
  title: ReactNode;
  /** "3 of 10 items", shown to a signed-in player. */
  count: ReactNode;
  signInText: ReactNode;
  signInLabel: ReactNode;
  /** What an empty inventory says. */
  empty: ReactNode;
  /** The viewer's id; null for a visitor, who is asked to sign in. */
  userId: string | null;
  stake: Stake;
  disabled: boolean;
  /** Moves on after each play: the inventory is read again. */
  reloadKey: number;
  /** The amounts (bullets, balance) under the items. */
  children?: ReactNode;
}

/** The stake panel of a game that takes drops: the inventory to pick from, and the amounts. */
export function StakePicker(p: Props) {
  const { cls, stake } = p;
  return (
    <section className={`${cls}-panel ${p.modifier ? `${cls}-panel--${p.modifier}` : ''}`.trim()} data-testid={p.testIds.panel}>
      <header className={`${cls}-panel__head`}>
        <h2 className="section-title">{p.title}</h2>
        {p.userId && (
          <span className={`muted small ${stake.full ? 'is-full' : ''}`} data-testid={p.testIds.count}>
            {p.count}
          </span>
        )}
      </header>
      {!p.userId ? (
        <div className={`${cls}-signin`} data-testid={p.testIds.signIn}>
          <p className="muted">{p.signInText}</p>
          <Button size="large" onClick={() => ui.open({ type: 'login' })} data-testid={p.testIds.signInButton}>
            {p.signInLabel}
          </Button>
        </div>
      ) : (
        <>
          <Suspense fallback={<PageSpinner />}>
            <DropPicker
              userId={p.userId}
              selected={stake.ids}
              full={stake.full}
              disabled={p.disabled}
              onToggle={stake.toggle}
              reloadKey={p.reloadKey}
              empty={p.empty}
            />
          </Suspense>
          {p.children}
        </>
      )}
    </section>
  );
}

interface AmountProps extends ComponentProps<typeof NumberInput> {
  cls: string;
  label: ReactNode;
  /** What the player holds, after the label. */
  held: ReactNode;
}

/** One amount of the stake (bullets, balance) with what the player holds. */
export function StakeAmount({ cls, label, held, ...input }: AmountProps) {
  return (
    <label className={`${cls}-amount`}>
      <span className={`${cls}-amount__label`}>
        {label}
        <span className="muted small">{held}</span>
      </span>
      <NumberInput {...input} />
    </label>
  );
}
