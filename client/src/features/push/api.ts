import { commitMutation, graphql } from 'react-relay';
import { environment } from '../../app/env/relay';
import type { SubscriptionKeys } from './state';
import type { apiSubscribePushMutation, apiSubscribePushMutation$data } from '../../__generated__/apiSubscribePushMutation.graphql';
import type { apiUnsubscribePushMutation } from '../../__generated__/apiUnsubscribePushMutation.graphql';

// The server side of enabling and disabling, shared by the card and the
// soft prompt.

const subscribeMutation = graphql`
  mutation apiSubscribePushMutation($endpoint: String!, $p256dh: String!, $auth: String!) {
    subscribePush(endpoint: $endpoint, p256dh: $p256dh, auth: $auth) {
      devices
      kinds {
        kind
        enabled
      }
    }
  }
`;

const unsubscribeMutation = graphql`
  mutation apiUnsubscribePushMutation($endpoint: String!) {
    unsubscribePush(endpoint: $endpoint) {
      devices
      kinds {
        kind
        enabled
      }
    }
  }
`;

export type Settings = apiSubscribePushMutation$data['subscribePush'];

function run<T>(commit: (done: (v: T) => void, fail: (e: Error) => void) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => commit(resolve, reject));
}

export function saveSubscription(keys: SubscriptionKeys): Promise<Settings> {
  return run((done, fail) =>
    commitMutation<apiSubscribePushMutation>(environment, {
      mutation: subscribeMutation,
      variables: keys,
      onCompleted: (data, errors) => (errors?.length ? fail(new Error(errors[0].message)) : done(data.subscribePush)),
      onError: fail,
    }),
  );
}

export function removeSubscription(endpoint: string): Promise<Settings> {
  return run((done, fail) =>
    commitMutation<apiUnsubscribePushMutation>(environment, {
      mutation: unsubscribeMutation,
      variables: { endpoint },
      onCompleted: (data, errors) => (errors?.length ? fail(new Error(errors[0].message)) : done(data.unsubscribePush)),
      onError: fail,
    }),
  );
}
