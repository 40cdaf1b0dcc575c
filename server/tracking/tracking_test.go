package tracking_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"go.uber.org/zap"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/clickid"
	"github.com/casefront/casefront/ent/pageview"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/events"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/store"
	"github.com/casefront/casefront/server/tracking"
)

var at = time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC)

type fixture struct {
	db  *store.DB
	svc *tracking.Service
	reg *events.Registry
	now time.Time
}

func setup(t *testing.T, url string) *fixture {
	t.Helper()
	db := testdb.Open(t, url)
	reg := &events.Registry{}
	tracking.Subscribe(reg)
	reg.Seal()
	f := &fixture{db: db, reg: reg, now: at}
	clock := func() time.Time { return f.now }
	f.svc = &tracking.Service{DB: db.Client, Clock: clock, Log: zap.NewNop(),
		Views: &tracking.PageViews{DB: db.Client, Clock: clock, Log: zap.NewNop()}}
	return f
}

func (f *fixture) emit(t *testing.T, e events.Event) {
	t.Helper()
	ctx := context.Background()
	e.At = f.now
	if err := store.WithTx(ctx, f.db.Client, func(tx *ent.Tx) error { return f.reg.Emit(ctx, tx, &e) }); err != nil {
		t.Fatal(err)
	}
}

func isValidation(err error) bool {
	e, ok := apperr.As(err)
	return ok && e.Key == apperr.Validation.Key
}

// A deposit queues the tracked payment event (transaction_id, method,
// amount, user_id, serial_number) in the deposit's transaction; the first
// take hands it out on every network's array, a second take (or a
// concurrent one) has nothing, and another player never sees it.
func TestDepositEventDeliveredOnce(t *testing.T) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			f := setup(t, d.URL(t))
			ctx := context.Background()
			u := testdb.Player(t, f.db, 0)
			other := testdb.Player(t, f.db, 0)
			p, err := f.db.Client.Payment.Create().SetReference("ref-1").SetUserID(u.ID).SetMethod("zen").SetGate("sandbox").
				SetAmount(2500).SetPaidAmount(2500).SetSerialNumber(2).SetStatus("succeeded").SetExpiresAt(at.Add(time.Hour)).Save(ctx)
			if err != nil {
				t.Fatal(err)
			}
			f.emit(t, events.Event{Kind: events.Deposited, UserID: u.ID, Amount: 2500, PaymentID: p.ID, Ref: "payment:ref-1"})

			if b, err := f.svc.Take(ctx, testdb.Actor(other)); err != nil || len(b.GA4) != 0 {
				t.Fatalf("another player took %+v, %v", b, err)
			}
			var wg sync.WaitGroup
			got := make([]*tracking.Batch, 4)
			for i := range got {
				wg.Add(1)
				go func() {
					defer wg.Done()
					b, err := f.svc.Take(ctx, testdb.Actor(u))
					if err != nil {
						t.Error(err)
					}
					got[i] = b
				}()
			}
			wg.Wait()
			delivered := 0
			for _, b := range got {
				if b == nil || len(b.GA4) == 0 {
					continue
				}
				delivered++
				want := tracking.Params{TransactionID: "ref-1", Method: "zen", Amount: 2500, Currency: "USD", UserID: u.ID, SerialNumber: 2}
				if b.GA4[0].Event != "purchase" || b.GA4[0].Params != want {
					t.Fatalf("ga4 = %+v, want purchase %+v", b.GA4, want)
				}
				for name, list := range map[string][]tracking.Entry{"fbq": b.FBQ, "snap": b.Snap, "outbrain": b.Outbrain, "taboola": b.Taboola, "mgid": b.MGID, "bing": b.Bing} {
					if len(list) != 1 || list[0].Params != want {
						t.Fatalf("%s = %+v", name, list)
					}
				}
			}
			if delivered != 1 {
				t.Fatalf("the deposit was delivered %d times, want once", delivered)
			}
			if b, _ := f.svc.Take(ctx, testdb.Actor(u)); len(b.GA4) != 0 {
				t.Fatalf("taken again: %+v", b.GA4)
			}
		})
	}
}

// The first case opening is tracked once; later openings, other games and
// the daily bonus are not. A sign-up is tracked once however often it is
// told.
func TestFirstCaseOpenAndSignUpOnce(t *testing.T) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			f := setup(t, d.URL(t))
			ctx := context.Background()
			u := testdb.Player(t, f.db, 0)
			f.emit(t, events.Event{Kind: events.Played, UserID: u.ID, Game: "upgrade", Count: 1})
			f.emit(t, events.Event{Kind: events.Played, UserID: u.ID, Game: "daily_bonus", Count: 1})
			f.emit(t, events.Event{Kind: events.Played, UserID: u.ID, Game: "case_open", Count: 3})
			f.emit(t, events.Event{Kind: events.Played, UserID: u.ID, Game: "gacha_open", Count: 1})
			for range 2 {
				if err := f.svc.SignedUp(ctx, u.ID); err != nil {
					t.Fatal(err)
				}
			}
			b, err := f.svc.Take(ctx, testdb.Actor(u))
			if err != nil {
				t.Fatal(err)
			}
			var names []string
			for _, e := range b.GA4 {
				names = append(names, e.Event)
			}
			if len(names) != 2 || names[0] != "first_case_open" || names[1] != "sign_up" {
				t.Fatalf("ga4 events = %v, want [first_case_open sign_up]", names)
			}
			if b.FBQ[1].Event != "CompleteRegistration" {
				t.Fatalf("fbq sign-up = %q", b.FBQ[1].Event)
			}
		})
	}
}

// The batch flushes exactly what was counted, adding to the rows of
// earlier flushes, per path and day; nothing is written twice.
func TestPageViewsFlushExactCounts(t *testing.T) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			f := setup(t, d.URL(t))
			ctx := context.Background()
			v := f.svc.Views
			var wg sync.WaitGroup
			for range 10 {
				wg.Add(1)
				go func() {
					defer wg.Done()
					for range 30 {
						v.Count("/upgrade")
					}
					v.Count("/")
				}()
			}
			wg.Wait()
			if err := v.Flush(ctx); err != nil {
				t.Fatal(err)
			}
			v.Count("/upgrade")
			f.now = at.Add(24 * time.Hour)
			v.Count("/upgrade")
			if err := v.Flush(ctx); err != nil {
				t.Fatal(err)
			}
			if err := v.Flush(ctx); err != nil { // nothing new: nothing added
				t.Fatal(err)
			}
			want := map[[2]string]int64{{"2026-12-01", "/upgrade"}: 301, {"2026-12-01", "/"}: 10, {"2026-12-02", "/upgrade"}: 1}
			rows, err := f.db.Client.PageView.Query().Order(ent.Asc(pageview.FieldID)).All(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if len(rows) != len(want) {
				t.Fatalf("rows = %d, want %d", len(rows), len(want))
			}
			for _, r := range rows {
				if want[[2]string{r.Day, r.Path}] != r.Count {
					t.Fatalf("%s %s = %d, want %d", r.Day, r.Path, r.Count, want[[2]string{r.Day, r.Path}])
				}
			}
			counts, err := tracking.Counts(ctx, f.db.Client, "2026-12-01", 10)
			if err != nil || len(counts) != 3 || counts[0].Day != "2026-12-02" || counts[1].Path != "/upgrade" {
				t.Fatalf("counts = %+v, %v", counts, err)
			}
		})
	}
}

func TestCleanPath(t *testing.T) {
	for in, want := range map[string]string{"": "/", "/": "/", "/upgrade": "/upgrade", "/en/case/abc-1/": "/en/case/abc-1"} {
		if got, err := tracking.CleanPath(in); err != nil || got != want {
			t.Errorf("CleanPath(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	long := "/" + string(make([]byte, 0))
	for len(long) <= tracking.MaxPath {
		long += "a"
	}
	for _, bad := range []string{"upgrade", "/a b", "/a\x00", "/a?x=1", "/<script>", "//evil", "/a/../b", "/é", long} {
		if _, err := tracking.CleanPath(bad); !isValidation(err) {
			t.Errorf("CleanPath(%q) = %v, want api.validation", bad, err)
		}
	}
}

// A click id is bound to the player who signs up within a day of landing,
// once; after the day, or already bound, it stays as it was.
func TestClickIDBindsWithinADay(t *testing.T) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			f := setup(t, d.URL(t))
			ctx := context.Background()
			if _, err := f.svc.AddClick(ctx, "nope", "abc"); !isValidation(err) {
				t.Fatalf("unknown source: %v", err)
			}
			if _, err := f.svc.AddClick(ctx, "gclid", "a b"); !isValidation(err) {
				t.Fatalf("bad id: %v", err)
			}
			fresh, err := f.svc.AddClick(ctx, "gclid", "Cj0KCQ-abc_1")
			if err != nil {
				t.Fatal(err)
			}
			stale, err := f.svc.AddClick(ctx, "fbclid", "IwAR2")
			if err != nil {
				t.Fatal(err)
			}
			u := testdb.Player(t, f.db, 0)
			late := testdb.Player(t, f.db, 0)
			second := testdb.Player(t, f.db, 0)

			f.now = at.Add(23 * time.Hour)
			if err := f.svc.SignedUp(tracking.WithClick(ctx, fresh), u.ID); err != nil {
				t.Fatal(err)
			}
			if err := f.svc.BindClick(tracking.WithClick(ctx, fresh), second.ID); err != nil {
				t.Fatal(err)
			}
			f.now = at.Add(24*time.Hour + time.Second)
			if err := f.svc.BindClick(tracking.WithClick(ctx, stale), late.ID); err != nil {
				t.Fatal(err)
			}

			row, err := f.db.Client.ClickID.Query().Where(clickid.Token(fresh)).Only(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if row.UserID == nil || *row.UserID != u.ID || row.BoundAt == nil || !row.BoundAt.Equal(at.Add(23*time.Hour)) || row.Source != "gclid" {
				t.Fatalf("fresh click id = %+v, want bound to %d at 23h", row, u.ID)
			}
			old, err := f.db.Client.ClickID.Query().Where(clickid.Token(stale)).Only(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if old.UserID != nil || old.BoundAt != nil {
				t.Fatalf("a click id past its day was bound: %+v", old)
			}
		})
	}
}

// A rating is 1 to 5 stars and a comment of at most 500 characters; a
// second rating replaces the first; a visitor may not rate.
func TestRateValidatesAndReplaces(t *testing.T) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			f := setup(t, d.URL(t))
			ctx := context.Background()
			u := testdb.Player(t, f.db, 0)
			a := testdb.Actor(u)
			long := ""
			for range tracking.MaxComment + 1 {
				long += "é"
			}
			for _, c := range []struct {
				stars   int
				comment string
			}{{0, ""}, {6, ""}, {-1, "x"}, {3, long}, {3, "a\x00b"}} {
				if _, err := f.svc.Rate(ctx, a, c.stars, c.comment); !isValidation(err) {
					t.Fatalf("Rate(%d, %.10q) = %v, want api.validation", c.stars, c.comment, err)
				}
			}
			if _, err := f.svc.Rate(ctx, &actor.Actor{}, 5, ""); err != apperr.NoAuth {
				t.Fatalf("visitor rated: %v", err)
			}
			if _, err := f.svc.Rate(ctx, a, 2, "  slow  "); err != nil {
				t.Fatal(err)
			}
			f.now = at.Add(time.Hour)
			if _, err := f.svc.Rate(ctx, a, 5, "better now"); err != nil {
				t.Fatal(err)
			}
			other := testdb.Player(t, f.db, 0)
			if _, err := f.svc.Rate(ctx, testdb.Actor(other), 4, ""); err != nil {
				t.Fatal(err)
			}
			r, err := f.svc.RatingOf(ctx, a)
			if err != nil || r == nil || r.Stars != 5 || r.Comment != "better now" || !r.UpdatedAt.Equal(at.Add(time.Hour)) {
				t.Fatalf("rating = %+v, %v", r, err)
			}
			sum, err := tracking.Ratings(ctx, f.db.Client)
			if err != nil || sum.Count != 2 || sum.Average != 4.5 {
				t.Fatalf("summary = %+v, %v; want 2 ratings averaging 4.5", sum, err)
			}
		})
	}
}

// Consent is stored per change with its time; the latest is the player's.
func TestConsentStoredWithItsTime(t *testing.T) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			f := setup(t, d.URL(t))
			ctx := context.Background()
			u := testdb.Player(t, f.db, 0)
			a := testdb.Actor(u)
			if c, err := f.svc.ConsentOf(ctx, a); err != nil || c != nil {
				t.Fatalf("before any choice: %+v, %v", c, err)
			}
			if _, err := f.svc.SetConsent(ctx, &actor.Actor{}, true, true); err != apperr.NoAuth {
				t.Fatalf("visitor stored consent: %v", err)
			}
			if _, err := f.svc.SetConsent(ctx, a, true, true); err != nil {
				t.Fatal(err)
			}
			f.now = at.Add(time.Minute)
			if _, err := f.svc.SetConsent(ctx, a, true, false); err != nil {
				t.Fatal(err)
			}
			c, err := f.svc.ConsentOf(ctx, a)
			if err != nil || c == nil || !c.Analytics || c.Marketing || !c.UpdatedAt.Equal(at.Add(time.Minute)) {
				t.Fatalf("consent = %+v, %v", c, err)
			}
			if n, _ := f.db.Client.ConsentRecord.Query().Count(ctx); n != 2 {
				t.Fatalf("%d consent records, want both changes", n)
			}
		})
	}
}

// Run flushes on its ticker and once more when stopped: a shutdown loses
// no counted view.
func TestPageViewsFlushedOnStop(t *testing.T) {
	f := setup(t, testenv.SQLiteURL(t))
	ctx, stop := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { defer close(done); f.svc.Views.Run(ctx, time.Hour) }()
	f.svc.Views.Count("/battles")
	f.svc.Views.Count("/battles")
	stop()
	<-done
	rows, err := f.db.Client.PageView.Query().All(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 1 || rows[0].Path != "/battles" || rows[0].Count != 2 {
		t.Fatalf("after stop: %+v", rows)
	}
}
