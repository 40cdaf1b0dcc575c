import { Environment, Network, RecordSource, Store, commitMutation, createOperationDescriptor, getRequest, type GraphQLResponse } from 'relay-runtime';
import SocialsQueryArtifact, { type SocialsQuery } from '../../../__generated__/SocialsQuery.graphql';
import RewardsClaimMutationArtifact from '../../../__generated__/RewardsClaimMutation.graphql';
import viewerQueryArtifact, { type viewerQuery } from '../../../__generated__/viewerQuery.graphql';
import { linkSocials } from '../useSocialsMutation';

// A claim against a real store: the section reads the socials the payload
// brings, and the header (the viewer) the crystals of the payload's user.

const socials = (received: boolean) => ({
  email: { address: 'p@example.com', status: 'confirmed', confirmedAt: '2026-11-20T10:00:00Z' },
  phone: { masked: null, status: 'none', codeExpiresAt: null, resendAt: null, attemptsLeft: 0 },
  services: [{ service: 'twitter', available: true, connected: false, username: null, connectedAt: null }],
  rewards: [{ kind: 'email', crystals: 50, available: !received, received }],
  tweetedAt: null,
  nextTweetAt: null,
});

const me = { id: 'VXNlcjox', nickname: 'p', avatar: null, level: 1, balance: '1.00', crystals: 10, bullets: 0, candies: 0, selfBanUntil: null, country: null, ipCountry: null, activePromocode: null };

it('puts the claimed reward in the section and the crystals in the header', async () => {
  const payload: GraphQLResponse = {
    data: {
      claimSocialReward: {
        reward: { kind: 'email', received: true },
        socials: socials(true),
        user: { id: me.id, balance: '1.00', crystals: 60, bullets: 0, candies: 0 },
      },
    },
  };
  const environment = new Environment({ network: Network.create(() => Promise.resolve(payload)), store: new Store(new RecordSource()) });
  const section = createOperationDescriptor(getRequest(SocialsQueryArtifact), {});
  const viewer = createOperationDescriptor(getRequest(viewerQueryArtifact), {});
  environment.commitPayload(section, { socials: socials(false) });
  environment.commitPayload(viewer, { me });
  const rewards = () => (environment.lookup(section.fragment).data as SocialsQuery['response']).socials?.rewards;
  const crystals = () => (environment.lookup(viewer.fragment).data as viewerQuery['response']).me?.crystals;
  expect(rewards()).toEqual([{ kind: 'email', crystals: 50, available: true, received: false }]);
  expect(crystals()).toBe(10);

  await new Promise<void>((resolve, reject) =>
    commitMutation(environment, {
      mutation: RewardsClaimMutationArtifact,
      variables: { kind: 'email' },
      updater: linkSocials('claimSocialReward', 'socials'),
      onCompleted: () => resolve(),
      onError: reject,
    }),
  );
  expect(rewards()).toEqual([{ kind: 'email', crystals: 50, available: false, received: true }]);
  expect(crystals()).toBe(60);
});
