package auth

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"net/url"
	"strings"
	"time"

	"go.uber.org/zap"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/authsession"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/auth/steam"
	"github.com/casefront/casefront/server/partner"
	"github.com/casefront/casefront/server/users"
)

// SessionTTL bounds how long a sign-in may take from /auth/login to the token exchange.
const SessionTTL = 15 * time.Minute

// Service runs the sign-in flow of ARCHITECTURE.md "Sign-in".
type Service struct {
	DB        *ent.Client
	Tokens    *Tokens
	Steam     *steam.Provider
	WebAPI    *steam.WebAPI // nil or no key: nickname stays default
	BaseURL   string        // public origin, for return_to and realm
	DevLogin  bool
	DemoGrant int64 // cents a demo player is topped up to on sign-in
	Log       *zap.Logger
	// SignedUp is told of each account a sign-in creates (the analytics
	// sign-up and the campaign's click id; nil: nobody).
	SignedUp func(ctx context.Context, userID int) error
}

// NewService wires the Steam provider with database-backed nonce storage.
func NewService(db *ent.Client, tokens *Tokens, baseURL, openIDURL, apiURL, apiKey string, devLogin bool, demoGrant int64, log *zap.Logger) *Service {
	return &Service{
		DB: db, Tokens: tokens, BaseURL: strings.TrimRight(baseURL, "/"), DevLogin: devLogin, DemoGrant: demoGrant, Log: log,
		Steam:  &steam.Provider{Endpoint: openIDURL, Nonces: dbNonces{db}},
		WebAPI: &steam.WebAPI{Base: apiURL, Key: apiKey},
	}
}

// LoginInput is what GET /auth/login receives.
type LoginInput struct {
	RefCode       string
	IsFromRefPage bool
	RedirectBack  string // a path on this site to return to
	Browser       string // the browser's sign-in secret (binding.go)
}

// Login starts a sign-in: it stores a pending session and returns it with
// the URL the browser must visit (Steam, or the dev sign-in page). The
// session is bound to in.Browser.
func (s *Service) Login(ctx context.Context, in LoginInput) (session, redirect string, err error) {
	if !validSecret(in.Browser) {
		return "", "", apperr.SessionInvalid.Msg("the sign-in cookie is missing")
	}
	// Sessions past their expiry can never be used again: clear them as we go.
	_, _ = s.DB.AuthSession.Delete().Where(authsession.ExpiresAtLT(time.Now().Add(-time.Hour))).Exec(ctx)
	token := sessionToken(in.Browser)
	back := safePath(in.RedirectBack)
	if len(in.RefCode) > 64 {
		return "", "", apperr.Validation.Msg("ref_code is too long").With("field", "ref_code")
	}
	err = s.DB.AuthSession.Create().SetToken(token).SetRefCode(in.RefCode).SetIsFromRefPage(in.IsFromRefPage).
		SetRedirectBack(back).SetExpiresAt(time.Now().Add(SessionTTL)).Exec(ctx)
	if err != nil {
		return "", "", err
	}
	if s.DevLogin {
		return token, s.BaseURL + "/auth/dev?session=" + url.QueryEscape(token), nil
	}
	return token, s.Steam.AuthURL(s.returnTo(token), s.BaseURL+"/"), nil
}

func (s *Service) returnTo(session string) string {
	return s.BaseURL + "/auth/callback?session=" + url.QueryEscape(session)
}

// Callback verifies Steam's assertion for a pending session and binds the
// account to it, in the browser that started the sign-in only. It returns
// where to send the browser next.
func (s *Service) Callback(ctx context.Context, q url.Values, browser string) (string, error) {
	sess, err := s.pending(ctx, q.Get("session"))
	if err != nil {
		return "", err
	}
	if err := s.sameBrowser(ctx, sess, browser); err != nil {
		return "", err
	}
	steamID, err := s.Steam.Verify(ctx, s.returnTo(sess.Token), q)
	if err != nil {
		s.Log.Info("steam sign-in refused", zap.Error(err))
		if errors.Is(err, steam.ErrCanceled) {
			return s.finish(sess, "canceled"), nil
		}
		return "", apperr.LoginFailed
	}
	p := users.Profile{SteamID: steamID}
	if prof, err := s.WebAPI.PlayerSummary(ctx, steamID); err == nil {
		p.Nickname, p.Avatar = prof.Nickname, prof.Avatar
	} else if !errors.Is(err, steam.ErrNoKey) {
		s.Log.Warn("steam profile", zap.String("steam_id", steamID), zap.Error(err))
	}
	return s.bind(ctx, sess, p)
}

// DevSignIn binds a demo player to a pending session (DEV_LOGIN only), in
// the browser that started the sign-in.
func (s *Service) DevSignIn(ctx context.Context, session, player, browser string) (string, error) {
	if !s.DevLogin {
		return "", apperr.NotFound
	}
	var p *users.Profile
	for _, d := range DemoPlayers {
		if d.Key == player {
			p = &users.Profile{SteamID: d.SteamID, Nickname: d.Nickname, Demo: true, Role: d.Role}
		}
	}
	if player == NewDemoPlayer {
		p = newDemoProfile()
	}
	if p == nil {
		return "", apperr.Validation.Msg("unknown demo player")
	}
	sess, err := s.pending(ctx, session)
	if err != nil {
		return "", err
	}
	if err := s.sameBrowser(ctx, sess, browser); err != nil {
		return "", err
	}
	return s.bind(ctx, sess, *p)
}

// sameBrowser refuses to complete a sign-in in a browser other than the one
// that started it, and ends that session: its Steam link was carried to
// another browser, so nothing may ever be bound to it.
func (s *Service) sameBrowser(ctx context.Context, sess *ent.AuthSession, browser string) error {
	if boundTo(sess.Token, browser) {
		return nil
	}
	s.Log.Info("sign-in completed in another browser than the one that started it: session dropped")
	if err := s.DB.AuthSession.DeleteOneID(sess.ID).Exec(ctx); err != nil && !ent.IsNotFound(err) {
		return err
	}
	return apperr.SessionInvalid
}

func (s *Service) bind(ctx context.Context, sess *ent.AuthSession, p users.Profile) (string, error) {
	u, created, err := users.SignIn(ctx, s.DB, p)
	if err != nil {
		return "", err
	}
	if err := users.NoteIPCountry(ctx, s.DB, u.ID, ViewerFrom(ctx).Country); err != nil {
		return "", err
	}
	if created && s.SignedUp != nil {
		// Tracking is no reason to refuse a sign-in.
		if err := s.SignedUp(ctx, u.ID); err != nil {
			s.Log.Warn("sign-up not tracked", zap.Int("user", u.ID), zap.Error(err))
		}
	}
	// A referral link binds the player it signs up, never an account that
	// existed before (partner.SetReferrer).
	if !created && sess.RefCode != "" {
		s.Log.Info("referral code not bound: the account existed before this sign-in", zap.String("code", sess.RefCode), zap.Int("user", u.ID))
	} else if err := partner.BindOnSignIn(ctx, s.DB, u.ID, sess.RefCode); err != nil {
		if _, known := apperr.From(err); !known {
			return "", err
		}
		s.Log.Info("referral code not bound at sign-in", zap.String("code", sess.RefCode), zap.Error(err))
	}
	if u.IsDemo && s.DemoGrant > 0 {
		if err := users.DemoGrant(ctx, s.DB, u.ID, s.DemoGrant); err != nil {
			return "", err
		}
	}
	n, err := s.DB.AuthSession.Update().
		Where(authsession.ID(sess.ID), authsession.StateEQ(authsession.StatePending)).
		SetState(authsession.StateVerified).SetUserID(u.ID).Save(ctx)
	if err != nil {
		return "", err
	}
	if n != 1 {
		return "", apperr.SessionInvalid
	}
	return s.finish(sess, ""), nil
}

// finish builds the address the browser returns to, carrying the session the
// client exchanges for a token.
func (s *Service) finish(sess *ent.AuthSession, failure string) string {
	back := sess.RedirectBack
	if back == "" {
		back = "/"
	}
	u, _ := url.Parse(back)
	q := u.Query()
	if failure != "" {
		q.Set("auth_error", failure)
	} else {
		q.Set("auth_session", sess.Token)
	}
	u.RawQuery = q.Encode()
	return u.String()
}

func (s *Service) pending(ctx context.Context, token string) (*ent.AuthSession, error) {
	if token == "" {
		return nil, apperr.SessionInvalid
	}
	sess, err := s.DB.AuthSession.Query().Where(authsession.Token(token)).Only(ctx)
	if ent.IsNotFound(err) || (err == nil && (sess.State != authsession.StatePending || time.Now().After(sess.ExpiresAt))) {
		return nil, apperr.SessionInvalid
	}
	return sess, err
}

// Exchange trades a verified session for a JWT, once, in the browser that
// started the sign-in: the session alone is not enough.
func (s *Service) Exchange(ctx context.Context, token, browser string) (string, error) {
	if token == "" {
		return "", apperr.SessionInvalid.With("field", "session")
	}
	sess, err := s.DB.AuthSession.Query().Where(authsession.Token(token)).Only(ctx)
	if ent.IsNotFound(err) {
		return "", apperr.SessionInvalid
	}
	if err != nil {
		return "", err
	}
	if sess.State != authsession.StateVerified || sess.UserID == nil || time.Now().After(sess.ExpiresAt) ||
		!boundTo(sess.Token, browser) {
		return "", apperr.SessionInvalid
	}
	n, err := s.DB.AuthSession.Update().
		Where(authsession.ID(sess.ID), authsession.StateEQ(authsession.StateVerified)).
		SetState(authsession.StateExchanged).Save(ctx)
	if err != nil {
		return "", err
	}
	if n != 1 { // exchanged concurrently
		return "", apperr.SessionInvalid
	}
	return s.Tokens.Issue(*sess.UserID)
}

func randomHex(n int) string {
	b := make([]byte, n)
	if _, err := rand.Read(b); err != nil {
		panic("auth: crypto/rand: " + err.Error())
	}
	return hex.EncodeToString(b)
}

// safePath keeps redirect_back to a local path, so sign-in cannot be turned
// into an open redirect.
func safePath(p string) string {
	if p == "" || !strings.HasPrefix(p, "/") || strings.HasPrefix(p, "//") || strings.ContainsAny(p, "\\\r\n") {
		return "/"
	}
	if u, err := url.Parse(p); err != nil || u.Host != "" || u.Scheme != "" {
		return "/"
	}
	return p
}
