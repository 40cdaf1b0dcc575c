import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { handleApiError } from '../../app/errors/handle';
import { useLang } from '../../app/routing/lang';
import { Button } from '../../app/ui/Button';
import { formatMoney } from '../../i18n/money';
import type { TasksQuery, TasksQuery$data } from '../../__generated__/TasksQuery.graphql';
import type { TasksClaimMutation } from '../../__generated__/TasksClaimMutation.graphql';
import type { TasksCheckMutation } from '../../__generated__/TasksCheckMutation.graphql';

// The tasks on the owner's profile: progress bars moved by the games
// themselves (the server counts), a claim once completed, and a check for
// the kinds the server can re-read (a level, an email, a service).

const query = graphql`
  query TasksQuery {
    tasks {
      name
      kind
      service
      step
      steps
      state
      rewards {
        type
        value
        amount
        case {
          id
          name
        }
      }
    }
  }
`;

const claimMutation = graphql`
  mutation TasksClaimMutation($name: String) {
    claimTask(name: $name) {
      claimed {
        name
      }
      user {
        id
        balance
        crystals
        bullets
      }
    }
  }
`;

const checkMutation = graphql`
  mutation TasksCheckMutation($name: String!) {
    checkTask(name: $name) {
      name
      step
      state
    }
  }
`;

export type Task = TasksQuery$data['tasks'][number];

/** Kinds whose steps the server can read again on a check. */
const CHECKED = new Set(['reach_level', 'email_subscribe', 'connect_service']);

export const canCheck = (t: Pick<Task, 'kind' | 'state'>) => t.state === 'in_progress' && CHECKED.has(t.kind);

/** A progress bar's width in percent, 0..100. */
export const percentOf = (step: number, steps: number) => (steps > 0 ? Math.min(100, Math.floor((step * 100) / steps)) : 0);

const cents = (n: number) => (n / 100).toFixed(2);

const SERVICES: Record<string, string> = { twitter: 'X (Twitter)', discord: 'Discord', youtube: 'YouTube', telegrambot: 'Telegram' };

export function TaskTitle({ task }: { task: Pick<Task, 'kind' | 'steps' | 'service'> }) {
  const lang = useLang();
  switch (task.kind) {
    case 'open_cases':
      return <FormattedMessage id="tasks.kind.open_cases" values={{ count: task.steps }} />;
    case 'win_battle':
      return <FormattedMessage id="tasks.kind.win_battle" values={{ count: task.steps }} />;
    case 'deposit':
      return <FormattedMessage id="tasks.kind.deposit" values={{ amount: formatMoney(cents(task.steps), lang) }} />;
    case 'upgrade':
      return <FormattedMessage id="tasks.kind.upgrade" values={{ count: task.steps }} />;
    case 'reach_level':
      return <FormattedMessage id="tasks.kind.reach_level" values={{ level: task.steps }} />;
    case 'email_subscribe':
      return <FormattedMessage id="tasks.kind.email_subscribe" />;
    default:
      return <FormattedMessage id="tasks.kind.connect_service" values={{ service: SERVICES[task.service] ?? task.service }} />;
  }
}

function Rewards({ task }: { task: Task }) {
  const lang = useLang();
  return (
    <span className="progression__reward">
      {task.rewards.map((r, i) => (
        <span key={r.type}>
          {i > 0 && ' · '}
          {r.type === 'crystals' && <FormattedMessage id="tasks.reward.crystals" values={{ count: r.value }} />}
          {r.type === 'bullets' && <FormattedMessage id="tasks.reward.bullets" values={{ count: r.value }} />}
          {r.type === 'balance' && r.amount && formatMoney(r.amount, lang)}
          {r.type === 'case' && r.case && <FormattedMessage id="tasks.reward.case" values={{ name: r.case.name }} />}
        </span>
      ))}
    </span>
  );
}

export default function Tasks() {
  const [reloads, setReloads] = useState(0);
  const data = useLazyLoadQuery<TasksQuery>(query, {}, { fetchPolicy: 'store-and-network', fetchKey: reloads });
  const [commitClaim, claiming] = useMutation<TasksClaimMutation>(claimMutation);
  const [commitCheck, checking] = useMutation<TasksCheckMutation>(checkMutation);
  const lang = useLang();
  const reload = () => setReloads((n) => n + 1);
  const busy = claiming || checking;
  const claim = (name: string) => commitClaim({ variables: { name }, onCompleted: reload, onError: (e) => (reload(), handleApiError(e)) });
  const check = (name: string) => commitCheck({ variables: { name }, onCompleted: reload, onError: (e) => (reload(), handleApiError(e)) });
  return (
    <section className="progression" data-testid="tasks">
      <h2 className="section-title">
        <FormattedMessage id="tasks.title" />
      </h2>
      <ul className="progression__list">
        {data.tasks.map((t) => (
          <li key={t.name} className={`progression__row${t.state === 'claimed' ? ' is-done' : ''}`} data-testid={`task-${t.name}`} data-state={t.state}>
            <span className="progression__name">
              <TaskTitle task={t} />
            </span>
            <span className="progression__bar" role="progressbar" aria-valuemin={0} aria-valuemax={t.steps} aria-valuenow={t.step}>
              <span style={{ width: `${percentOf(t.step, t.steps)}%` }} />
            </span>
            <span className="muted" data-testid="task-step">
              {t.kind === 'deposit' ? (
                <FormattedMessage id="tasks.progress" values={{ have: formatMoney(cents(t.step), lang), need: formatMoney(cents(t.steps), lang) }} />
              ) : (
                <FormattedMessage id="tasks.progress" values={{ have: t.step, need: t.steps }} />
              )}
            </span>
            <Rewards task={t} />
            {t.state === 'claimed' && (
              <span className="muted">
                <FormattedMessage id="tasks.claimed" />
              </span>
            )}
            {t.state === 'completed' && (
              <Button size="small" disabled={busy} onClick={() => claim(t.name)} data-testid="task-claim">
                <FormattedMessage id="tasks.claim" />
              </Button>
            )}
            {canCheck(t) && (
              <Button size="small" color="secondary" disabled={busy} onClick={() => check(t.name)} data-testid="task-check">
                <FormattedMessage id="tasks.check" />
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
