package socials

import (
	"context"
	"crypto/rand"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"slices"
	"strconv"
	"time"

	"go.uber.org/zap"
	"golang.org/x/oauth2"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/socialconnection"
	"github.com/casefront/casefront/ent/socialoauthstate"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/config"
	"github.com/casefront/casefront/server/events"
	"github.com/casefront/casefront/server/play"
	"github.com/casefront/casefront/server/store"
)

// StateFor is how long a started connect may come back.
const StateFor = 10 * time.Minute

// Outcome is what a connect's callback did; the profile shows it.
type Outcome string

const (
	Connected   Outcome = "connected"
	Denied      Outcome = "denied"      // the player refused at the service
	Expired     Outcome = "expired"     // unknown, used or outdated state
	Taken       Outcome = "taken"       // the account is linked to another player
	Unavailable Outcome = "unavailable" // the service did not answer as it should
	Refused     Outcome = "refused"     // a self-ban or restriction since the start
)

func validService(svc string) error {
	if !slices.Contains(config.SocialServices, svc) {
		return refuse("service_unknown", "no service %q", svc).With("field", "service")
	}
	return nil
}

func (s *Service) oauth(svc string) (*oauth2.Config, config.OAuthProvider, error) {
	p, ok := s.Cfg.Providers[svc]
	if !ok {
		return nil, p, apperr.SocialUnavailable.Msg("%s is not available on this site", svc).With("service", svc)
	}
	return &oauth2.Config{ClientID: p.ClientID, ClientSecret: p.ClientSecret, Scopes: p.Scopes,
		Endpoint:    oauth2.Endpoint{AuthURL: p.AuthURL, TokenURL: p.TokenURL, AuthStyle: oauth2.AuthStyleInHeader},
		RedirectURL: s.BaseURL + "/me/service/" + svc + "/callback"}, p, nil
}

// Connect starts connecting svc (GET /me/service/{service}/connect,
// mutation connectService): answers the service's consent page, with a
// state kept here and a PKCE challenge.
func (s *Service) Connect(ctx context.Context, a *actor.Actor, svc string) (*Connect, error) {
	now := s.Now.Now()
	if err := play.Refusal(a, now, nil); err != nil {
		return nil, err
	}
	if err := validService(svc); err != nil {
		return nil, err
	}
	cfg, _, err := s.oauth(svc)
	if err != nil {
		return nil, err
	}
	linked, err := s.DB.SocialConnection.Query().Where(socialconnection.UserID(a.UserID), socialconnection.Service(svc)).Exist(ctx)
	if err != nil {
		return nil, err
	}
	if linked {
		return nil, refuse("service_connected", "%s is already connected", svc).With("field", "service")
	}
	state, verifier := rand.Text(), oauth2.GenerateVerifier()
	// Outdated states are swept here: a connect is rare enough.
	if _, err := s.DB.SocialOAuthState.Delete().Where(socialoauthstate.ExpiresAtLT(now)).Exec(ctx); err != nil {
		return nil, err
	}
	if err := s.DB.SocialOAuthState.Create().SetStateHash(hashHex(state)).SetUserID(a.UserID).SetService(svc).
		SetVerifier(verifier).SetExpiresAt(now.Add(StateFor)).SetCreatedAt(now).Exec(ctx); err != nil {
		return nil, err
	}
	return &Connect{Service: svc, URL: cfg.AuthCodeURL(state, oauth2.S256ChallengeOption(verifier))}, nil
}

// Callback finishes a connect the service sent the browser back from
// (GET /me/service/{service}/callback?code=&state= or ?error=): the state
// is used up whatever happens; on success the account is linked and
// service_connected emitted in the same transaction.
func (s *Service) Callback(ctx context.Context, svc, state, code, errParam string) (Outcome, error) {
	now := s.Now.Now()
	if validService(svc) != nil || state == "" {
		return Expired, nil
	}
	st, err := s.DB.SocialOAuthState.Query().Where(socialoauthstate.StateHash(hashHex(state))).Only(ctx)
	if ent.IsNotFound(err) {
		return Expired, nil
	} else if err != nil {
		return "", err
	}
	n, err := s.DB.SocialOAuthState.Delete().Where(socialoauthstate.ID(st.ID)).Exec(ctx)
	if err != nil {
		return "", err
	}
	if n == 0 || st.Service != svc || st.ExpiresAt.Before(now) {
		return Expired, nil // used by a parallel callback, or not this service's
	}
	if errParam != "" || code == "" {
		return Denied, nil
	}
	cfg, p, err := s.oauth(svc)
	if err != nil {
		return Unavailable, nil
	}
	hctx := context.WithValue(ctx, oauth2.HTTPClient, s.http())
	tok, err := cfg.Exchange(hctx, code, oauth2.VerifierOption(st.Verifier))
	if err != nil {
		s.log().Info("social connect: token exchange failed", zap.String("service", svc), zap.Error(err))
		return Unavailable, nil
	}
	id, name, err := s.profile(hctx, svc, p.APIURL, cfg.Client(hctx, tok))
	if err != nil {
		s.log().Info("social connect: profile not read", zap.String("service", svc), zap.Error(err))
		return Unavailable, nil
	}
	raw, _ := json.Marshal(tok)
	sealed, err := seal(s.Cfg.TokenKey, raw)
	if err != nil {
		return "", err
	}
	out := Connected
	err = store.WithTx(ctx, s.DB, func(tx *ent.Tx) error {
		u, err := store.LockUser(ctx, tx, st.UserID)
		if err != nil {
			return err
		}
		if actor.CanPlayRow(u, now) != nil {
			out = Refused
			return nil
		}
		other, err := tx.SocialConnection.Query().Where(socialconnection.Service(svc), socialconnection.ExternalID(id)).Only(ctx)
		if err != nil && !ent.IsNotFound(err) {
			return err
		}
		switch {
		case other != nil && other.UserID != u.ID:
			out = Taken
			return nil
		case other != nil:
			return nil // connected already
		}
		sc, err := tx.SocialConnection.Create().SetUserID(u.ID).SetService(svc).SetExternalID(id).SetUsername(name).
			SetToken(sealed).SetCreatedAt(now).Save(ctx)
		if ent.IsConstraintError(err) {
			out = Taken // the player connected another account of it meanwhile, or someone this one
			return nil
		} else if err != nil {
			return err
		}
		return s.Events.Emit(ctx, tx, &events.Event{Kind: events.ServiceConnected, UserID: u.ID, At: now, Service: svc,
			Ref: "social_connection:" + strconv.Itoa(sc.ID), Key: "service_connected:" + svc + ":" + strconv.Itoa(u.ID)})
	})
	if err != nil {
		return "", err
	}
	return out, nil
}

// Disconnect unlinks svc (POST /me/service/{service}/disconnect, mutation
// disconnectService); received rewards and task progress stay.
func (s *Service) Disconnect(ctx context.Context, a *actor.Actor, svc string) (*View, error) {
	if err := a.Require(); err != nil {
		return nil, err
	}
	if err := validService(svc); err != nil {
		return nil, err
	}
	if _, err := s.DB.SocialConnection.Delete().Where(socialconnection.UserID(a.UserID), socialconnection.Service(svc)).Exec(ctx); err != nil {
		return nil, err
	}
	return s.view(ctx, s.DB, a.UserID, s.Now.Now())
}

// profile reads the account's id and name from the service's API, in the
// service's own shape.
func (s *Service) profile(ctx context.Context, svc, api string, c *http.Client) (id, name string, err error) {
	path := map[string]string{"twitter": "/2/users/me", "discord": "/users/@me",
		"youtube": "/youtube/v3/channels?part=snippet&mine=true", "telegrambot": "/userinfo"}[svc]
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, api+path, nil)
	if err != nil {
		return "", "", err
	}
	res, err := c.Do(req)
	if err != nil {
		return "", "", err
	}
	defer res.Body.Close()
	body, err := io.ReadAll(io.LimitReader(res.Body, 1<<20))
	if err != nil {
		return "", "", err
	}
	if res.StatusCode != http.StatusOK {
		return "", "", fmt.Errorf("%s answered %d", path, res.StatusCode)
	}
	var p struct {
		Data              struct{ ID, Username string }
		ID, Username, Sub string
		Preferred         string `json:"preferred_username"`
		Items             []struct {
			ID      string
			Snippet struct{ Title string }
		}
	}
	if err := json.Unmarshal(body, &p); err != nil {
		return "", "", err
	}
	switch svc {
	case "twitter":
		id, name = p.Data.ID, p.Data.Username
	case "discord":
		id, name = p.ID, p.Username
	case "youtube":
		if len(p.Items) > 0 {
			id, name = p.Items[0].ID, p.Items[0].Snippet.Title
		}
	case "telegrambot":
		id, name = p.Sub, p.Preferred
	}
	if id == "" || len(id) > 128 {
		return "", "", fmt.Errorf("%s answered no account id", path)
	}
	if len(name) > 128 {
		name = name[:128]
	}
	return id, name, nil
}
