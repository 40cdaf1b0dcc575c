import { graphql, fetchQuery } from 'react-relay';
import { environment } from '../../app/env/relay';
import { loadNamespaces } from '../../i18n/load';
import { getLang } from '../../app/env/lang';
import { ui } from '../../app/state/ui';
import { browser, enablePush, pushState, type PushBrowser } from './state';
import { saveSubscription } from './api';
import { pushFailed } from './notices';
import { OFFERED_KEY } from './offer';
import type { promptPushKeyQuery } from '../../__generated__/promptPushKeyQuery.graphql';

const keyQuery = graphql`
  query promptPushKeyQuery {
    pushPublicKey
  }
`;

/** Shows the offer when push is ready and the browser never asked; remembers it was shown. */
export async function showPushPrompt(b: PushBrowser = browser()): Promise<boolean> {
  if (pushState.get() !== 'ready' || b.Notification?.permission !== 'default') return false;
  localStorage.setItem(OFFERED_KEY, '1');
  await loadNamespaces(getLang(), ['push']);
  ui.open({
    type: 'info',
    title: { id: 'push.prompt.title' },
    content: { id: 'push.prompt.text' },
    confirmLabel: { id: 'push.prompt.confirm' },
    onConfirm: () => {
      fetchQuery<promptPushKeyQuery>(environment, keyQuery, {})
        .toPromise()
        .then((d) => enablePush(d!.pushPublicKey, saveSubscription, b))
        .catch(pushFailed);
    },
  });
  return true;
}
