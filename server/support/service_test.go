package support_test

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/casefront/casefront/ent/supportticket"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/nodes"
	"github.com/casefront/casefront/server/realtime"
	"github.com/casefront/casefront/server/store"
	"github.com/casefront/casefront/server/support"
)

type env struct {
	db    *store.DB
	svc   *support.Service
	files *support.Local
	srv   *httptest.Server
	now   time.Time
}

func setup(t *testing.T, url string, bus realtime.Bus) *env {
	t.Helper()
	e := &env{db: testdb.Open(t, url), now: time.Now()}
	clock := func() time.Time { return e.now }
	e.files = &support.Local{Dir: t.TempDir(), Secret: []byte("test secret"), Now: clock}
	mux := http.NewServeMux()
	mux.Handle("GET "+support.FilesPath, e.files)
	e.srv = httptest.NewServer(mux)
	t.Cleanup(e.srv.Close)
	e.files.BaseURL = e.srv.URL
	if bus == nil {
		var err error
		if bus, err = realtime.Open("", "", nil, nil); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { bus.Close() })
	}
	e.svc = &support.Service{DB: e.db.Client, Bus: bus, Files: e.files, Now: clock, WidgetSecret: []byte("widget secret")}
	return e
}

func staff(t *testing.T, db *store.DB) *actor.Actor {
	u := testdb.Player(t, db, 0)
	a := testdb.Actor(u)
	a.Roles = []string{"moderator"}
	return a
}

func wantKey(t *testing.T, err error, key string) {
	t.Helper()
	if apperr.KeyOf(err) != key {
		t.Fatalf("want %s, got %v", key, err)
	}
}

func get(t *testing.T, url string) (int, []byte, http.Header) {
	t.Helper()
	r, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Body.Close()
	b, _ := io.ReadAll(r.Body)
	return r.StatusCode, b, r.Header
}

// A ticket with a PNG: stored, sniffed, downloadable by its player and
// staff through a link; another player finds neither the ticket nor the
// file, by id or by node.
func TestTicketWithFileIsItsPlayersOnly(t *testing.T) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			e := setup(t, d.URL(t), nil)
			owner, other := testdb.Actor(testdb.Player(t, e.db, 0)), testdb.Actor(testdb.Player(t, e.db, 0))
			img := pngBytes(t)
			th, err := e.svc.Create(ctx, owner, " Withdrawal stuck ", "My AK has been pending for a day", []support.Upload{{Name: "../shot.PNG", Data: img}})
			if err != nil {
				t.Fatal(err)
			}
			tk := th.Ticket
			if tk.Subject != "Withdrawal stuck" || tk.Status != support.StatusNew || len(th.Comments) != 1 {
				t.Fatalf("ticket %+v", th)
			}
			att := th.Comments[0].Edges.Attachments
			if len(att) != 1 || att[0].ContentType != "image/png" || att[0].Name != "shot.PNG" || att[0].Size != int64(len(img)) {
				t.Fatalf("attachments %+v", att)
			}
			link, err := e.svc.Link(ctx, att[0])
			if err != nil {
				t.Fatal(err)
			}
			code, body, h := get(t, link)
			if code != 200 || string(body) != string(img) || h.Get("Content-Type") != "image/png" || h.Get("X-Content-Type-Options") != "nosniff" {
				t.Fatalf("download: %d %q %v", code, body[:min(len(body), 20)], h)
			}

			// Another player: not found everywhere.
			if _, err := e.svc.Thread(ctx, other, tk.ID); apperr.KeyOf(err) != apperr.NotFound.Key {
				t.Fatalf("other's thread: %v", err)
			}
			_, err = e.svc.Comment(ctx, other, tk.ID, "me too", nil)
			wantKey(t, err, apperr.NotFound.Key)
			_, err = e.svc.Attachment(ctx, other, att[0].ID)
			wantKey(t, err, apperr.NotFound.Key)
			if rows, total, err := e.svc.List(ctx, other, "", true, 10, 0); err != nil || total != 0 || len(rows) != 0 {
				t.Fatalf("other's list: %v %d %v", rows, total, err)
			}
			views := &nodes.Views{DB: e.db.Client}
			support.Views(views)
			for _, id := range []int{tk.ID, th.Comments[0].ID, att[0].ID} {
				if n, err := views.Node(ctx, other, id); err != nil || n != nil {
					t.Fatalf("other sees node %d: %v %v", id, n, err)
				}
				if n, err := views.Node(ctx, owner, id); err != nil || n == nil {
					t.Fatalf("owner does not see node %d: %v", id, err)
				}
			}

			// Staff read, answer and list it.
			mod := staff(t, e.db)
			if _, err := e.svc.Attachment(ctx, mod, att[0].ID); err != nil {
				t.Fatal(err)
			}
			if rows, _, err := e.svc.List(ctx, mod, "withdrawal", true, 10, 0); err != nil || len(rows) != 1 {
				t.Fatalf("staff list: %v %v", rows, err)
			}
			if _, err := e.svc.Reply(ctx, mod, tk.ID, "On its way", nil); err != nil {
				t.Fatal(err)
			}
			th, err = e.svc.Thread(ctx, owner, tk.ID)
			if err != nil || th.Ticket.Status != support.StatusPending || len(th.Comments) != 2 || !th.Comments[1].IsStaff {
				t.Fatalf("after reply: %+v %v", th, err)
			}
			// A player is not staff.
			_, err = e.svc.Reply(ctx, owner, tk.ID, "I am staff", nil)
			wantKey(t, err, apperr.Forbidden.Key)
			_, err = e.svc.SetStatus(ctx, owner, tk.ID, support.StatusSolved)
			wantKey(t, err, apperr.Forbidden.Key)
		})
	}
}

// Types are sniffed from the bytes: a renamed executable is refused, a
// PDF named .txt is kept as a PDF; caps on count and size; nothing of a
// refused ticket is written.
func TestFilesAreSniffedAndCapped(t *testing.T) {
	ctx := context.Background()
	e := setup(t, testenv.SQLiteURL(t), nil)
	a := testdb.Actor(testdb.Player(t, e.db, 0))
	img := pngBytes(t)
	refused := map[string][]support.Upload{
		"file_type": {{Name: "x.png", Data: exeBytes()}},
		"html":      {{Name: "x.png", Data: []byte("<html><script>alert(1)</script>")}},
		"empty":     {{Name: "x.png"}},
		"large":     {{Name: "x.png", Data: append(append([]byte{}, img...), make([]byte, support.MaxFileSize)...)}},
		"count":     make([]support.Upload, support.MaxFiles+1),
	}
	for i := range refused["count"] {
		refused["count"][i] = support.Upload{Name: "x.png", Data: img}
	}
	for name, files := range refused {
		_, err := e.svc.Create(ctx, a, "help", "body", files)
		wantKey(t, err, apperr.Validation.Key)
		if name == "file_type" && !strings.Contains(messageOf(err), "not an image") {
			t.Fatalf("message: %v", err)
		}
	}
	if n := e.db.SupportTicket.Query().CountX(ctx); n != 0 {
		t.Fatalf("refused tickets wrote %d rows", n)
	}
	th, err := e.svc.Create(ctx, a, "help", "body", []support.Upload{{Name: "notes.txt", Data: pdfBytes()}})
	if err != nil {
		t.Fatal(err)
	}
	if at := th.Comments[0].Edges.Attachments[0]; at.ContentType != "application/pdf" || at.Name != "notes.pdf" {
		t.Fatalf("pdf: %+v", at)
	}
	for _, bad := range [][2]string{{"", "body"}, {"subject", " "}, {strings.Repeat("s", support.MaxSubject+1), "body"}} {
		_, err := e.svc.Create(ctx, a, bad[0], bad[1], nil)
		wantKey(t, err, apperr.Validation.Key)
	}
	_, err = e.svc.Create(ctx, &actor.Actor{}, "s", "b", nil)
	wantKey(t, err, apperr.NoAuth.Key)
}

// A link works for LinkTTL and not after; a changed name or key is refused.
func TestLinksExpireAndCannotBeForged(t *testing.T) {
	ctx := context.Background()
	e := setup(t, testenv.SQLiteURL(t), nil)
	a := testdb.Actor(testdb.Player(t, e.db, 0))
	th, err := e.svc.Create(ctx, a, "s", "b", []support.Upload{{Name: "a.png", Data: pngBytes(t)}})
	if err != nil {
		t.Fatal(err)
	}
	link, err := e.svc.Link(ctx, th.Comments[0].Edges.Attachments[0])
	if err != nil {
		t.Fatal(err)
	}
	for _, forged := range []string{strings.Replace(link, "name=a.png", "name=b.png", 1), strings.Replace(link, "type=image%2Fpng", "type=text%2Fhtml", 1),
		strings.Replace(link, "/support/files/support/", "/support/files/support/../", 1)} {
		if forged == link {
			t.Fatalf("forgery did not change %s", link)
		}
		if code, _, _ := get(t, forged); code != http.StatusNotFound {
			t.Fatalf("forged %s: %d", forged, code)
		}
	}
	e.now = e.now.Add(support.LinkTTL - time.Second)
	if code, _, _ := get(t, link); code != 200 {
		t.Fatalf("before expiry: %d", code)
	}
	e.now = e.now.Add(2 * time.Second)
	if code, _, _ := get(t, link); code != http.StatusNotFound {
		t.Fatalf("after expiry: %d", code)
	}
}

// Statuses: a player's comment opens a solved ticket again, a closed one
// takes none; staff set any status.
func TestStatuses(t *testing.T) {
	ctx := context.Background()
	e := setup(t, testenv.SQLiteURL(t), nil)
	a, mod := testdb.Actor(testdb.Player(t, e.db, 0)), staff(t, e.db)
	th, err := e.svc.Create(ctx, a, "s", "b", nil)
	if err != nil {
		t.Fatal(err)
	}
	id := th.Ticket.ID
	solved := support.StatusSolved
	if _, err := e.svc.Reply(ctx, mod, id, "done", &solved); err != nil {
		t.Fatal(err)
	}
	if _, err := e.svc.Comment(ctx, a, id, "not quite", nil); err != nil {
		t.Fatal(err)
	}
	if tk, _ := e.svc.Ticket(ctx, a, id); tk.Status != support.StatusOpen {
		t.Fatalf("status %s", tk.Status)
	}
	if _, err := e.svc.SetStatus(ctx, mod, id, support.StatusClosed); err != nil {
		t.Fatal(err)
	}
	_, err = e.svc.Comment(ctx, a, id, "again", nil)
	wantKey(t, err, apperr.Validation.Key)
	_, err = e.svc.SetStatus(ctx, mod, id, supportticket.Status("lost"))
	wantKey(t, err, apperr.Validation.Key)
	_, err = e.svc.SetStatus(ctx, mod, id+1000, support.StatusOpen)
	wantKey(t, err, apperr.NotFound.Key)
}

// A staff answer reaches the player's subscription, on the in-process and
// the Redis bus (the answer and the subscription on different buses, as on
// two instances); another player's subscription gets nothing.
func TestStaffReplyArrivesLive(t *testing.T) {
	buses := map[string]func(t *testing.T) (realtime.Bus, realtime.Bus){
		"memory": func(t *testing.T) (realtime.Bus, realtime.Bus) {
			b, _ := realtime.Open("", "", nil, nil)
			t.Cleanup(func() { b.Close() })
			return b, b
		},
		"redis": func(t *testing.T) (realtime.Bus, realtime.Bus) {
			url, prefix := testenv.RedisURL(t), testenv.Unique(t)+":"
			var out [2]realtime.Bus
			for i := range out {
				b, err := realtime.Open(url, prefix, []byte("bus key"), nil)
				if err != nil {
					t.Fatal(err)
				}
				t.Cleanup(func() { b.Close() })
				out[i] = b
			}
			return out[0], out[1]
		},
	}
	for name, open := range buses {
		t.Run(name, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			defer cancel()
			pub, sub := open(t)
			url := testenv.SQLiteURL(t)
			e := setup(t, url, pub)
			viewer := *e.svc
			viewer.Bus = sub
			a, other, mod := testdb.Actor(testdb.Player(t, e.db, 0)), testdb.Actor(testdb.Player(t, e.db, 0)), staff(t, e.db)
			th, err := e.svc.Create(ctx, a, "s", "b", nil)
			if err != nil {
				t.Fatal(err)
			}
			mine, err := viewer.Subscribe(ctx, a)
			if err != nil {
				t.Fatal(err)
			}
			theirs, err := viewer.Subscribe(ctx, other)
			if err != nil {
				t.Fatal(err)
			}
			c, err := e.svc.Reply(ctx, mod, th.Ticket.ID, "We are on it", nil)
			if err != nil {
				t.Fatal(err)
			}
			var ch *support.Change
			select {
			case ch = <-mine:
			case <-ctx.Done():
				t.Fatal("no live reply")
			}
			if ch.Comment == nil || ch.Comment.ID != c.ID || ch.Comment.Body != "We are on it" || ch.Ticket.Status != support.StatusPending {
				t.Fatalf("change %+v", ch)
			}
			if _, err := e.svc.SetStatus(ctx, mod, th.Ticket.ID, support.StatusSolved); err != nil {
				t.Fatal(err)
			}
			select {
			case ch = <-mine:
			case <-ctx.Done():
				t.Fatal("no live status")
			}
			if ch.Comment != nil || ch.Ticket.Status != support.StatusSolved {
				t.Fatalf("status change %+v", ch)
			}
			select {
			case ch := <-theirs:
				t.Fatalf("another player got %+v", ch)
			default:
			}
		})
	}
}

// The widget's token is an HS256 JWT of the player, valid WidgetTTL.
func TestWidgetToken(t *testing.T) {
	e := setup(t, testenv.SQLiteURL(t), nil)
	u := testdb.Player(t, e.db, 0)
	w, err := e.svc.Widget(context.Background(), testdb.Actor(u), u.Nickname)
	if err != nil {
		t.Fatal(err)
	}
	claims := parseWidget(t, w.Token, []byte("widget secret"))
	if claims["external_id"] != itoa(u.ID) || claims["name"] != u.Nickname || claims["jti"] == "" ||
		int64(claims["exp"].(float64)) != e.now.Add(support.WidgetTTL).Unix() {
		t.Fatalf("claims %v", claims)
	}
	if !w.ExpiresAt.Equal(e.now.Add(support.WidgetTTL)) {
		t.Fatalf("expires %v", w.ExpiresAt)
	}
	_, err = e.svc.Widget(context.Background(), &actor.Actor{}, "")
	wantKey(t, err, apperr.NoAuth.Key)
}

func messageOf(err error) string { e, _ := apperr.From(err); return e.Message }
