package support_test

import (
	"context"
	"testing"
	"time"

	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/support"
)

// A solved ticket left alone for AutoCloseAfter closes by itself, once,
// and its player hears of it; a younger solved ticket, one the player
// answered, and one still waiting on staff stay as they are.
func TestSolvedTicketsLeftAloneClose(t *testing.T) {
	for _, d := range testenv.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			e := setup(t, d.URL(t), nil)
			a, mod := testdb.Actor(testdb.Player(t, e.db, 0)), staff(t, e.db)
			open := func(subject string) int {
				th, err := e.svc.Create(ctx, a, subject, "body", nil)
				if err != nil {
					t.Fatal(err)
				}
				return th.Ticket.ID
			}
			solved := support.StatusSolved
			old, answered, waiting := open("old"), open("answered"), open("waiting")
			for _, id := range []int{old, answered} {
				if _, err := e.svc.Reply(ctx, mod, id, "done", &solved); err != nil {
					t.Fatal(err)
				}
			}
			e.now = e.now.Add(support.AutoCloseAfter - time.Hour)
			young := open("young")
			if _, err := e.svc.Reply(ctx, mod, young, "done", &solved); err != nil {
				t.Fatal(err)
			}
			if _, err := e.svc.Comment(ctx, a, answered, "not quite", nil); err != nil {
				t.Fatal(err)
			}
			sub, cancel := context.WithCancel(ctx)
			defer cancel()
			changes, err := e.svc.Subscribe(sub, a)
			if err != nil {
				t.Fatal(err)
			}

			e.now = e.now.Add(2 * time.Hour) // old: solved AutoCloseAfter+1h ago
			if n, err := e.svc.CloseSolved(ctx); err != nil || n != 1 {
				t.Fatalf("closed %d, %v; want 1", n, err)
			}
			if n, err := e.svc.CloseSolved(ctx); err != nil || n != 0 {
				t.Fatalf("closed again %d, %v", n, err)
			}
			want := map[int]string{old: "closed", answered: "open", waiting: "new", young: "solved"}
			for id, st := range want {
				tk, err := e.svc.Ticket(ctx, a, id)
				if err != nil {
					t.Fatal(err)
				}
				if string(tk.Status) != st {
					t.Errorf("ticket %d: %s, want %s", id, tk.Status, st)
				}
			}
			select {
			case c := <-changes:
				if c == nil || c.Ticket == nil || c.Ticket.ID != old || c.Ticket.Status != support.StatusClosed {
					t.Fatalf("change %+v, want ticket %d closed", c, old)
				}
			case <-time.After(10 * time.Second):
				t.Fatal("the player heard nothing of the close")
			}
		})
	}
}
