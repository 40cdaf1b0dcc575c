import { verifierLink } from '../play/FairPanel';

// A row's "Verify" link: the roll's seed (its proof, the owner's only) and
// nonce; the verifier finds the server seed by its hash once it is revealed.

export interface Proof {
  readonly serverSeedHash: string;
  readonly clientSeed: string;
  readonly serverSeed?: string | null;
}

export interface Roll {
  readonly nonce: number;
  readonly proof?: Proof | null;
  readonly roll?: string;
  readonly caseRevision?: number;
  readonly case?: { readonly alias: string } | null;
}

/** The verifier's address for a roll, or null when it has no proof (another seed, or a skin changer's item). */
export function rollLink(r: Roll): string | null {
  if (!r.proof) return null;
  const seed = { serverSeed: r.proof.serverSeed ?? undefined, serverSeedHash: r.proof.serverSeedHash, clientSeed: r.proof.clientSeed, nonce: r.nonce };
  return verifierLink(seed, r.case?.alias, r.caseRevision, r.roll || undefined);
}
