package steam

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"
)

// DefaultAPIBase is the Steam Web API host.
const DefaultAPIBase = "https://api.steampowered.com"

// maxAPIBody bounds a GetPlayerSummaries answer for a single player.
const maxAPIBody = 1 << 20

var defaultAPIClient = &http.Client{Timeout: 10 * time.Second}

// WebAPI is a minimal Steam Web API client.
type WebAPI struct {
	Base   string       // e.g. DefaultAPIBase; empty = DefaultAPIBase
	Key    string       // Web API key; empty = ErrNoKey without any request
	Client *http.Client // nil = a client with a 10 s timeout
}

// Profile is the public part of a Steam profile the storefront shows.
type Profile struct {
	SteamID  string
	Nickname string // personaname
	Avatar   string // avatarfull
}

// PlayerSummary fetches the profile of one SteamID64 via
// ISteamUser/GetPlayerSummaries/v2. Errors never contain the API key.
func (w *WebAPI) PlayerSummary(ctx context.Context, steamID string) (Profile, error) {
	if w == nil || w.Key == "" {
		return Profile{}, ErrNoKey
	}
	// Checked locally so that a malformed id cannot smuggle extra ids or
	// parameters into the request.
	if !isSteamID64(steamID) {
		return Profile{}, fmt.Errorf("%w: malformed SteamID", ErrNoPlayer)
	}
	base := w.Base
	if base == "" {
		base = DefaultAPIBase
	}
	v := url.Values{"key": {w.Key}, "steamids": {steamID}}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet,
		strings.TrimRight(base, "/")+"/ISteamUser/GetPlayerSummaries/v2/?"+v.Encode(), nil)
	if err != nil {
		// The parse error would quote the URL, key included.
		return Profile{}, fmt.Errorf("%w: GetPlayerSummaries: bad base URL", ErrEndpoint)
	}
	req.Header.Set("Accept", "application/json")
	client := w.Client
	if client == nil {
		client = defaultAPIClient
	}
	resp, err := client.Do(req)
	if err != nil {
		// *url.Error prints the request URL, which carries the key.
		if ue := (*url.Error)(nil); errors.As(err, &ue) {
			err = ue.Err
		}
		return Profile{}, fmt.Errorf("%w: GetPlayerSummaries: %w", ErrEndpoint, err)
	}
	defer resp.Body.Close()
	switch {
	case resp.StatusCode == http.StatusUnauthorized || resp.StatusCode == http.StatusForbidden:
		return Profile{}, fmt.Errorf("%w: HTTP %d", ErrKeyRejected, resp.StatusCode)
	case resp.StatusCode != http.StatusOK:
		return Profile{}, fmt.Errorf("%w: GetPlayerSummaries: HTTP %d", ErrEndpoint, resp.StatusCode)
	}

	var body struct {
		Response struct {
			Players []struct {
				SteamID     string `json:"steamid"`
				PersonaName string `json:"personaname"`
				AvatarFull  string `json:"avatarfull"`
			} `json:"players"`
		} `json:"response"`
	}
	if err := json.NewDecoder(io.LimitReader(resp.Body, maxAPIBody)).Decode(&body); err != nil {
		return Profile{}, fmt.Errorf("%w: GetPlayerSummaries: malformed response: %w", ErrEndpoint, err)
	}
	// Match on the id rather than taking players[0]: the answer must be
	// about the player we asked for.
	for _, pl := range body.Response.Players {
		if pl.SteamID == steamID {
			return Profile{SteamID: pl.SteamID, Nickname: pl.PersonaName, Avatar: pl.AvatarFull}, nil
		}
	}
	return Profile{}, ErrNoPlayer
}
