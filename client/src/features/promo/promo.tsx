import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { commitMutation, graphql } from 'react-relay';
import { getToken } from '../../app/auth/token';
import { environment } from '../../app/env/relay';
import { getLang } from '../../app/env/lang';
import { asApiError } from '../../app/errors/ApiError';
import { handleApiError } from '../../app/errors/handle';
import { refetchViewer } from '../../app/layout/viewer';
import { ui } from '../../app/state/ui';
import { Button } from '../../app/ui/Button';
import { loadNamespaces } from '../../i18n/load';
import { activationNotice, rewardOf, type Reward } from './notices';
import { cleanCode, readLanding, savePromo, takeSavedPromo, type SavedPromo } from './saved';
import type { promoActivateCodeMutation, promoActivateCodeMutation$data } from '../../__generated__/promoActivateCodeMutation.graphql';
import type { promoActivatePageMutation, promoActivatePageMutation$data } from '../../__generated__/promoActivatePageMutation.graphql';
import type { promoSetReferrerMutation } from '../../__generated__/promoSetReferrerMutation.graphql';
import './promo.css';

// Promo codes as the rest of the site uses them: the code field (pay and
// profile pages), activating a code or a promo page's code, the activation
// after sign-in and a landing link's ?promo= and ?asset_id=. One module on
// purpose: it is one chunk (the entry lists every lazy chunk's file for
// preloading, so each file costs the home page bytes). The rules it follows
// are in saved.ts and notices.ts.

export { savePromo };

// Activating a promo code (the field on the pay and profile pages, a ?promo=
// link) or a promo page's code. The payload's user carries what the header
// shows (the balance a money code adds, the percent waiting for the next
// deposit: the Refill button's +N%).

const codeMutation = graphql`
  mutation promoActivateCodeMutation($code: String!) {
    activatePromocode(code: $code) {
      activation {
        id
        code
        type
        amount
        percent
        caseName
      }
      user {
        id
        balance
        activePromocode {
          code
          percent
          bonusBps
        }
      }
    }
  }
`;

const pageMutation = graphql`
  mutation promoActivatePageMutation($name: String!, $group: String) {
    activatePromo(name: $name, group: $group) {
      activation {
        id
        code
        type
        amount
        percent
        caseName
      }
      user {
        id
        balance
        activePromocode {
          code
          percent
          bonusBps
        }
      }
    }
  }
`;

export type ActivationResult = promoActivateCodeMutation$data['activatePromocode'] | promoActivatePageMutation$data['activatePromo'];

function run<T>(commit: (done: (v: T) => void, fail: (e: unknown) => void) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => commit(resolve, reject));
}

/** Activates a promo code for the viewer. */
export function activateCode(code: string): Promise<ActivationResult> {
  return run((done, fail) =>
    commitMutation<promoActivateCodeMutation>(environment, {
      mutation: codeMutation,
      variables: { code },
      onCompleted: (res) => done(res.activatePromocode),
      onError: fail,
    }),
  );
}

/** Activates a promo page's code, within its group when it has one. */
export function activatePage(name: string, group?: string | null): Promise<ActivationResult> {
  return run((done, fail) =>
    commitMutation<promoActivatePageMutation>(environment, {
      mutation: pageMutation,
      variables: { name, group: group || null },
      onCompleted: (res) => done(res.activatePromo),
      onError: fail,
    }),
  );
}

/** Tells the player what the activation gave (the promo messages load first if needed). */
export async function announce(result: ActivationResult): Promise<void> {
  await loadNamespaces(getLang(), ['promo']).catch(() => {});
  ui.notify(activationNotice(result.activation), 8000);
}

/**
 * Activates a saved code or page and tells the player the outcome: the
 * success notice, or the error's (cooldown modal, referrer info, ...).
 * Resolves with whether it was activated; onActivated hears what it gave
 * (a page showing what the code adds reads it again).
 */
export async function activateAndAnnounce(p: SavedPromo, onActivated?: (reward: Reward) => void): Promise<boolean> {
  try {
    const result = p.page ? await activatePage(p.code, p.group) : await activateCode(p.code);
    onActivated?.(rewardOf(result.activation));
    await announce(result);
    return true;
  } catch (e) {
    // The refusal's text may be the promo messages' (after a sign-in, nothing has loaded them yet).
    await loadNamespaces(getLang(), ['promo']).catch(() => {});
    handleApiError(e, { promoCode: p.code });
    return false;
  }
}

const referrerMutation = graphql`
  mutation promoSetReferrerMutation($code: String!) {
    setReferrer(code: $code) {
      id
    }
  }
`;

/**
 * After a sign-in that came through a ref- page: binds the player to that
 * partner (already done by the sign-in for a new player, so it answers
 * quietly), or shows the referrer notice when they are someone else's.
 */
export async function confirmReferrer(code: string): Promise<void> {
  try {
    await run<unknown>((done, fail) =>
      commitMutation<promoSetReferrerMutation>(environment, {
        mutation: referrerMutation,
        variables: { code },
        onCompleted: done,
        onError: fail,
      }),
    );
  } catch (e) {
    if (asApiError(e).code === 'api.user_has_referer') handleApiError(e);
  }
}

/**
 * After sign-in: the code saved before it, activated once. The viewer is
 * then read again: the sign-in's own reads of it (the token's refetch, the
 * first screen's query) started before the activation and may land after
 * it, putting back a viewer without the code's +N%.
 */
export async function activateSaved(): Promise<boolean> {
  const p = takeSavedPromo();
  if (!p) return false;
  const ok = await activateAndAnnounce(p);
  if (ok) refetchViewer();
  return ok;
}

// A landing link's campaign parameters (app/auth/signIn.ts loads this module
// on arrival only when the URL has ?promo= or ?asset_id=): the numeric
// asset_id goes in its cookie, the promo code is saved and, for a signed-in
// player, activated at once; otherwise it waits for the sign-in. The promo
// parameter leaves the address so that a reload does not activate it again.
export function captureLanding(): void {
  const { promo, cookie, search } = readLanding(window.location.search, window.location.protocol === 'https:');
  if (cookie) document.cookie = cookie;
  if (!promo) return;
  window.history.replaceState(window.history.state, '', window.location.pathname + search + window.location.hash);
  savePromo({ code: promo });
  if (getToken()) void activateSaved();
}

/**
 * The promo code field (pay and profile pages): activates the code for the
 * signed-in player and says what it gave (to onActivated too); a refusal
 * shows the server's (the cooldown modal, the referrer notice, ...).
 */
export function PromoCodeField({ onActivated }: { onActivated?: (reward: Reward) => void }) {
  const intl = useIntl();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const clean = cleanCode(code);
  const submit = () => {
    if (!clean || busy) return;
    setBusy(true);
    void activateAndAnnounce({ code: clean }, onActivated).then((ok) => {
      setBusy(false);
      if (ok) setCode('');
    });
  };
  return (
    <form
      className="promo-field"
      data-testid="promo-field"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <label className="promo-field__label" htmlFor="promo-code">
        <FormattedMessage id="promo.field.label" />
      </label>
      <div className="promo-field__row">
        <span className="field">
          <input
            id="promo-code"
            className="field__input"
            value={code}
            maxLength={64}
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => setCode(e.target.value)}
            placeholder={intl.formatMessage({ id: 'promo.field.placeholder' })}
            data-testid="promo-input"
          />
        </span>
        <Button type="submit" color="secondary" loading={busy} disabled={!clean} data-testid="promo-activate">
          <FormattedMessage id="promo.field.activate" />
        </Button>
      </div>
    </form>
  );
}
