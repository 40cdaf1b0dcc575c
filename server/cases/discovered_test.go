package cases_test

import (
	"context"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/casefront/casefront/ent/discoveredboard"
	"github.com/casefront/casefront/ent/drop"
	"github.com/casefront/casefront/ent/fairseed"
	"github.com/casefront/casefront/ent/lootcase"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/cases"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/ledger"
)

var discoveredOpen = cases.OpenRequest{CaseAlias: testdb.DiscoveredCase, Count: 1}

// A board is dealt once (parallel first views included), committed before
// the pick, the pick may change, and the open drops the picked slot's item
// with the board's nonce and cursor = the slot, reveals items and salt that
// match the commitment, and verifies slot by slot once the seed is revealed.
func TestDiscoveredBoardCommitsPicksAndReveals(t *testing.T) {
	t.Parallel()
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			db, svc := setupProgress(t, d.URL(t))
			u := testdb.Player(t, db, 5_000)
			a := testdb.Actor(u)

			boards := make([]*cases.Board, 8)
			var wg sync.WaitGroup
			for i := range boards {
				wg.Add(1)
				go func() {
					defer wg.Done()
					b, err := svc.DiscoveredBoard(ctx, testdb.Actor(u), 0, testdb.DiscoveredCase)
					if err != nil {
						t.Errorf("view: %v", err)
						return
					}
					boards[i] = b
				}()
			}
			wg.Wait()
			if t.Failed() {
				return
			}
			if n := db.DiscoveredBoard.Query().CountX(ctx); n != 1 {
				t.Fatalf("%d boards dealt by parallel first views", n)
			}
			b := boards[0]
			for _, o := range boards {
				if o.Row.ID != b.Row.ID {
					t.Fatalf("views saw boards %d and %d", b.Row.ID, o.Row.ID)
				}
			}
			if len(b.Row.Items) != cases.DiscoveredSlots || b.Opened() || b.Items != nil || b.Row.Selected != nil ||
				len(b.Row.Commitment) != 64 || len(b.Row.Salt) != 32 {
				t.Fatalf("dealt board %+v", b.Row)
			}
			if got := cases.BoardCommitment(b.Row.Salt, b.Row.Items); got != b.Row.Commitment {
				t.Fatalf("commitment %s, salt and items give %s", b.Row.Commitment, got)
			}
			seed := db.FairSeed.Query().Where(fairseed.UserID(u.ID), fairseed.Active(true)).OnlyX(ctx)
			if b.Row.SeedID != seed.ID || seed.Nonce != b.Row.Nonce+1 {
				t.Fatalf("board nonce %d, seed %d at %d: the deal takes exactly one nonce", b.Row.Nonce, seed.ID, seed.Nonce)
			}

			if _, err := svc.SelectDiscovered(ctx, a, 0, testdb.DiscoveredCase, 4); err != nil {
				t.Fatal(err)
			}
			sel, err := svc.SelectDiscovered(ctx, a, 0, testdb.DiscoveredCase, 2)
			if err != nil || *sel.Row.Selected != 2 || sel.Items != nil {
				t.Fatalf("changed pick: %+v %v", sel, err)
			}
			res, err := svc.OpenDiscovered(ctx, a, discoveredOpen)
			if err != nil {
				t.Fatal(err)
			}
			dr, rb := res.Drops[0], res.Board
			if !rb.Opened() || len(rb.Items) != cases.DiscoveredSlots || rb.Row.DropID == nil || *rb.Row.DropID != dr.ID {
				t.Fatalf("revealed board %+v", rb.Row)
			}
			for i, it := range rb.Items {
				if it == nil || it.ID != b.Row.Items[i] {
					t.Fatalf("slot %d revealed %v, dealt %d", i, it, b.Row.Items[i])
				}
			}
			if dr.ItemID != b.Row.Items[2] || dr.Nonce != b.Row.Nonce || dr.Cursor != 2 || dr.Roll != "" || dr.Edges.Item.ID != dr.ItemID {
				t.Fatalf("drop item %d nonce %d cursor %d, board slot 2 holds %d at nonce %d", dr.ItemID, dr.Nonce, dr.Cursor, b.Row.Items[2], b.Row.Nonce)
			}
			if cases.BoardCommitment(rb.Row.Salt, rb.Row.Items) != b.Row.Commitment {
				t.Fatal("the revealed board does not match the commitment")
			}
			after := db.User.GetX(ctx, u.ID)
			if after.Balance != 4_000 || after.Xp == 0 || res.Cost != 1000 {
				t.Fatalf("balance %d xp %d cost %d", after.Balance, after.Xp, res.Cost)
			}
			if st := db.DiscoveredBoard.GetX(ctx, b.Row.ID).State; st != discoveredboard.StateOpened {
				t.Fatalf("board state %s", st)
			}
			if n := db.FairSeed.GetX(ctx, seed.ID).Nonce; n != seed.Nonce {
				t.Fatalf("the open advanced the nonce to %d", n)
			}
			// An opened board opens once.
			if _, err := svc.OpenDiscovered(ctx, a, discoveredOpen); reasonOf(err) != "no_board" {
				t.Fatalf("second open: %v", err)
			}

			rv := revealSeed(t, db, u.ID)
			for i, id := range b.Row.Items {
				v, err := cases.Verify(ctx, db.Client, cases.VerifyInput{ServerSeed: rv.ServerSeed, ClientSeed: rv.ClientSeed,
					Nonce: b.Row.Nonce, Cursor: i, CaseAlias: testdb.DiscoveredCase, CaseRevision: b.Row.CaseRevision})
				if err != nil || v.Item.ID != id {
					t.Fatalf("slot %d not verified: %v", i, err)
				}
				if i == dr.Cursor && v.Ticket != dr.Ticket {
					t.Fatalf("drop ticket %d, verified %d", dr.Ticket, v.Ticket)
				}
			}
			// The next view deals a new board.
			next, err := svc.DiscoveredBoard(ctx, a, 0, testdb.DiscoveredCase)
			if err != nil || next.Row.ID == b.Row.ID || next.Opened() {
				t.Fatalf("next board %+v %v", next, err)
			}
			if bad, err := ledger.Verify(ctx, db.Client); err != nil || len(bad) > 0 {
				t.Fatalf("ledger: %v %v", bad, err)
			}
		})
	}
}

// Selecting out of range, opening without a pick or without a board, and
// the shared refusals write nothing.
func TestDiscoveredRefusalsWriteNothing(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db, svc := setupProgress(t, testenv.SQLiteURL(t))
	u := testdb.Player(t, db, 5_000)
	a := testdb.Actor(u)
	poor := testdb.Player(t, db, 999)

	if _, err := svc.OpenDiscovered(ctx, a, discoveredOpen); reasonOf(err) != "no_board" {
		t.Fatalf("open before any view: %v", err)
	}
	if _, err := svc.SelectDiscovered(ctx, a, 0, testdb.DiscoveredCase, 0); reasonOf(err) != "no_board" {
		t.Fatalf("select before any view: %v", err)
	}
	if _, err := svc.DiscoveredBoard(ctx, a, 0, testdb.DiscoveredCase); err != nil {
		t.Fatal(err)
	}
	if _, err := svc.DiscoveredBoard(ctx, testdb.Actor(poor), 0, testdb.DiscoveredCase); err != nil {
		t.Fatal(err)
	}
	before := progressWrites(t, db)
	for _, idx := range []int{-1, cases.DiscoveredSlots, 100} {
		_, err := svc.SelectDiscovered(ctx, a, 0, testdb.DiscoveredCase, idx)
		if e, _ := apperr.As(err); e.Key != apperr.Validation.Key || e.Fields["field"] != "index" {
			t.Fatalf("select %d: %v", idx, err)
		}
	}
	if _, err := svc.OpenDiscovered(ctx, a, discoveredOpen); reasonOf(err) != "no_selection" {
		t.Fatalf("open without a pick: %v", err)
	}
	if _, err := svc.SelectDiscovered(ctx, testdb.Actor(poor), 0, testdb.DiscoveredCase, 1); err != nil {
		t.Fatal(err)
	}
	if _, err := svc.OpenDiscovered(ctx, testdb.Actor(poor), discoveredOpen); key(err) != apperr.NotEnoughMoney.Key {
		t.Fatalf("poor: %v", err)
	}
	if _, err := svc.OpenDiscovered(ctx, testdb.Actor(u, "case_open_discovered"), discoveredOpen); key(err) != apperr.Restricted.Key {
		t.Fatalf("restricted: %v", err)
	}
	if _, err := svc.OpenDiscovered(ctx, a, cases.OpenRequest{CaseAlias: testdb.GachaCase, Count: 1}); reasonOf(err) != "wrong_family" {
		t.Fatalf("gacha case: %v", err)
	}
	if _, err := svc.DiscoveredBoard(ctx, a, 0, "test-case"); reasonOf(err) != "wrong_family" {
		t.Fatalf("board of a normal case: %v", err)
	}
	if _, err := svc.DiscoveredBoard(ctx, &actor.Actor{}, 0, testdb.DiscoveredCase); key(err) != apperr.NoAuth.Key {
		t.Fatalf("visitor: %v", err)
	}
	// SelectDiscovered wrote the poor player's pick, which is allowed; the
	// counted rows are unchanged.
	if after := progressWrites(t, db); after != before {
		t.Fatalf("refusals wrote %v -> %v", before, after)
	}
	db.LootCase.Update().Where(lootcase.Alias(testdb.DiscoveredCase)).SetEnabled(false).ExecX(ctx)
	if _, err := svc.OpenDiscovered(ctx, testdb.Actor(poor), discoveredOpen); key(err) != apperr.CaseDisabled.Key {
		t.Fatalf("disabled: %v", err)
	}
}

// A rotation between the deal and the open reveals the seed the slots were
// drawn with: the board is void, the open is refused and charges nothing,
// and the next view deals a board on the new seed.
func TestRotatedSeedVoidsTheBoard(t *testing.T) {
	t.Parallel()
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			ctx := context.Background()
			db, svc := setupProgress(t, d.URL(t))
			u := testdb.Player(t, db, 5_000)
			a := testdb.Actor(u)
			b, err := svc.DiscoveredBoard(ctx, a, 0, testdb.DiscoveredCase)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := svc.SelectDiscovered(ctx, a, 0, testdb.DiscoveredCase, 0); err != nil {
				t.Fatal(err)
			}
			revealSeed(t, db, u.ID)
			drops := db.Drop.Query().CountX(ctx)
			ledgers := db.LedgerEntry.Query().CountX(ctx)
			if _, err := svc.OpenDiscovered(ctx, a, discoveredOpen); reasonOf(err) != "board_void" {
				t.Fatalf("open after rotation: %v", err)
			}
			if db.Drop.Query().CountX(ctx) != drops || db.LedgerEntry.Query().CountX(ctx) != ledgers || db.User.GetX(ctx, u.ID).Balance != 5_000 {
				t.Fatal("a void board charged or dropped")
			}
			if st := db.DiscoveredBoard.GetX(ctx, b.Row.ID).State; st != discoveredboard.StateVoid {
				t.Fatalf("board %s, want void", st)
			}
			if _, err := svc.OpenDiscovered(ctx, a, discoveredOpen); reasonOf(err) != "no_board" {
				t.Fatalf("open again: %v", err)
			}
			next, err := svc.DiscoveredBoard(ctx, a, 0, testdb.DiscoveredCase)
			if err != nil || next.Row.ID == b.Row.ID || next.Row.SeedID == b.Row.SeedID || next.Row.Nonce != 0 {
				t.Fatalf("next board %+v %v", next, err)
			}
			// A view after a rotation voids the stale board itself.
			if _, err := svc.SelectDiscovered(ctx, a, 0, testdb.DiscoveredCase, 3); err != nil {
				t.Fatal(err)
			}
			revealSeed(t, db, u.ID)
			third, err := svc.DiscoveredBoard(ctx, a, 0, testdb.DiscoveredCase)
			if err != nil || third.Row.ID == next.Row.ID || third.Row.Selected != nil {
				t.Fatalf("view after rotation: %+v %v", third, err)
			}
			if st := db.DiscoveredBoard.GetX(ctx, next.Row.ID).State; st != discoveredboard.StateVoid {
				t.Fatalf("stale board %s, want void", st)
			}
			if _, err := svc.SelectDiscovered(ctx, a, 0, testdb.DiscoveredCase, 5); err != nil {
				t.Fatal(err)
			}
			// Parallel opens of one board: one pays and drops.
			var ok atomic.Int32
			var wg sync.WaitGroup
			for range 6 {
				wg.Add(1)
				go func() {
					defer wg.Done()
					_, err := svc.OpenDiscovered(ctx, testdb.Actor(u), discoveredOpen)
					switch {
					case err == nil:
						ok.Add(1)
					case reasonOf(err) != "no_board":
						t.Errorf("open: %v", err)
					}
				}()
			}
			wg.Wait()
			if ok.Load() != 1 || db.Drop.Query().Where(drop.UserID(u.ID)).CountX(ctx) != 1 || db.User.GetX(ctx, u.ID).Balance != 4_000 {
				t.Fatalf("%d parallel opens succeeded", ok.Load())
			}
		})
	}
}
