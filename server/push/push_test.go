package push_test

import (
	"context"
	"errors"
	"net/http"
	"testing"
	"time"

	webpush "github.com/SherClockHolmes/webpush-go"
	"go.uber.org/zap"
	"go.uber.org/zap/zaptest"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/pushsubscription"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/config"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/jobs"
	"github.com/casefront/casefront/server/push"
	"github.com/casefront/casefront/server/push/pushtest"
	"github.com/casefront/casefront/server/store"
)

type env struct {
	t   *testing.T
	db  *store.DB
	svc *push.Service
	q   *jobs.Queue
	rx  *pushtest.Receiver
}

// setup is the service on a migrated database with River's tables; start
// runs its queue.
func setup(t *testing.T, url string, start bool) *env {
	t.Helper()
	ctx := context.Background()
	db := testdb.Open(t, url)
	log := zaptest.NewLogger(t, zaptest.Level(zap.WarnLevel))
	if err := jobs.Migrate(ctx, db, log); err != nil {
		t.Fatal(err)
	}
	q, err := jobs.New(db, log, jobs.Config{FetchPollInterval: 50 * time.Millisecond, RetryPolicy: jobs.LinearRetry{Step: 100 * time.Millisecond}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = q.Close() })
	priv, pub, err := webpush.GenerateVAPIDKeys()
	if err != nil {
		t.Fatal(err)
	}
	svc := &push.Service{DB: db.Client, Jobs: q, Keys: config.Push{PublicKey: pub, PrivateKey: priv, Subject: "mailto:push@example.com"}, Log: log}
	push.Register(q, svc)
	if start {
		if err := q.Start(ctx); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() {
			c, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			defer cancel()
			_ = q.Stop(c)
		})
	}
	return &env{t: t, db: db, svc: svc, q: q, rx: pushtest.New(t, pub)}
}

func (e *env) player(lang string) *actor.Actor {
	u := testdb.Player(e.t, e.db, 0)
	if lang != "" {
		u = e.db.User.UpdateOne(u).SetLang(lang).SaveX(context.Background())
	}
	return testdb.Actor(u)
}

func (e *env) subscribe(a *actor.Actor, b *pushtest.Browser) *push.Settings {
	e.t.Helper()
	s, err := e.svc.Subscribe(context.Background(), a, push.Subscription{Endpoint: b.Endpoint, P256dh: b.P256dh(), Auth: b.Auth()})
	if err != nil {
		e.t.Fatal(err)
	}
	return s
}

func (e *env) notify(userID int, kind, url string, params map[string]string) {
	e.t.Helper()
	err := store.WithTx(context.Background(), e.db.Client, func(tx *ent.Tx) error {
		return e.svc.Notify(context.Background(), tx, userID, kind, url, params)
	})
	if err != nil {
		e.t.Fatal(err)
	}
}

// queued counts the send jobs written.
func (e *env) queued() int {
	var n int
	if err := e.db.SQL.QueryRow(`SELECT count(*) FROM river_job WHERE kind = 'push_send'`).Scan(&n); err != nil {
		e.t.Fatal(err)
	}
	return n
}

// waitFor polls cond until it holds or 10 s pass.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for end := time.Now().Add(10 * time.Second); time.Now().Before(end); time.Sleep(20 * time.Millisecond) {
		if cond() {
			return
		}
	}
	t.Fatalf("timed out waiting for %s", what)
}

func TestNotifyDeliversToEachDeviceInThePlayersLanguage(t *testing.T) {
	t.Parallel()
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			e := setup(t, d.URL(t), true)
			a := e.player("de")
			e.subscribe(a, e.rx.Browser("phone"))
			e.subscribe(a, e.rx.Browser("laptop"))
			other := e.player("")
			e.subscribe(other, e.rx.Browser("someone-else"))

			e.notify(a.UserID, push.KindLevelReward, "/levels", map[string]string{"level": "7"})
			got := map[string]pushtest.Delivery{}
			for range 2 {
				del, err := e.rx.Next(10 * time.Second)
				if err != nil {
					t.Fatal(err)
				}
				got[del.Device] = del
			}
			for _, dev := range []string{"phone", "laptop"} {
				del, ok := got[dev]
				if !ok {
					t.Fatalf("nothing delivered to %s: %v", dev, got)
				}
				p := del.Payload
				if p["title"] != "Neues Level erreicht" || p["body"] != "Level 7: deine Belohnung wartet auf dich." ||
					p["url"] != "/levels" || p["tag"] != push.KindLevelReward || p["icon"] != push.Icon {
					t.Errorf("%s got %v", dev, p)
				}
				if del.TTL != int(push.TTL/time.Second) || del.Urgency != "normal" {
					t.Errorf("%s: TTL %d urgency %q", dev, del.TTL, del.Urgency)
				}
			}
			if n := e.rx.Requests("someone-else"); n != 0 {
				t.Errorf("another player's device got %d requests", n)
			}
		})
	}
}

func TestGoneSubscriptionIsRemovedAndTheOthersStillDelivered(t *testing.T) {
	t.Parallel()
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			e := setup(t, d.URL(t), true)
			a := e.player("")
			e.subscribe(a, e.rx.Browser("dead"))
			e.subscribe(a, e.rx.Browser("alive"))
			e.rx.Answer("dead", http.StatusGone)
			e.notify(a.UserID, push.KindSupportReply, "/support", nil)
			del, err := e.rx.Next(10 * time.Second)
			if err != nil {
				t.Fatal(err)
			}
			if del.Device != "alive" || del.Payload["title"] != "Support answered" {
				t.Fatalf("got %+v", del)
			}
			waitFor(t, "the gone subscription removed", func() bool {
				n, _ := e.db.PushSubscription.Query().Where(pushsubscription.UserID(a.UserID)).Count(context.Background())
				return n == 1
			})
			s, err := e.svc.Settings(context.Background(), a)
			if err != nil || s.Devices != 1 {
				t.Fatalf("settings %+v, %v", s, err)
			}
		})
	}
}

func TestServerErrorIsRetriedAndAClientErrorIsNot(t *testing.T) {
	t.Parallel()
	e := setup(t, testdb.URL(t, "sqlite"), true)
	a := e.player("fr")
	e.subscribe(a, e.rx.Browser("flaky"))
	e.rx.Answer("flaky", http.StatusInternalServerError, http.StatusTooManyRequests)
	e.notify(a.UserID, push.KindBattleStarted, "/battles/3", nil)
	del, err := e.rx.Next(10 * time.Second)
	if err != nil {
		t.Fatal(err)
	}
	if n := e.rx.Requests("flaky"); n != 3 || del.Payload["title"] != "Votre bataille a commencé" || del.Urgency != "high" {
		t.Fatalf("%d requests, %+v", n, del)
	}

	b := e.player("")
	e.subscribe(b, e.rx.Browser("refusing"))
	e.rx.Answer("refusing", http.StatusBadRequest)
	e.notify(b.UserID, push.KindDailyBonusReminder, "/", nil)
	waitFor(t, "the refused job finished", func() bool {
		var n int
		_ = e.db.SQL.QueryRow(`SELECT count(*) FROM river_job WHERE kind = 'push_send' AND state = 'completed'`).Scan(&n)
		return n == 2
	})
	if n := e.rx.Requests("refusing"); n != 1 {
		t.Errorf("a 400 was tried %d times, want once", n)
	}
	if n, _ := e.db.PushSubscription.Query().Where(pushsubscription.UserID(b.UserID)).Count(context.Background()); n != 1 {
		t.Errorf("a 400 removed the subscription")
	}
}

func TestMutedKindAndNoDeviceEnqueueNothing(t *testing.T) {
	t.Parallel()
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			e := setup(t, d.URL(t), false)
			ctx := context.Background()
			bare := e.player("")
			e.notify(bare.UserID, push.KindWithdrawalSent, "/profile", nil)
			if n := e.queued(); n != 0 {
				t.Fatalf("a player without devices got %d jobs", n)
			}
			a := e.player("")
			e.subscribe(a, e.rx.Browser("one"))
			s, err := e.svc.SetKind(ctx, a, push.KindWithdrawalSent, false)
			if err != nil || s.Enabled[push.KindWithdrawalSent] || !s.Enabled[push.KindWithdrawalFailed] {
				t.Fatalf("settings %+v, %v", s, err)
			}
			if _, err := e.svc.SetKind(ctx, a, push.KindWithdrawalSent, false); err != nil { // again: no change
				t.Fatal(err)
			}
			e.notify(a.UserID, push.KindWithdrawalSent, "/profile", nil)
			if n := e.queued(); n != 0 {
				t.Fatalf("a muted kind enqueued %d jobs", n)
			}
			e.notify(a.UserID, push.KindWithdrawalFailed, "/profile", nil)
			if n := e.queued(); n != 1 {
				t.Fatalf("another kind enqueued %d jobs, want 1", n)
			}
			if _, err := e.svc.SetKind(ctx, a, push.KindWithdrawalSent, true); err != nil {
				t.Fatal(err)
			}
			e.notify(a.UserID, push.KindWithdrawalSent, "/profile", nil)
			if n := e.queued(); n != 2 {
				t.Fatalf("switched on again: %d jobs, want 2", n)
			}
			// A rolled-back caller enqueues nothing.
			boom := errors.New("rolled back")
			err = store.WithTx(ctx, e.db.Client, func(tx *ent.Tx) error {
				if err := e.svc.Notify(ctx, tx, a.UserID, push.KindRematchOffer, "/battles", nil); err != nil {
					return err
				}
				return boom
			})
			if !errors.Is(err, boom) || e.queued() != 2 {
				t.Fatalf("rolled back: %v, %d jobs", err, e.queued())
			}
			if _, err := e.svc.SetKind(ctx, a, "test", false); apperr.KeyOf(err) != apperr.Validation.Key {
				t.Errorf("switching off the test kind: %v", err)
			}
			if _, err := e.svc.SetKind(ctx, a, "nope", false); apperr.KeyOf(err) != apperr.Validation.Key {
				t.Errorf("an unknown kind: %v", err)
			}
		})
	}
}

func TestAnEndpointBelongsToWhoRegisteredItLast(t *testing.T) {
	t.Parallel()
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			e := setup(t, d.URL(t), false)
			ctx := context.Background()
			a, b := e.player(""), e.player("")
			shared := e.rx.Browser("shared")
			if s := e.subscribe(a, shared); s.Devices != 1 {
				t.Fatalf("a has %d devices", s.Devices)
			}
			if s := e.subscribe(a, shared); s.Devices != 1 { // the same browser again
				t.Fatalf("a re-registering has %d devices", s.Devices)
			}
			if s := e.subscribe(b, shared); s.Devices != 1 {
				t.Fatalf("b has %d devices", s.Devices)
			}
			if s, _ := e.svc.Settings(ctx, a); s.Devices != 0 {
				t.Fatalf("the browser stayed a's too: %d", s.Devices)
			}
			// a can't remove what is now b's.
			if _, err := e.svc.Unsubscribe(ctx, a, shared.Endpoint); err != nil {
				t.Fatal(err)
			}
			if s, _ := e.svc.Settings(ctx, b); s.Devices != 1 {
				t.Fatalf("a removed b's subscription")
			}
			if s, err := e.svc.Unsubscribe(ctx, b, shared.Endpoint); err != nil || s.Devices != 0 {
				t.Fatalf("b's own unsubscribe: %+v, %v", s, err)
			}
		})
	}
}

func TestSubscribeRefusesBadInput(t *testing.T) {
	t.Parallel()
	e := setup(t, testdb.URL(t, "sqlite"), false)
	ctx := context.Background()
	a := e.player("")
	good := e.rx.Browser("good")
	long := "https://push.example.com/" + string(make([]byte, push.MaxEndpoint))
	for name, sub := range map[string]push.Subscription{
		"empty endpoint":         {"", good.P256dh(), good.Auth()},
		"relative endpoint":      {"/push/x", good.P256dh(), good.Auth()},
		"plain http, public":     {"http://push.example.com/x", good.P256dh(), good.Auth()},
		"other scheme":           {"ftp://push.example.com/x", good.P256dh(), good.Auth()},
		"too long":               {long, good.P256dh(), good.Auth()},
		"key not base64url":      {good.Endpoint, "!!!", good.Auth()},
		"key of 33 bytes":        {good.Endpoint, "A" + good.P256dh()[:43], good.Auth()},
		"key off the curve":      {good.Endpoint, "BAAA" + good.P256dh()[4:], good.Auth()},
		"auth of 8 bytes":        {good.Endpoint, good.P256dh(), "AAAAAAAAAAA"},
		"auth missing":           {good.Endpoint, good.P256dh(), ""},
		"credentials in the URL": {"https://u:p@push.example.com/x", good.P256dh(), good.Auth()},
	} {
		if _, err := e.svc.Subscribe(ctx, a, sub); apperr.KeyOf(err) != apperr.Validation.Key {
			t.Errorf("%s: %v, want api.validation", name, err)
		}
	}
	if _, err := e.svc.Subscribe(ctx, &actor.Actor{}, push.Subscription{good.Endpoint, good.P256dh(), good.Auth()}); apperr.KeyOf(err) != apperr.NoAuth.Key {
		t.Errorf("anonymous: %v", err)
	}
	if n := e.db.PushSubscription.Query().CountX(ctx); n != 0 {
		t.Fatalf("%d subscriptions kept from bad input", n)
	}
	// Padded base64url and an https endpoint are fine.
	if _, err := e.svc.Subscribe(ctx, a, push.Subscription{"https://push.example.com/x", good.P256dh() + "=", good.Auth() + "=="}); err != nil {
		t.Errorf("padded keys: %v", err)
	}
}

func TestSelfBannedMayManageDevices(t *testing.T) {
	t.Parallel()
	e := setup(t, testdb.URL(t, "sqlite"), false)
	a := e.player("")
	until := time.Now().Add(time.Hour)
	a.SelfBanUntil, a.AccountRestricted = &until, true
	if s := e.subscribe(a, e.rx.Browser("b")); s.Devices != 1 {
		t.Fatalf("devices %d", s.Devices)
	}
}

func TestTestPushOncePerPeriod(t *testing.T) {
	t.Parallel()
	e := setup(t, testdb.URL(t, "sqlite"), true)
	ctx := context.Background()
	a := e.player("ru")
	if _, err := e.svc.SendTest(ctx, a); apperr.KeyOf(err) != apperr.Validation.Key {
		t.Fatalf("without devices: %v", err)
	}
	e.subscribe(a, e.rx.Browser("mine"))
	n, err := e.svc.SendTest(ctx, a)
	if err != nil || n != 1 {
		t.Fatalf("sent %d, %v", n, err)
	}
	del, err := e.rx.Next(10 * time.Second)
	if err != nil {
		t.Fatal(err)
	}
	if del.Payload["title"] != "Уведомления включены" || del.Payload["tag"] != push.KindTest {
		t.Fatalf("got %+v", del.Payload)
	}
	if _, err := e.svc.SendTest(ctx, a); apperr.KeyOf(err) != apperr.RateLimited.Key {
		t.Fatalf("a second test at once: %v", err)
	}
}

func TestRenderFallsBack(t *testing.T) {
	t.Parallel()
	if ti, b := push.Render(push.KindWithdrawalSent, "xx", map[string]string{"item": "AK-47 | Redline"}); ti != "Withdrawal sent" || b != "AK-47 | Redline is on its way to your Steam inventory." {
		t.Errorf("unknown language: %q %q", ti, b)
	}
	if _, b := push.Render(push.KindWithdrawalSent, "pl", nil); b != "Twój przedmiot jest w drodze do ekwipunku Steam." {
		t.Errorf("missing param: %q", b)
	}
	for _, k := range append(push.Kinds, push.KindTest) {
		for _, lang := range []string{"en", "br", "cn", "de", "tr", "pl", "jp", "kr", "ru", "es", "fr"} {
			if ti, b := push.Render(k, lang, nil); ti == "" || b == "" {
				t.Errorf("%s/%s has no text", k, lang)
			}
		}
	}
}
