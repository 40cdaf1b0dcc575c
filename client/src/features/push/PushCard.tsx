import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { Button } from '../../app/ui/Button';
import { ui } from '../../app/state/ui';
import { handleApiError } from '../../app/errors/handle';
import type { MessageId } from '../../i18n/messageIds';
import { disablePush, enablePush, usePushState } from './state';
import { removeSubscription, saveSubscription, type Settings } from './api';
import { pushFailed } from './notices';
import type { PushCardQuery } from '../../__generated__/PushCardQuery.graphql';
import type { PushCardSetKindMutation } from '../../__generated__/PushCardSetKindMutation.graphql';
import type { PushCardTestMutation } from '../../__generated__/PushCardTestMutation.graphql';

// The profile's push card: enable on this browser, switch kinds, send a
// test push to every device of the player.

const query = graphql`
  query PushCardQuery {
    pushPublicKey
    pushSettings {
      devices
      kinds {
        kind
        enabled
      }
    }
  }
`;

const setKind = graphql`
  mutation PushCardSetKindMutation($kind: String!, $enabled: Boolean!) {
    setPushKind(kind: $kind, enabled: $enabled) {
      devices
      kinds {
        kind
        enabled
      }
    }
  }
`;

const sendTest = graphql`
  mutation PushCardTestMutation {
    sendTestPush
  }
`;

export const KIND_LABELS: Record<string, MessageId> = {
  withdrawal_sent: 'push.kind.withdrawal_sent',
  withdrawal_failed: 'push.kind.withdrawal_failed',
  battle_started: 'push.kind.battle_started',
  rematch_offer: 'push.kind.rematch_offer',
  support_reply: 'push.kind.support_reply',
  level_reward: 'push.kind.level_reward',
  extra_reward_reminder: 'push.kind.extra_reward_reminder',
  daily_bonus_reminder: 'push.kind.daily_bonus_reminder',
};

export function PushCard() {
  const data = useLazyLoadQuery<PushCardQuery>(query, {}, { fetchPolicy: 'network-only' });
  const state = usePushState();
  const [settings, setSettings] = useState<Settings>(data.pushSettings);
  const [busy, setBusy] = useState(false);
  const [commitKind, switching] = useMutation<PushCardSetKindMutation>(setKind);
  const [commitTest, testing] = useMutation<PushCardTestMutation>(sendTest);

  const change = (p: Promise<Settings | void>) => {
    setBusy(true);
    p.then((s) => s && setSettings(s))
      .catch(pushFailed)
      .finally(() => setBusy(false));
  };
  const enable = () => {
    let saved: Settings | undefined;
    change(enablePush(data.pushPublicKey, (keys) => saveSubscription(keys).then((s) => (saved = s))).then(() => saved));
  };
  const disable = () => {
    let saved: Settings | undefined;
    change(disablePush((endpoint) => removeSubscription(endpoint).then((s) => (saved = s))).then(() => saved));
  };
  const toggle = (kind: string, enabled: boolean) =>
    commitKind({ variables: { kind, enabled }, onCompleted: (d) => setSettings(d.setPushKind), onError: (e) => handleApiError(e) });
  const test = () =>
    commitTest({
      variables: {},
      onCompleted: () => ui.notify({ tone: 'success', text: { id: 'push.card.testSent' } }),
      onError: (e) => handleApiError(e),
    });

  return (
    <div className="settings-card" data-testid="push-card" data-state={state}>
      <h3 className="settings-card__title">
        <FormattedMessage id="push.card.title" />
      </h3>
      <p className="muted">
        <FormattedMessage id="push.card.text" />
      </p>
      {state === 'unsupported' && (
        <p data-testid="push-unsupported">
          <FormattedMessage id="push.card.unsupported" />
        </p>
      )}
      {state === 'ready' && (
        <Button size="medium" loading={busy} onClick={enable} data-testid="push-enable">
          <FormattedMessage id="push.card.enable" />
        </Button>
      )}
      {state === 'subscribed' && (
        <>
          <p data-testid="push-subscribed">
            <FormattedMessage id="push.card.enabled" />
          </p>
          <Button size="medium" loading={testing} onClick={test} data-testid="push-test">
            <FormattedMessage id="push.card.test" />
          </Button>{' '}
          <Button size="medium" color="secondary" loading={busy} onClick={disable} data-testid="push-disable">
            <FormattedMessage id="push.card.disable" />
          </Button>
        </>
      )}
      <p className="muted">
        <FormattedMessage id="push.card.kinds" />
      </p>
      {settings.kinds.map((k) =>
        KIND_LABELS[k.kind] ? (
          <label key={k.kind} className="settings-toggle">
            <input type="checkbox" checked={k.enabled} disabled={switching} onChange={(e) => toggle(k.kind, e.target.checked)} data-testid={`push-kind-${k.kind}`} />
            <span>
              <FormattedMessage id={KIND_LABELS[k.kind]} />
            </span>
          </label>
        ) : null,
      )}
    </div>
  );
}

export default PushCard;
