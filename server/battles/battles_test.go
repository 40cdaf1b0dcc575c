package battles_test

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"math/big"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/casefront/casefront/ent/battle"
	"github.com/casefront/casefront/ent/battleroll"
	"github.com/casefront/casefront/ent/battleseat"
	"github.com/casefront/casefront/ent/drop"
	"github.com/casefront/casefront/ent/ledgerentry"
	"github.com/casefront/casefront/ent/user"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/battles"
	"github.com/casefront/casefront/server/internal/testdb"
	"github.com/casefront/casefront/server/internal/testenv"
	"github.com/casefront/casefront/server/levels"
)

// A battle from creation to settlement: the creator pays a seat, the
// joiner's seat starts it (rolls stored, clock enqueued), the rounds are
// shown on the clock and never before, and the end gives the winner every
// item as drops, XP to both payers and reveals the seed.
func TestBattleLifecycle(t *testing.T) {
	t.Parallel()
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			e := setup(t, d.URL(t))
			tc := e.caseID(t, "test-case")
			creator, ca := e.player(t, 10_000)
			joiner, ja := e.player(t, 5_000)

			v := e.create(t, ca, battles.CreateRequest{PlayersCount: 2, CaseIDs: []int{tc, tc}, Delay: 26})
			if v.State != battle.StateNew || v.SeatPrice != 2*casePrice || v.Delay != 26 || v.UsersCount != 1 ||
				v.ServerSeed != "" || len(v.BattleHash) != 64 || v.MySeat == nil || *v.MySeat != 0 {
				t.Fatalf("created: %+v", v)
			}
			if got := e.balance(t, creator.ID); got != 10_000-2*casePrice {
				t.Fatalf("creator balance %d", got)
			}
			created := e.clock.Now()
			jobs := e.jobs.take()
			if len(jobs) != 1 || jobs[0].Args.Kind() != "battle_expire" || !jobs[0].At.Equal(created.Add(battles.OpenFor)) {
				t.Fatalf("jobs at creation: %+v", jobs)
			}

			e.clock.Add(time.Minute)
			started := e.clock.Now()
			v = e.enter(t, ja, v.ID, "")
			if v.State != battle.StateActive || v.UsersCount != 2 || v.StartedAt == nil || !v.StartedAt.Equal(started) ||
				v.ClientSeedsHash == "" || v.ServerSeed != "" || v.Revealed != 0 {
				t.Fatalf("started: %+v", v)
			}
			if got := e.balance(t, joiner.ID); got != 5_000-2*casePrice {
				t.Fatalf("joiner balance %d", got)
			}
			if n := e.db.BattleRoll.Query().Where(battleroll.BattleID(v.ID)).CountX(e.ctx); n != 4 {
				t.Fatalf("%d rolls stored, want 2 rounds × 2 seats", n)
			}
			for _, r := range v.Rounds {
				if r.Revealed || len(r.Rolls) != 0 || r.RevealAt == nil {
					t.Fatalf("round %d shown at the start: %+v", r.Round, r)
				}
			}
			jobs = e.jobs.take()
			want := []string{"battle_round@6s", "battle_round@16s", "battle_finish@26s"}
			var got []string
			for _, j := range jobs {
				got = append(got, fmt.Sprintf("%s@%s", j.Args.Kind(), j.At.Sub(started)))
			}
			if !slices.Equal(got, want) {
				t.Fatalf("clock jobs %v, want %v", got, want)
			}

			// 5.999 s: nothing shown; 6 s: round 1; 16 s: round 2.
			e.clock.Add(6*time.Second - time.Millisecond)
			if v, _ = e.svc.Get(e.ctx, ja, v.ID, ""); v.Revealed != 0 || v.Seats[0].Total != 0 {
				t.Fatalf("shown before its time: %d rounds, total %s", v.Revealed, v.Seats[0].Total)
			}
			e.clock.Add(time.Millisecond)
			v, _ = e.svc.Get(e.ctx, nil, v.ID, "")
			if v.Revealed != 1 || !v.Rounds[0].Revealed || len(v.Rounds[0].Rolls) != 2 || v.Rounds[1].Revealed || len(v.Rounds[1].Rolls) != 0 {
				t.Fatalf("at 6 s: %d shown, rounds %+v", v.Revealed, v.Rounds)
			}
			if v.Seats[0].Total != v.Rounds[0].Rolls[0].Price || v.Seats[1].Total != v.Rounds[0].Rolls[1].Price {
				t.Fatalf("totals %s %s are not round 1's", v.Seats[0].Total, v.Seats[1].Total)
			}
			if wait, err := e.svc.Finish(e.ctx, v.ID); err != nil || wait != 20*time.Second {
				t.Fatalf("early finish: wait %s, %v", wait, err)
			}
			e.clock.Add(10 * time.Second)
			if v, _ = e.svc.Get(e.ctx, nil, v.ID, ""); v.Revealed != 2 || v.State != battle.StateActive || v.WinnerSeats != nil {
				t.Fatalf("at 16 s: %d shown, %s, winners %v", v.Revealed, v.State, v.WinnerSeats)
			}

			b := e.finish(t, v.ID)
			v, _ = e.svc.Get(e.ctx, nil, v.ID, "")
			if v.ServerSeed == "" || fmt.Sprintf("%x", sha256.Sum256([]byte(v.ServerSeed))) != v.BattleHash || !v.GotXP {
				t.Fatalf("finished without the seed revealed: %+v", v)
			}
			totals := [2]money.Cents{}
			for _, r := range v.Rounds {
				for _, rl := range r.Rolls {
					totals[rl.Seat] += rl.Price
				}
			}
			winner := 0
			if totals[1] > totals[0] {
				winner = 1
			}
			if totals[0] == totals[1] {
				winner = b.WinnerSeats[0] // the draw; TestBattleTieIsDrawn checks it
			}
			if !slices.Equal(b.WinnerSeats, []int{winner}) || !v.Seats[winner].Won || v.Seats[1-winner].Won {
				t.Fatalf("totals %v, winners %v", totals, b.WinnerSeats)
			}
			winnerID := []int{creator.ID, joiner.ID}[winner]
			drops := e.db.Drop.Query().Where(drop.UserID(winnerID), drop.CaseIDNotNil()).AllX(e.ctx)
			if len(drops) != 4 || e.db.Drop.Query().Where(drop.UserID([]int{creator.ID, joiner.ID}[1-winner])).CountX(e.ctx) != 0 {
				t.Fatalf("the winner holds %d drops, want all 4", len(drops))
			}
			var value money.Cents
			for _, d := range drops {
				value += d.Price
				if d.State != drop.StateActive {
					t.Fatalf("drop %d is %s", d.ID, d.State)
				}
			}
			if value != totals[0]+totals[1] || b.Total != value {
				t.Fatalf("drops worth %s, battle total %s, rolls %v", value, b.Total, totals)
			}
			for _, u := range []int{creator.ID, joiner.ID} {
				if xp := e.db.User.GetX(e.ctx, u).Xp; xp != levels.XPFor(2*casePrice) {
					t.Fatalf("user %d has %d XP", u, xp)
				}
			}
			// Settling twice changes nothing.
			if wait, err := e.svc.Finish(e.ctx, v.ID); err != nil || wait != 0 {
				t.Fatal(wait, err)
			}
			if n := e.db.Drop.Query().CountX(e.ctx); n != 4 {
				t.Fatalf("%d drops after a second settlement", n)
			}
			e.ledgerHolds(t)
		})
	}
}

// Anyone can recompute a finished battle from what it reveals: the HMAC of
// client_seeds_hash:battle_id:round:seat under the server seed, mapped on
// the case's weights, gives every stored roll; Verify says the same.
func TestBattleVerifiesFromRevealedSeeds(t *testing.T) {
	t.Parallel()
	e := setup(t, testenv.SQLiteURL(t))
	tc := e.caseID(t, "test-case")
	_, ca := e.player(t, 100_000)
	_, ja := e.player(t, 100_000)
	_, ka := e.player(t, 100_000)
	v := e.create(t, ca, battles.CreateRequest{PlayersCount: 3, CaseIDs: []int{tc, tc, tc}, ClientSeed: "creator-seed"})
	e.enter(t, ja, v.ID, "")
	if _, err := e.svc.Enter(e.ctx, ka, battles.EnterRequest{ID: v.ID, ClientSeed: "my:own:seed"}); err != nil {
		t.Fatal(err)
	}
	b := e.finish(t, v.ID)
	v, err := e.svc.Get(e.ctx, ka, v.ID, "")
	if err != nil {
		t.Fatal(err)
	}
	var seeds []string
	for _, st := range v.Seats {
		seeds = append(seeds, st.ClientSeed)
	}
	if seeds[0] != "creator-seed" || seeds[2] != "my:own:seed" {
		t.Fatalf("client seeds %v", seeds)
	}
	sum := sha256.Sum256([]byte(strings.Join(seeds, ":")))
	csh := hex.EncodeToString(sum[:])
	if csh != v.ClientSeedsHash {
		t.Fatalf("client seeds hash %s, want %s", v.ClientSeedsHash, csh)
	}
	// test-case: 8000 / 1900 / 100 on the P250, the AK-47 and the Karambit.
	weights, names := []int64{8000, 1900, 100}, []string{"P250", "AK-47", "Karambit"}
	totals := map[int]money.Cents{}
	for _, r := range v.Rounds {
		for _, rl := range r.Rolls {
			mac := hmac.New(sha256.New, []byte(v.ServerSeed))
			fmt.Fprintf(mac, "%s:%d:%d:%d", csh, v.ID, r.Round, rl.Seat)
			bits := binary.BigEndian.Uint64(mac.Sum(nil)[:8]) >> 12
			ticket := new(big.Int).Rsh(new(big.Int).Mul(new(big.Int).SetUint64(bits), big.NewInt(10000)), 52).Int64()
			idx, acc := 0, int64(0)
			for i, w := range weights {
				if acc += w; ticket < acc {
					idx = i
					break
				}
			}
			if rl.Ticket != ticket || rl.Item.Weapon != names[idx] {
				t.Fatalf("round %d seat %d: stored ticket %d item %s, recomputed %d %s", r.Round, rl.Seat, rl.Ticket, rl.Item.Name, ticket, names[idx])
			}
			totals[rl.Seat] += rl.Price
		}
	}
	best := 0
	for seat := 1; seat < 3; seat++ {
		if totals[seat] > totals[best] {
			best = seat
		}
	}
	if totals[best] != totals[b.WinnerSeats[0]] {
		t.Fatalf("winner %v with %s, best total %s", b.WinnerSeats, totals[b.WinnerSeats[0]], totals[best])
	}
	ver, err := e.svc.Verify(e.ctx, nil, v.ID, "", "")
	if err != nil || !ver.OK || !ver.HashMatches || !ver.ClientSeedsMatch || !ver.WinnersMatch {
		t.Fatalf("verify: %+v %v", ver, err)
	}
	bad, err := e.svc.Verify(e.ctx, nil, v.ID, "", "not-the-seed")
	if err != nil || bad.OK || bad.HashMatches {
		t.Fatalf("a wrong seed verifies: %+v %v", bad, err)
	}
	// Before its end a battle has nothing to verify.
	v2 := e.create(t, ca, battles.CreateRequest{})
	if _, err := e.svc.Verify(e.ctx, nil, v2.ID, "", ""); key(err) != apperr.Validation.Key {
		t.Fatalf("verify before the end: %v", err)
	}
}

// Every refusal names its api.* key and writes nothing.
func TestBattleRefusalsWriteNothing(t *testing.T) {
	t.Parallel()
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			e := setup(t, d.URL(t))
			tc := e.caseID(t, "test-case")
			off := e.caseID(t, "off-case")
			_, ca := e.player(t, 100_000)
			_, ja := e.player(t, 100_000)
			_, ka := e.player(t, 100_000)
			poor, pa := e.player(t, casePrice-1)
			open := e.create(t, ca, battles.CreateRequest{})
			private := e.create(t, ca, battles.CreateRequest{Privacy: "private"})
			if private.PrivateKey == "" {
				t.Fatal("the creator does not see the private key")
			}
			full := e.create(t, ca, battles.CreateRequest{})
			e.enter(t, ja, full.ID, "")
			_ = poor
			before := e.counts(t)
			banned, _ := e.player(t, 100_000)
			until := e.clock.Now().Add(time.Hour)
			e.db.User.UpdateOneID(banned.ID).SetSelfBanUntil(until).ExecX(e.ctx)
			banned = e.db.User.GetX(e.ctx, banned.ID)
			bannedActor := battlesActor(banned)
			_, restricted := e.player(t, 100_000, battles.Feature)
			before = e.counts(t)

			steps := []struct {
				name string
				err  func() error
				want string
			}{
				{"full battle", func() error { _, err := e.svc.Enter(e.ctx, ka, battles.EnterRequest{ID: full.ID}); return err }, apperr.BattleFull.Key},
				{"already seated", func() error { _, err := e.svc.Enter(e.ctx, ca, battles.EnterRequest{ID: open.ID}); return err }, apperr.BattleAlreadyJoined.Key},
				{"not enough balance", func() error { _, err := e.svc.Enter(e.ctx, pa, battles.EnterRequest{ID: open.ID}); return err }, apperr.NotEnoughMoney.Key},
				{"creating without the balance", func() error {
					_, err := e.svc.Create(e.ctx, pa, battles.CreateRequest{PlayersCount: 2, CaseIDs: []int{tc}})
					return err
				}, apperr.NotEnoughMoney.Key},
				{"no private key", func() error { _, err := e.svc.Enter(e.ctx, ka, battles.EnterRequest{ID: private.ID}); return err }, apperr.BattlePrivate.Key},
				{"wrong private key", func() error {
					_, err := e.svc.Enter(e.ctx, ka, battles.EnterRequest{ID: private.ID, PrivateKey: "0000000000000000"})
					return err
				}, apperr.BattlePrivate.Key},
				{"seeing without the key", func() error { _, err := e.svc.Get(e.ctx, ka, private.ID, "nope"); return err }, apperr.BattlePrivate.Key},
				{"leaving after the start", func() error { _, err := e.svc.Leave(e.ctx, ja, full.ID); return err }, apperr.BattleStarted.Key},
				{"leaving a battle one is not in", func() error { _, err := e.svc.Leave(e.ctx, ka, open.ID); return err }, apperr.NotFound.Key},
				{"unavailable case", func() error {
					_, err := e.svc.Create(e.ctx, ka, battles.CreateRequest{PlayersCount: 2, CaseIDs: []int{tc, off}})
					return err
				}, apperr.CaseDisabled.Key},
				{"unknown case", func() error {
					_, err := e.svc.Create(e.ctx, ka, battles.CreateRequest{PlayersCount: 2, CaseIDs: []int{987654321}})
					return err
				}, apperr.CaseDisabled.Key},
				{"too many cases", func() error {
					_, err := e.svc.Create(e.ctx, ka, battles.CreateRequest{PlayersCount: 2, CaseIDs: slices.Repeat([]int{tc}, battles.MaxRounds+1)})
					return err
				}, apperr.Validation.Key},
				{"bad players count", func() error {
					_, err := e.svc.Create(e.ctx, ka, battles.CreateRequest{PlayersCount: 5, CaseIDs: []int{tc}})
					return err
				}, apperr.Validation.Key},
				{"2x2 of three", func() error {
					_, err := e.svc.Create(e.ctx, ka, battles.CreateRequest{PlayersCount: 3, Type: "2x2", CaseIDs: []int{tc}})
					return err
				}, apperr.Validation.Key},
				{"wrong delay", func() error {
					_, err := e.svc.Create(e.ctx, ka, battles.CreateRequest{PlayersCount: 2, CaseIDs: []int{tc}, Delay: 20})
					return err
				}, apperr.Validation.Key},
				{"self-banned creating", func() error {
					_, err := e.svc.Create(e.ctx, bannedActor, battles.CreateRequest{PlayersCount: 2, CaseIDs: []int{tc}})
					return err
				}, apperr.SelfBanned.Key},
				{"self-banned entering", func() error { _, err := e.svc.Enter(e.ctx, bannedActor, battles.EnterRequest{ID: open.ID}); return err }, apperr.SelfBanned.Key},
				{"restricted creating", func() error {
					_, err := e.svc.Create(e.ctx, restricted, battles.CreateRequest{PlayersCount: 2, CaseIDs: []int{tc}})
					return err
				}, apperr.Restricted.Key},
				{"restricted entering", func() error { _, err := e.svc.Enter(e.ctx, restricted, battles.EnterRequest{ID: open.ID}); return err }, apperr.Restricted.Key},
				{"anonymous", func() error { _, err := e.svc.Enter(e.ctx, nil, battles.EnterRequest{ID: open.ID}); return err }, apperr.NoAuth.Key},
				{"bots by another", func() error { _, err := e.svc.AddBots(e.ctx, ja, open.ID); return err }, apperr.Forbidden.Key},
				{"rematch of a running battle", func() error { _, err := e.svc.CreateRematch(e.ctx, ja, full.ID); return err }, apperr.Validation.Key},
			}
			for _, s := range steps {
				wantKey(t, s.name, s.err(), s.want)
				if got := e.counts(t); got != before {
					t.Fatalf("%s wrote: %+v, before %+v", s.name, got, before)
				}
			}
			// The refusal of a restricted or self-banned account is checked
			// again on its locked row: a ban that started after the request
			// began still stops it.
			lateBan, la := e.player(t, 100_000)
			e.db.User.UpdateOneID(lateBan.ID).SetSelfBanUntil(until).ExecX(e.ctx)
			before = e.counts(t)
			wantKey(t, "ban after resolving", func() error { _, err := e.svc.Enter(e.ctx, la, battles.EnterRequest{ID: open.ID}); return err }(), apperr.SelfBanned.Key)
			if got := e.counts(t); got != before {
				t.Fatalf("late ban wrote: %+v", got)
			}
			e.ledgerHolds(t)
		})
	}
}

// Leaving refunds the seat; the creator leaving cancels the battle and
// refunds everyone; a battle nobody filled is canceled by its expiry job.
func TestBattleLeaveCancelAndExpiry(t *testing.T) {
	t.Parallel()
	for _, d := range testdb.Databases() {
		t.Run(d.Name, func(t *testing.T) {
			e := setup(t, d.URL(t))
			creator, ca := e.player(t, 100_000)
			joiner, ja := e.player(t, 100_000)
			v := e.create(t, ca, battles.CreateRequest{PlayersCount: 3})
			e.enter(t, ja, v.ID, "")
			if got := e.balance(t, joiner.ID); got != 100_000-casePrice {
				t.Fatalf("joiner paid %d", 100_000-got)
			}
			v, err := e.svc.Leave(e.ctx, ja, v.ID)
			if err != nil || v.UsersCount != 1 || v.State != battle.StateNew {
				t.Fatalf("leave: %+v %v", v, err)
			}
			if got := e.balance(t, joiner.ID); got != 100_000 {
				t.Fatalf("joiner not refunded: %d", got)
			}
			// The seat is free again, and the same player may come back.
			e.enter(t, ja, v.ID, "")
			if _, err := e.svc.Leave(e.ctx, ca, v.ID); err != nil {
				t.Fatal(err)
			}
			b := e.db.Battle.GetX(e.ctx, v.ID)
			if b.State != battle.StateCanceled || b.CanceledAt == nil {
				t.Fatalf("after the creator left: %s", b.State)
			}
			if e.balance(t, creator.ID) != 100_000 || e.balance(t, joiner.ID) != 100_000 {
				t.Fatalf("not refunded: %d %d", e.balance(t, creator.ID), e.balance(t, joiner.ID))
			}
			if _, err := e.svc.Enter(e.ctx, ja, battles.EnterRequest{ID: v.ID}); key(err) != apperr.BattleStarted.Key {
				t.Fatalf("entering a canceled battle: %v", err)
			}

			// Expiry: early, it waits; at expires_at, it cancels and refunds.
			v = e.create(t, ca, battles.CreateRequest{PlayersCount: 2, Paymode: "creator"})
			if got := e.balance(t, creator.ID); got != 100_000-2*casePrice {
				t.Fatalf("creator paid %d for both seats", 100_000-got)
			}
			if wait, err := e.svc.Expire(e.ctx, v.ID); err != nil || wait != battles.OpenFor {
				t.Fatalf("early expiry: %s %v", wait, err)
			}
			e.clock.Add(battles.OpenFor)
			if wait, err := e.svc.Expire(e.ctx, v.ID); err != nil || wait != 0 {
				t.Fatalf("expiry: %s %v", wait, err)
			}
			if b := e.db.Battle.GetX(e.ctx, v.ID); b.State != battle.StateCanceled || e.balance(t, creator.ID) != 100_000 {
				t.Fatalf("expired battle %s, creator %d", b.State, e.balance(t, creator.ID))
			}
			if wait, err := e.svc.Expire(e.ctx, v.ID); err != nil || wait != 0 { // again: nothing
				t.Fatal(wait, err)
			}
			refunds := e.db.LedgerEntry.Query().Where(ledgerentry.Reason("battle_refund"), ledgerentry.UserIDNotNil()).CountX(e.ctx)
			if refunds != 4 {
				t.Fatalf("%d refunds, want 4 (leave, two seats at cancel, prepayment at expiry)", refunds)
			}
			e.ledgerHolds(t)
		})
	}
}

// Paymode creator: the creator pays every seat at creation, players join
// free; the winner still takes every item.
func TestBattleCreatorPaysEverySeat(t *testing.T) {
	t.Parallel()
	e := setup(t, testenv.SQLiteURL(t))
	creator, ca := e.player(t, 100_000)
	joiner, ja := e.player(t, 0)
	v := e.create(t, ca, battles.CreateRequest{PlayersCount: 2, Paymode: "creator"})
	if e.balance(t, creator.ID) != 100_000-2*casePrice {
		t.Fatal("the creator did not pay both seats")
	}
	v = e.enter(t, ja, v.ID, "")
	if v.State != battle.StateActive || v.Seats[1].Paymode != "creator" || v.Seats[0].Paymode != "own" {
		t.Fatalf("entered: %+v", v.Seats)
	}
	b := e.finish(t, v.ID)
	winner := []int{creator.ID, joiner.ID}[b.WinnerSeats[0]]
	if n := e.db.Drop.Query().Where(drop.UserID(winner)).CountX(e.ctx); n != 2 {
		t.Fatalf("winner holds %d drops", n)
	}
	if e.db.User.GetX(e.ctx, creator.ID).Xp != levels.XPFor(2*casePrice) || e.db.User.GetX(e.ctx, joiner.ID).Xp != 0 {
		t.Fatal("XP goes to who paid")
	}
	e.ledgerHolds(t)
}

// Bots fill the free seats at the creator's expense and start the battle;
// a bot's win stays with the house.
func TestBattleBots(t *testing.T) {
	t.Parallel()
	e := setup(t, testenv.SQLiteURL(t))
	creator, ca := e.player(t, 100_000)
	v := e.create(t, ca, battles.CreateRequest{PlayersCount: 4})
	v, err := e.svc.AddBots(e.ctx, ca, v.ID)
	if err != nil || v.State != battle.StateActive || v.UsersCount != 4 {
		t.Fatalf("bots: %+v %v", v, err)
	}
	if got := e.balance(t, creator.ID); got != 100_000-4*casePrice {
		t.Fatalf("creator paid %d for 4 seats", 100_000-got)
	}
	for _, st := range v.Seats[1:] {
		if !st.IsBot || st.User != nil || st.ClientSeed != battles.BotSeed(v.ID, st.Seat) || st.Paymode != "creator" {
			t.Fatalf("bot seat %+v", st)
		}
	}
	b := e.finish(t, v.ID)
	held := e.db.Drop.Query().Where(drop.UserID(creator.ID)).CountX(e.ctx)
	if b.WinnerSeats[0] == 0 && held != 4 || b.WinnerSeats[0] != 0 && held != 0 {
		t.Fatalf("winner seat %v, the creator holds %d drops", b.WinnerSeats, held)
	}
	if _, err := e.svc.AddBots(e.ctx, ca, v.ID); key(err) != apperr.BattleStarted.Key {
		t.Fatalf("bots after the end: %v", err)
	}
	e.ledgerHolds(t)
}

// A 2x2 is won by the team with the better sum; each winner keeps what
// their seat rolled and receives what the loser in the same team position
// rolled.
func TestBattleTeams(t *testing.T) {
	t.Parallel()
	e := setup(t, testenv.SQLiteURL(t))
	tc := e.caseID(t, "test-case")
	var ids []int
	var v *battles.View
	for i := range 4 {
		u, a := e.player(t, 100_000)
		ids = append(ids, u.ID)
		if i == 0 {
			v = e.create(t, a, battles.CreateRequest{PlayersCount: 4, Type: "2x2", Side: 1, CaseIDs: []int{tc, tc}})
			if *v.MySeat != 2 {
				t.Fatalf("side 1's first seat is 2, got %d", *v.MySeat)
			}
			continue
		}
		side := 0
		if i == 3 {
			side = 1
		}
		if _, err := e.svc.Enter(e.ctx, a, battles.EnterRequest{ID: v.ID, Side: &side}); err != nil {
			t.Fatal(err)
		}
	}
	b := e.finish(t, v.ID)
	// seat -> user: creator took 2, then 0, 1 (side 0), then 3.
	seatUser := map[int]int{}
	for _, st := range e.db.BattleSeat.Query().Where(battleseat.BattleID(v.ID)).AllX(e.ctx) {
		seatUser[st.Seat] = *st.UserID
	}
	rolls := e.db.BattleRoll.Query().Where(battleroll.BattleID(v.ID)).AllX(e.ctx)
	sum := [2]money.Cents{}
	for _, r := range rolls {
		sum[r.Seat/2] += r.Price
	}
	side := b.WinnerSeats[0] / 2
	if sum[side] < sum[1-side] || !slices.Equal(b.WinnerSeats, []int{side * 2, side*2 + 1}) {
		t.Fatalf("sums %v, winners %v", sum, b.WinnerSeats)
	}
	for _, r := range rolls {
		want := seatUser[side*2+r.Seat%2]
		if r.RecipientID == nil || *r.RecipientID != want || r.DropID == nil {
			t.Fatalf("round %d seat %d went to %v, want %d", r.Round, r.Seat, r.RecipientID, want)
		}
	}
	e.ledgerHolds(t)
}

// Equal totals are drawn with the roll of round rounds+1, seat 0, among
// the tied seats; lowest mode makes the worst total win.
func TestBattleTieIsDrawn(t *testing.T) {
	t.Parallel()
	e := setup(t, testenv.SQLiteURL(t))
	tie := e.caseID(t, TieCase)
	_, ca := e.player(t, 100_000)
	v := e.create(t, ca, battles.CreateRequest{PlayersCount: 3, CaseIDs: []int{tie}})
	if _, err := e.svc.AddBots(e.ctx, ca, v.ID); err != nil {
		t.Fatal(err)
	}
	b := e.finish(t, v.ID)
	bits := battles.RollBits(b.ServerSeed, b.ClientSeedsHash, b.ID, 2, 0)
	want := int((bits * 3) >> 52) // floor(roll × 3): small enough not to overflow
	if !slices.Equal(b.WinnerSeats, []int{want}) {
		t.Fatalf("tie drawn to %v, want seat %d", b.WinnerSeats, want)
	}
	ver, err := e.svc.Verify(e.ctx, nil, b.ID, "", "")
	if err != nil || !ver.OK || !slices.Equal(ver.Tied, []int{0, 1, 2}) || ver.TieTicket != int64(want) {
		t.Fatalf("verify of the tie: %+v %v", ver, err)
	}

	// Decide on its own: highest, lowest, and a tie in a 2x2.
	prices := map[int]money.Cents{0: 500, 1: 10, 2: 90000}
	if o := battles.Decide(battle.TypeNormal, battle.ChoosingWinnerHighest, 3, 1, prices, "s", "c", 1); !slices.Equal(o.WinnerSeats, []int{2}) {
		t.Fatalf("highest: %v", o.WinnerSeats)
	}
	if o := battles.Decide(battle.TypeNormal, battle.ChoosingWinnerLowest, 3, 1, prices, "s", "c", 1); !slices.Equal(o.WinnerSeats, []int{1}) {
		t.Fatalf("lowest: %v", o.WinnerSeats)
	}
	teams := map[int]money.Cents{0: 100, 1: 400, 2: 250, 3: 250}
	o := battles.Decide(battle.Type2x2, battle.ChoosingWinnerHighest, 4, 1, teams, "seed", "csh", 7)
	drawn := int((battles.RollBits("seed", "csh", 7, 2, 0) * 2) >> 52)
	if !slices.Equal(o.Tied, []int{0, 1}) || !slices.Equal(o.WinnerSeats, []int{drawn * 2, drawn*2 + 1}) {
		t.Fatalf("2x2 tie: %+v, drawn side %d", o, drawn)
	}
}

// The lists: active shows public battles waiting or playing until
// started_at + delay; top the dearest finished; my the viewer's own.
func TestBattleLists(t *testing.T) {
	t.Parallel()
	e := setup(t, testenv.SQLiteURL(t))
	creator, ca := e.player(t, 1_000_000)
	_, ja := e.player(t, 1_000_000)
	waiting := e.create(t, ca, battles.CreateRequest{})
	e.create(t, ca, battles.CreateRequest{Privacy: "private"})
	playing := e.create(t, ca, battles.CreateRequest{})
	e.enter(t, ja, playing.ID, "")
	page, err := e.svc.List(e.ctx, nil, battles.ListQuery{Tab: battles.TabActive})
	if err != nil || page.Total != 2 || len(page.Battles) != 2 {
		t.Fatalf("active: %+v %v", page, err)
	}
	if n, _ := e.svc.ActiveCount(e.ctx); n != 2 {
		t.Fatalf("active count %d", n)
	}
	e.finish(t, playing.ID)
	page, _ = e.svc.List(e.ctx, nil, battles.ListQuery{Tab: battles.TabActive})
	if page.Total != 1 || page.Battles[0].ID != waiting.ID {
		t.Fatalf("active after the end: %+v", page)
	}
	top, _ := e.svc.List(e.ctx, nil, battles.ListQuery{Tab: battles.TabTop})
	if top.Total != 1 || top.Battles[0].ID != playing.ID || top.Battles[0].ServerSeed == "" {
		t.Fatalf("top: %+v", top)
	}
	mine, err := e.svc.List(e.ctx, battlesActor(creator), battles.ListQuery{Tab: battles.TabMy})
	if err != nil || mine.Total != 3 {
		t.Fatalf("my: %+v %v", mine, err)
	}
	mineNew, _ := e.svc.List(e.ctx, battlesActor(creator), battles.ListQuery{Tab: battles.TabMy, State: "new"})
	if mineNew.Total != 2 {
		t.Fatalf("my new: %d", mineNew.Total)
	}
	if _, err := e.svc.List(e.ctx, nil, battles.ListQuery{Tab: battles.TabMy}); key(err) != apperr.NoAuth.Key {
		t.Fatalf("my anonymous: %v", err)
	}
	if _, err := e.svc.List(e.ctx, nil, battles.ListQuery{Tab: "best"}); key(err) != apperr.Validation.Key {
		t.Fatalf("bad tab: %v", err)
	}
	if _, err := e.svc.List(e.ctx, nil, battles.ListQuery{Tab: battles.TabActive, Limit: battles.MaxPage + 1}); key(err) != apperr.Validation.Key {
		t.Fatalf("big page: %v", err)
	}
	presets, err := e.svc.Presets(e.ctx)
	if err != nil || len(presets.Presets) != 4 || presets.Show != 3 || presets.ActiveCount != 1 {
		t.Fatalf("presets: %+v %v", presets, err)
	}
	if p := presets.Presets[0]; p.Cases[0].Price != 100 || p.Delay != 16 { // the tie case is the cheapest
		t.Fatalf("first preset %+v", p)
	}
	groups, err := e.svc.AvailableCases(e.ctx, battlesActor(creator))
	if err != nil || len(groups) != 1 || len(groups[0].Cases) != 2 {
		t.Fatalf("available cases: %+v %v", groups, err)
	}
	bar, err := e.svc.Topbar(e.ctx, nil)
	if err != nil || bar.Waiting != 1 || bar.Playing != 0 || bar.FinishedToday != 1 || bar.Biggest == nil || bar.Biggest.ID != playing.ID {
		t.Fatalf("topbar: %+v %v", bar, err)
	}
	wins, err := e.svc.Wins(e.ctx, nil, playing.ID, "")
	if err != nil || len(wins) != 2 {
		t.Fatalf("wins: %+v %v", wins, err)
	}
	at, err := e.svc.Understand(e.ctx, battlesActor(creator))
	if err != nil || !at.Equal(e.clock.Now()) {
		t.Fatalf("understand: %s %v", at, err)
	}
	if ok, _ := e.svc.RulesAccepted(e.ctx, battlesActor(creator)); !ok {
		t.Fatal("rules not accepted")
	}
	if e.db.User.Query().Where(user.BattleRulesAcceptedAtNotNil()).CountX(e.ctx) != 1 {
		t.Fatal("understand wrote elsewhere")
	}
}

// A battle holds up to MaxRounds (20) cases, repeats allowed; its view
// lists each distinct case once, in the order first played, a page of at
// most CasesPage at a time.
func TestBattleOfTheMostCases(t *testing.T) {
	t.Parallel()
	e := setup(t, testenv.SQLiteURL(t))
	tc, tie := e.caseID(t, "test-case"), e.caseID(t, TieCase)
	_, ca := e.player(t, 1_000_000)
	ids := slices.Repeat([]int{tie, tc}, battles.MaxRounds/2)
	if battles.MaxRounds != 20 || len(ids) != battles.MaxRounds {
		t.Fatalf("MaxRounds %d, want 20 (docs/battles.md)", battles.MaxRounds)
	}
	v := e.create(t, ca, battles.CreateRequest{PlayersCount: 2, CaseIDs: ids, Delay: battles.Delay(20)})
	if len(v.Rounds) != 20 || v.Delay != 206 || len(v.Cases) != 2 || v.Cases[0].ID != tie || v.Cases[1].ID != tc {
		t.Fatalf("rounds %d, delay %d, cases %v", len(v.Rounds), v.Delay, v.Cases)
	}
	if cs, err := v.CasesFrom(1, battles.CasesPage); err != nil || len(cs) != 1 || cs[0].ID != tc {
		t.Fatalf("cases from 1: %v %v", cs, err)
	}
	if cs, err := v.CasesFrom(2, 1); err != nil || len(cs) != 0 {
		t.Fatalf("cases past the end: %v %v", cs, err)
	}
	for _, bad := range [][2]int{{0, 0}, {0, battles.CasesPage + 1}, {-1, 1}} {
		if _, err := v.CasesFrom(bad[0], bad[1]); key(err) != apperr.Validation.Key {
			t.Fatalf("cases from %d, %d: %v", bad[0], bad[1], err)
		}
	}
}
