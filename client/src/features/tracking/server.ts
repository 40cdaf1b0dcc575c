// What the tracking chunk asks the server: the pending analytics events
// (handed out once), and the consent kept on the player's account.

import { commitMutation, fetchQuery, graphql } from 'react-relay';
import { environment } from '../../app/env/relay';
import { readConsent, writeConsent, type Consent } from '../../app/layout/consent';
import { deliver, type AnalyticsBatch } from './analytics';
import type { serverTakeAnalyticsMutation } from '../../__generated__/serverTakeAnalyticsMutation.graphql';
import type { serverSetConsentMutation } from '../../__generated__/serverSetConsentMutation.graphql';
import type { serverConsentQuery } from '../../__generated__/serverConsentQuery.graphql';

const takeMutation = graphql`
  mutation serverTakeAnalyticsMutation {
    takeAnalytics {
      ga4 { ...serverEntry @relay(mask: false) }
      fbq { ...serverEntry @relay(mask: false) }
      snap { ...serverEntry @relay(mask: false) }
      outbrain { ...serverEntry @relay(mask: false) }
      taboola { ...serverEntry @relay(mask: false) }
      mgid { ...serverEntry @relay(mask: false) }
      bing { ...serverEntry @relay(mask: false) }
    }
  }
`;

graphql`
  fragment serverEntry on AnalyticsEntry {
    event
    params { transactionId method amount currency userId serialNumber }
  }
`;

const setConsentMutation = graphql`
  mutation serverSetConsentMutation($analytics: Boolean!, $marketing: Boolean!) {
    setConsent(analytics: $analytics, marketing: $marketing) { analytics marketing updatedAt }
  }
`;

const consentQuery = graphql`
  query serverConsentQuery {
    consent { analytics marketing updatedAt }
  }
`;

/** Takes the viewer's pending analytics events and delivers them (2 s later, with consent). */
export function pullAnalytics(): void {
  commitMutation<serverTakeAnalyticsMutation>(environment, {
    mutation: takeMutation,
    variables: {},
    onCompleted: (res) => deliver(res.takeAnalytics as AnalyticsBatch),
    onError: () => {},
  });
}

/** Keeps the visitor's choice on their account. */
export function saveConsent(c: Consent): void {
  commitMutation<serverSetConsentMutation>(environment, {
    mutation: setConsentMutation,
    variables: { analytics: c.analytics, marketing: c.marketing },
    onError: () => {},
  });
}

/**
 * Reconciles the browser's choice with the account's on sign-in: the later
 * one wins; the account's reaches a browser that has none.
 */
export function syncConsent(): void {
  fetchQuery<serverConsentQuery>(environment, consentQuery, {}, { fetchPolicy: 'network-only' }).subscribe({
    next: (d) => {
      const local = readConsent();
      const remote = d.consent;
      if (remote) {
        const at = Date.parse(String(remote.updatedAt));
        if (!local || (local.at ?? 0) < at) {
          writeConsent({ analytics: remote.analytics, marketing: remote.marketing, at }, { quiet: true });
          return;
        }
      }
      if (local && (!remote || remote.analytics !== local.analytics || remote.marketing !== local.marketing)) saveConsent(local);
    },
    error: () => {},
  });
}
