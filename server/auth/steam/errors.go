package steam

import "errors"

// Sentinel errors. Every error returned by this package that stems from the
// sign-in response or from Steam wraps exactly one of these (with detail),
// so callers can branch with errors.Is without parsing messages.
var (
	// ErrCanceled: the user backed out on Steam's page (openid.mode=cancel).
	ErrCanceled = errors.New("steam: sign-in canceled")
	// ErrInvalid: the assertion is malformed or does not belong to this
	// relying party (wrong endpoint, return_to, identity, stale nonce...).
	ErrInvalid = errors.New("steam: invalid sign-in response")
	// ErrReplay: the assertion was genuine but its nonce was already used.
	ErrReplay = errors.New("steam: sign-in response replayed")
	// ErrNotVerified: Steam did not confirm the signature (is_valid != true).
	ErrNotVerified = errors.New("steam: sign-in response not confirmed by Steam")
	// ErrEndpoint: Steam could not be reached or answered with something
	// other than a well-formed protocol response.
	ErrEndpoint = errors.New("steam: endpoint unavailable")

	// ErrNoKey: no Web API key is configured; callers fall back to defaults.
	ErrNoKey = errors.New("steam: no Web API key configured")
	// ErrKeyRejected: the Web API refused the configured key (401/403).
	ErrKeyRejected = errors.New("steam: Web API key rejected")
	// ErrNoPlayer: the Web API has no (visible) player with that SteamID.
	ErrNoPlayer = errors.New("steam: player not found")
)
