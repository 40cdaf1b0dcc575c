package app_test

import (
	"context"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/casefront/casefront/ent/ledgerentry"
	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/socials/mailpittest"
)

type socialsDoc struct {
	Email struct {
		Address *string `json:"address"`
		Status  string  `json:"status"`
	} `json:"email"`
	Phone struct {
		Masked       *string `json:"masked"`
		Status       string  `json:"status"`
		AttemptsLeft int     `json:"attempts_left"`
	} `json:"phone"`
	Services []struct {
		Service   string  `json:"service"`
		Available bool    `json:"available"`
		Connected bool    `json:"connected"`
		Username  *string `json:"username"`
	} `json:"services"`
	Rewards []struct {
		Kind      string `json:"kind"`
		Available bool   `json:"available"`
		Received  bool   `json:"received"`
	} `json:"rewards"`
	TweetedAt   *string `json:"tweeted_at"`
	NextTweetAt *string `json:"next_tweet_at"`
}

func (s *testServer) socials(t *testing.T, tok string) socialsDoc {
	t.Helper()
	return decodeAs[struct{ Data socialsDoc }](t, s.get(t, "/api/me/socials", tok), http.StatusOK).Data
}

func (s *testServer) taskState(t *testing.T, tok, name string) string {
	t.Helper()
	ts := decodeAs[struct {
		Data []struct{ Name, State string }
	}](t, s.get(t, "/api/tasks", tok), http.StatusOK).Data
	for _, x := range ts {
		if x.Name == name {
			return x.State
		}
	}
	t.Fatalf("no task %s", name)
	return ""
}

// claimRace sends n claims of a socials reward at once: exactly one may pay.
func (s *testServer) claimRace(t *testing.T, tok, kind string, n int) {
	t.Helper()
	var wg sync.WaitGroup
	var mu sync.Mutex
	codes := map[int]int{}
	for range n {
		wg.Go(func() {
			r := s.do(t, http.MethodPost, "/api/socials-reward/"+kind, tok, "application/json", strings.NewReader("{}"))
			mu.Lock()
			codes[r.Status]++
			mu.Unlock()
		})
	}
	wg.Wait()
	// Those over the rate limit are refused before the service.
	if codes[http.StatusOK] != 1 || codes[http.StatusUnprocessableEntity]+codes[http.StatusTooManyRequests] != n-1 || codes[http.StatusUnprocessableEntity] == 0 {
		t.Fatalf("%d racing %s claims answered %v", n, kind, codes)
	}
}

var confirmLink = regexp.MustCompile(`https?://\S+/me/email/confirm\?token=[0-9a-f]{64}`)

// An email subscription over SMTP: the mail reaches Mailpit, its link
// confirms once, moves the subscribe task, and the reward pays once of 50
// racing claims; the address is then one player's, and the mail's
// unsubscribe link works.
func TestSocialsEmailThroughMailpit(t *testing.T) {
	t.Parallel()
	mp := mailpittest.Start(t)
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			t.Parallel()
			s := startServer(t, map[string]string{"DATABASE_URL": d.URL(t), "SMTP_URL": mp.SMTPURL})
			u, tok := s.player(t, 0)
			addr := "player-" + d.Name + "@example.com"

			wantAPIError(t, s.postJSON(t, "/api/me/email/subscribe", "", map[string]any{"email": addr}), http.StatusUnauthorized, "api.no_auth")
			r := s.postJSON(t, "/api/me/email/subscribe", tok, map[string]any{"email": "not an address"})
			if e := decodeAs[map[string]any](t, r, http.StatusUnprocessableEntity); e["reason"] != "email_invalid" {
				t.Fatalf("bad address: %v", e)
			}
			v := decodeAs[struct{ Data socialsDoc }](t, s.postJSON(t, "/api/me/email/subscribe", tok, map[string]any{"email": " Player-" + d.Name + "@Example.com "}), http.StatusOK).Data
			if v.Email.Status != "pending" || v.Email.Address == nil || *v.Email.Address != addr || v.Rewards[0].Available {
				t.Fatalf("after subscribe: %+v", v.Email)
			}
			wantAPIError(t, s.postJSON(t, "/api/me/email/subscribe", tok, map[string]any{"email": addr}), http.StatusTooManyRequests, "api.rate_limited")
			if st := s.taskState(t, tok, "subscribe_email"); st != "in_progress" {
				t.Fatalf("task before confirmation: %s", st)
			}

			mail := mp.WaitFor(t, addr)
			link := confirmLink.FindString(mail.Text)
			if link == "" || !strings.Contains(mail.HTML, strings.ReplaceAll(link, "&", "&amp;")) {
				t.Fatalf("no confirmation link in %q", mail.Text)
			}
			if len(mail.Headers["List-Unsubscribe"]) != 1 || mail.Headers["List-Unsubscribe-Post"][0] != "List-Unsubscribe=One-Click" {
				t.Fatalf("unsubscribe headers: %v", mail.Headers)
			}
			for range 2 { // following it again changes nothing
				r := s.get(t, link, "")
				if r.Status != http.StatusFound || r.Header.Get("Location") != "/user/me?socials=email_confirmed#socials" {
					t.Fatalf("confirm: %v %v", r, r.Header)
				}
			}
			if loc := s.get(t, "/me/email/confirm?token="+strings.Repeat("0", 64), "").Header.Get("Location"); !strings.Contains(loc, "email_invalid") {
				t.Fatalf("a made-up link: %s", loc)
			}
			if me := decodeAs[struct {
				Data struct {
					EmailStatus string `json:"email_status"`
				}
			}](t, s.get(t, "/api/user/me", tok), http.StatusOK); me.Data.EmailStatus != "confirmed" {
				t.Fatalf("email_status %q", me.Data.EmailStatus)
			}
			if st := s.taskState(t, tok, "subscribe_email"); st != "completed" {
				t.Fatalf("task after confirmation: %s", st)
			}
			if r := s.postJSON(t, "/api/me/email/subscribe", tok, map[string]any{"email": addr}); decodeAs[map[string]any](t, r, http.StatusUnprocessableEntity)["reason"] != "email_confirmed" {
				t.Fatalf("subscribing the confirmed address again: %v", r)
			}

			s.claimRace(t, tok, "email", 50)
			n, err := s.App.DB.Client.LedgerEntry.Query().Where(ledgerentry.UserID(u.ID), ledgerentry.Reason("social_reward")).Count(context.Background())
			if err != nil || n != 1 {
				t.Fatalf("reward ledger rows %d %v", n, err)
			}
			if after, err := s.App.DB.Client.User.Get(context.Background(), u.ID); err != nil || after.Crystals != u.Crystals+50 {
				t.Fatalf("crystals %v, want %d (%v)", after, u.Crystals+50, err)
			}

			// The confirmed address is this player's.
			_, other := s.player(t, 0)
			wantAPIError(t, s.postJSON(t, "/api/me/email/subscribe", other, map[string]any{"email": addr}), http.StatusConflict, "api.social_taken")

			// The mail's unsubscribe link: a forged one is not found.
			unsub := strings.Trim(mail.Headers["List-Unsubscribe"][0], "<>")
			wantAPIError(t, s.get(t, unsub[:len(unsub)-4]+"0000", ""), http.StatusNotFound, "api.not_found")
			if r := s.get(t, unsub, ""); r.Status != http.StatusFound {
				t.Fatalf("unsubscribe: %v", r)
			}
			if v := s.socials(t, tok); v.Email.Status != "unsubscribed" || !v.Rewards[0].Received {
				t.Fatalf("after unsubscribing: %+v %+v", v.Email, v.Rewards)
			}
			s.noErrorLogs(t)
		})
	}
}

// consent plays the browser on the sandbox provider's page: it reads the
// form of the page at consentURL and submits it with decision and name,
// answering the callback's redirect.
func (s *testServer) consent(t *testing.T, consentURL, decision, name string) string {
	t.Helper()
	page := s.get(t, consentURL, "")
	if page.Status != http.StatusOK || !strings.Contains(page.Header.Get("Content-Security-Policy"), "default-src 'none'") {
		t.Fatalf("consent page: %v", page)
	}
	form := url.Values{"decision": {decision}, "username": {name}}
	for _, m := range regexp.MustCompile(`<input type="hidden" name="([a-z_]+)" value="([^"]*)">`).FindAllStringSubmatch(string(page.Body), -1) {
		form.Set(m[1], strings.ReplaceAll(m[2], "&amp;", "&"))
	}
	u, _ := url.Parse(consentURL)
	back := s.postForm(t, u.Path, "", form)
	if back.Status != http.StatusFound {
		t.Fatalf("consent submit: %v", back)
	}
	cb := s.get(t, back.Header.Get("Location"), "")
	if cb.Status != http.StatusFound {
		t.Fatalf("callback: %v", cb)
	}
	return cb.Header.Get("Location")
}

func (s *testServer) connectURL(t *testing.T, tok, svc string) string {
	t.Helper()
	return decodeAs[struct {
		Data struct{ URL string }
	}](t, s.get(t, "/api/me/service/"+svc+"/connect", tok), http.StatusOK).Data.URL
}

// Connecting services through the sandbox OAuth 2.0 provider: every
// service links, moves its task, and links one player only; a denied or
// replayed return links nothing; the tweet is published on the sandbox
// twitter once a day and its reward pays once.
func TestSocialsConnectAndTweet(t *testing.T) {
	t.Parallel()
	s := startServer(t, nil)
	_, tok := s.player(t, 0)

	for _, svc := range []string{"twitter", "discord", "youtube", "telegrambot"} {
		consentURL := s.connectURL(t, tok, svc)
		if !strings.Contains(consentURL, "code_challenge_method=S256") || !strings.Contains(consentURL, "/sandbox/oauth/"+svc+"/authorize") {
			t.Fatalf("consent URL %s", consentURL)
		}
		if loc := s.consent(t, consentURL, "allow", "alice_"+svc); loc != "/user/me?socials=connected&service="+svc+"#socials" {
			t.Fatalf("%s return: %s", svc, loc)
		}
		if st := s.taskState(t, tok, "connect_"+svc); st != "completed" {
			t.Fatalf("connect_%s: %s", svc, st)
		}
	}
	v := s.socials(t, tok)
	for _, l := range v.Services {
		if !l.Available || !l.Connected || l.Username == nil || *l.Username != "alice_"+l.Service {
			t.Fatalf("service %+v", l)
		}
	}
	wantAPIError(t, s.get(t, "/api/me/service/twitter/connect", tok), http.StatusUnprocessableEntity, "api.validation")
	wantAPIError(t, s.get(t, "/api/me/service/myspace/connect", tok), http.StatusUnprocessableEntity, "api.validation")

	// Another player: the same twitter account is taken, a denial and a
	// replayed state link nothing.
	_, other := s.player(t, 0)
	if loc := s.consent(t, s.connectURL(t, other, "twitter"), "allow", "alice_twitter"); !strings.Contains(loc, "socials=taken") {
		t.Fatalf("taken: %s", loc)
	}
	if loc := s.consent(t, s.connectURL(t, other, "discord"), "deny", "bob"); !strings.Contains(loc, "socials=denied") {
		t.Fatalf("denied: %s", loc)
	}
	consentURL := s.connectURL(t, other, "discord")
	page := s.get(t, consentURL, "")
	state := regexp.MustCompile(`name="state" value="([^"]+)"`).FindStringSubmatch(string(page.Body))[1]
	if loc := s.get(t, "/me/service/discord/callback?code=made-up&state="+state, "").Header.Get("Location"); !strings.Contains(loc, "socials=unavailable") {
		t.Fatalf("a made-up code: %s", loc)
	}
	if loc := s.get(t, "/me/service/discord/callback?code=x&state="+state, "").Header.Get("Location"); !strings.Contains(loc, "socials=expired") {
		t.Fatalf("a used state: %s", loc)
	}
	if ov := s.socials(t, other); ov.Services[0].Connected || ov.Services[1].Connected {
		t.Fatalf("other player linked: %+v", ov.Services)
	}
	wantAPIError(t, s.postJSON(t, "/api/socials-reward/twitter", tok, map[string]any{}), http.StatusUnprocessableEntity, "api.validation")
	if r := s.postJSON(t, "/api/me/publish-tweet", other, map[string]any{}); decodeAs[map[string]any](t, r, http.StatusUnprocessableEntity)["reason"] != "twitter_not_connected" {
		t.Fatalf("tweet without twitter: %v", r)
	}

	// The tweet: parallel requests publish once.
	var wg sync.WaitGroup
	var mu sync.Mutex
	codes := map[int]int{}
	for range 10 {
		wg.Go(func() {
			r := s.postJSON(t, "/api/me/publish-tweet", tok, map[string]any{})
			mu.Lock()
			codes[r.Status]++
			mu.Unlock()
		})
	}
	wg.Wait()
	tweets := s.App.OAuthSandbox.Tweets()
	if codes[http.StatusOK] != 1 || codes[http.StatusTooManyRequests] != 9 || len(tweets) != 1 || !strings.Contains(tweets[0].Text, s.URL) {
		t.Fatalf("tweets %v %+v", codes, tweets)
	}
	if v := s.socials(t, tok); v.TweetedAt == nil || v.NextTweetAt == nil || !v.Rewards[1].Available {
		t.Fatalf("after the tweet: %+v", v)
	}
	s.claimRace(t, tok, "twitter", 50)

	// Disconnecting keeps the reward; the account may then link elsewhere.
	decodeAs[map[string]any](t, s.postJSON(t, "/api/me/service/twitter/disconnect", tok, map[string]any{}), http.StatusOK)
	if loc := s.consent(t, s.connectURL(t, other, "twitter"), "allow", "alice_twitter"); !strings.Contains(loc, "socials=connected") {
		t.Fatalf("after disconnect: %s", loc)
	}
	if v := s.socials(t, tok); v.Services[0].Connected || !v.Rewards[1].Received {
		t.Fatalf("after disconnect: %+v %+v", v.Services[0], v.Rewards[1])
	}
	s.noErrorLogs(t)
}

var smsCode = regexp.MustCompile(`\b[0-9]{6}\b`)

// waitSMS waits for the sandbox gateway's newest SMS to phone.
func (s *testServer) waitSMS(t *testing.T, phone string, after int) string {
	t.Helper()
	var body string
	if !eventually(10*time.Second, func() bool {
		n := 0
		for _, m := range s.App.SMSSandbox.Messages() {
			if m.To == phone {
				if n++; n > after {
					body = m.Body
				}
			}
		}
		return body != ""
	}) {
		t.Fatalf("no SMS to %s", phone)
	}
	return smsCode.FindString(body)
}

// Phone confirmation by SMS through the Twilio-compatible sandbox gateway:
// a wrong code counts (and the fifth burns it), the right one confirms, a
// confirmed number is one player's, codes are spaced a minute.
func TestSocialsPhoneCode(t *testing.T) {
	t.Parallel()
	s := startServer(t, nil)
	_, tok := s.player(t, 0)
	const phone = "+4915112345678"

	if r := s.postJSON(t, "/api/phone/create", tok, map[string]any{"phone": "12345"}); decodeAs[map[string]any](t, r, http.StatusUnprocessableEntity)["reason"] != "phone_invalid" {
		t.Fatalf("bad number: %v", r)
	}
	v := decodeAs[struct{ Data socialsDoc }](t, s.postJSON(t, "/api/phone/create", tok, map[string]any{"phone": "+49 151 1234-5678"}), http.StatusOK).Data
	if v.Phone.Status != "code_sent" || v.Phone.AttemptsLeft != 5 || v.Phone.Masked == nil || !strings.HasSuffix(*v.Phone.Masked, "5678") || strings.Contains(*v.Phone.Masked, "1512") {
		t.Fatalf("after create: %+v", v.Phone)
	}
	wantAPIError(t, s.postJSON(t, "/api/phone/create", tok, map[string]any{"phone": phone}), http.StatusTooManyRequests, "api.rate_limited")
	code := s.waitSMS(t, phone, 0)
	wrong := "000000"
	if code == wrong {
		wrong = "111111"
	}
	r := s.postJSON(t, "/api/phone/code", tok, map[string]any{"code": wrong})
	if e := decodeAs[map[string]any](t, r, http.StatusUnprocessableEntity); e["reason"] != "code_invalid" || e["attempts_left"] != "4" && e["attempts_left"] != float64(4) {
		if n, ok := e["attempts_left"].(interface{ String() string }); !ok || n.String() != "4" {
			t.Fatalf("wrong code: %v", e)
		}
	}
	if v := s.socials(t, tok); v.Phone.AttemptsLeft != 4 {
		t.Fatalf("the wrong code was not counted: %+v", v.Phone)
	}
	v = decodeAs[struct{ Data socialsDoc }](t, s.postJSON(t, "/api/phone/code", tok, map[string]any{"code": code}), http.StatusOK).Data
	if v.Phone.Status != "confirmed" {
		t.Fatalf("after the code: %+v", v.Phone)
	}
	if r := s.postJSON(t, "/api/phone/code", tok, map[string]any{"code": code}); decodeAs[map[string]any](t, r, http.StatusUnprocessableEntity)["reason"] != "code_expired" {
		t.Fatalf("a used code: %v", r)
	}

	// The number is this player's; another player's five wrong codes burn theirs.
	_, other := s.player(t, 0)
	wantAPIError(t, s.postJSON(t, "/api/phone/create", other, map[string]any{"phone": phone}), http.StatusConflict, "api.social_taken")
	decodeAs[map[string]any](t, s.postJSON(t, "/api/phone/create", other, map[string]any{"phone": "+4915187654321"}), http.StatusOK)
	right := s.waitSMS(t, "+4915187654321", 0)
	for range 5 {
		w := "000000"
		if right == w {
			w = "111111"
		}
		wantAPIError(t, s.postJSON(t, "/api/phone/code", other, map[string]any{"code": w}), http.StatusUnprocessableEntity, "api.validation")
	}
	if r := s.postJSON(t, "/api/phone/code", other, map[string]any{"code": right}); decodeAs[map[string]any](t, r, http.StatusUnprocessableEntity)["reason"] != "code_expired" {
		t.Fatalf("a burnt code still confirms: %v", r)
	}
	s.noErrorLogs(t)
}

// The socials over GraphQL are the same service; a self-banned player is
// refused on the server.
func TestSocialsGraphQLAndSelfBan(t *testing.T) {
	t.Parallel()
	s := startServer(t, nil)
	u, tok := s.player(t, 0)
	g := s.graphql(t, tok, `mutation { connectService(service: "discord") { service url } }`, nil)
	var c struct {
		ConnectService struct{ Service, URL string }
	}
	g.into(t, &c)
	if c.ConnectService.Service != "discord" || !strings.Contains(c.ConnectService.URL, "/sandbox/oauth/discord/authorize") {
		t.Fatalf("connectService %+v", c)
	}
	s.consent(t, c.ConnectService.URL, "allow", "gql_user")
	var q struct {
		Socials struct {
			Services []struct {
				Service   string
				Connected bool
				Username  *string
			}
			Rewards []struct {
				Kind      string
				Available bool
			}
		}
		Me struct{ EmailStatus *string }
	}
	s.graphql(t, tok, `{ socials { services { service connected username } rewards { kind available } } me { emailStatus } }`, nil).into(t, &q)
	if !q.Socials.Services[1].Connected || *q.Socials.Services[1].Username != "gql_user" || q.Me.EmailStatus == nil || *q.Me.EmailStatus != "none" {
		t.Fatalf("socials query %+v", q)
	}
	if code := s.graphql(t, tok, `mutation { claimSocialReward(kind: "email") { reward { kind } } }`, nil).code(t); code != "api.validation" {
		t.Fatalf("claim without an email: %s", code)
	}

	until := time.Now().Add(24 * time.Hour)
	if err := s.App.DB.Client.User.UpdateOneID(u.ID).SetSelfBanUntil(until).Exec(context.Background()); err != nil {
		t.Fatal(err)
	}
	wantAPIError(t, s.postJSON(t, "/api/phone/create", tok, map[string]any{"phone": "+4915100000001"}), http.StatusForbidden, "api.self_banned")
	wantAPIError(t, s.get(t, "/api/me/service/youtube/connect", tok), http.StatusForbidden, "api.self_banned")
	if code := s.graphql(t, tok, `mutation { subscribeEmail(email: "x@example.com") { email { status } } }`, nil).code(t); code != "api.self_banned" {
		t.Fatalf("self-banned subscribe: %s", code)
	}
}
