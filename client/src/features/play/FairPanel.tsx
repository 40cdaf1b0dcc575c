import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, readInlineData, useFragment, useMutation } from 'react-relay';
import { LLink } from '../../app/routing/lang';
import { handleApiError } from '../../app/errors/handle';
import { Button } from '../../app/ui/Button';
import './fair-panel.css';
import type { FairPanel_payload$data, FairPanel_payload$key } from '../../__generated__/FairPanel_payload.graphql';
import type { FairPanel_query$key } from '../../__generated__/FairPanel_query.graphql';
import type { FairPanelSetSeedMutation } from '../../__generated__/FairPanelSetSeedMutation.graphql';
import type { FairPanelRotateMutation } from '../../__generated__/FairPanelRotateMutation.graphql';

const fragment = graphql`
  fragment FairPanel_query on Query {
    fairSeed {
      id
      serverSeedHash
      clientSeed
      nonce
    }
  }
`;

// Both seed mutations answer the same payload: the revealed old seed and the
// new active one (the store updates the panel by the FairSeed id).
const payloadFragment = graphql`
  fragment FairPanel_payload on RotateSeedPayload @inline {
    revealed {
      serverSeed
      serverSeedHash
      clientSeed
      nonce
    }
    fairSeed {
      id
      serverSeedHash
      clientSeed
      nonce
    }
  }
`;

const setSeed = graphql`
  mutation FairPanelSetSeedMutation($clientSeed: String!) {
    setClientSeed(clientSeed: $clientSeed) {
      ...FairPanel_payload
    }
  }
`;

const rotate = graphql`
  mutation FairPanelRotateMutation {
    rotateServerSeed {
      ...FairPanel_payload
    }
  }
`;

type Revealed = FairPanel_payload$data['revealed'];
const revealedOf = (payload: FairPanel_payload$key) => readInlineData(payloadFragment, payload).revealed;

/**
 * The verifier's address for a roll; a drop's carries its case, the contents
 * revision and the family's roll descriptor (range:MIN-MAX, gacha:pity, ...).
 */
export function verifierLink(
  r: { serverSeed?: string; serverSeedHash?: string; clientSeed: string; nonce: number },
  caseAlias?: string,
  revision?: number,
  roll?: string,
): string {
  const p = new URLSearchParams({ clientSeed: r.clientSeed, nonce: String(r.nonce) });
  if (r.serverSeed) p.set('serverSeed', r.serverSeed);
  // Without the server seed, its hash lets the verifier find it once revealed.
  else if (r.serverSeedHash) p.set('hash', r.serverSeedHash);
  if (caseAlias) p.set('case', caseAlias);
  if (caseAlias && revision) p.set('revision', String(revision));
  if (caseAlias && roll) p.set('roll', roll);
  return `/fair?${p}`;
}

/** The viewer's seeds: hash of the secret server seed, editable client seed, nonce. */
export function FairPanel({ queryRef, caseAlias }: { queryRef: FairPanel_query$key; caseAlias?: string }) {
  const intl = useIntl();
  const { fairSeed } = useFragment(fragment, queryRef);
  const [clientSeed, setClientSeed] = useState(fairSeed?.clientSeed ?? '');
  const [revealed, setRevealed] = useState<Revealed | null>(null);
  const [commitSeed, savingSeed] = useMutation<FairPanelSetSeedMutation>(setSeed);
  const [commitRotate, rotating] = useMutation<FairPanelRotateMutation>(rotate);
  useEffect(() => setClientSeed(fairSeed?.clientSeed ?? ''), [fairSeed?.clientSeed]);

  return (
    <section className="fair-panel" data-testid="fair-panel">
      <h2 className="section-title">
        <FormattedMessage id="fair.title" />
      </h2>
      <p className="muted">
        <FormattedMessage id="fair.explain" />
      </p>
      {!fairSeed ? (
        <p className="muted">
          <FormattedMessage id="fair.signIn" />
        </p>
      ) : (
        <div className="fair-panel__grid">
          <label className="fair-field">
            <span className="fair-field__label">
              <FormattedMessage id="fair.serverSeedHash" />
            </span>
            <code className="fair-field__value" data-testid="server-seed-hash">
              {fairSeed.serverSeedHash}
            </code>
          </label>
          <label className="fair-field">
            <span className="fair-field__label">
              <FormattedMessage id="fair.clientSeed" />
            </span>
            <span className="row">
              <input className="field__input mono" value={clientSeed} maxLength={64} onChange={(e) => setClientSeed(e.target.value)} data-testid="client-seed" />
              <Button
                size="small"
                color="secondary"
                loading={savingSeed}
                disabled={!clientSeed.trim() || clientSeed === fairSeed.clientSeed}
                onClick={() =>
                  // A new client seed also reveals and replaces the server seed.
                  commitSeed({
                    variables: { clientSeed: clientSeed.trim() },
                    onCompleted: (r) => setRevealed(revealedOf(r.setClientSeed)),
                    onError: (e) => handleApiError(e),
                  })
                }
              >
                <FormattedMessage id="common.save" />
              </Button>
            </span>
          </label>
          <div className="fair-field">
            <span className="fair-field__label">
              <FormattedMessage id="fair.nonce" />
            </span>
            <code className="fair-field__value" data-testid="nonce">
              {fairSeed.nonce}
            </code>
          </div>
          <div className="row">
            <Button
              size="medium"
              color="secondary"
              loading={rotating}
              onClick={() =>
                commitRotate({
                  variables: {},
                  onCompleted: (r) => setRevealed(revealedOf(r.rotateServerSeed)),
                  onError: (e) => handleApiError(e),
                })
              }
              data-testid="rotate-seed"
            >
              <FormattedMessage id="fair.rotate" />
            </Button>
            <LLink to={verifierLink({ clientSeed: fairSeed.clientSeed, serverSeedHash: fairSeed.serverSeedHash, nonce: Math.max(0, fairSeed.nonce - 1) }, caseAlias)} className="link">
              <FormattedMessage id="fair.verifierLink" />
            </LLink>
          </div>
          {revealed && (
            <div className="fair-revealed" data-testid="revealed-seed">
              <span className="fair-field__label">
                <FormattedMessage id="fair.revealed" />
              </span>
              <code className="fair-field__value">{revealed.serverSeed}</code>
              <span className="muted">
                <FormattedMessage id="fair.revealedInfo" values={{ clientSeed: revealed.clientSeed, nonce: revealed.nonce }} />
              </span>
              <LLink to={verifierLink({ ...revealed, nonce: Math.max(0, revealed.nonce - 1) }, caseAlias)} className="link" aria-label={intl.formatMessage({ id: 'fair.verifierLink' })}>
                <FormattedMessage id="fair.verifyRevealed" />
              </LLink>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
