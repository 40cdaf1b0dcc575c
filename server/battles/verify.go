package battles

import (
	"context"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/battle"
	"github.com/casefront/casefront/ent/battleroll"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/fair"
)

// Verification is a finished battle recomputed from its revealed seeds
// (GET /fair/battle, verifyBattle): every roll, the totals and the winners,
// each compared with what the battle stored.
type Verification struct {
	BattleID int
	// ServerSeed is the seed the rolls were recomputed with; HashMatches
	// says SHA-256 of it is the battle_hash published at creation.
	ServerSeed     string
	ServerSeedHash string
	BattleHash     string
	HashMatches    bool
	// ClientSeeds are the seats' client seeds, by seat; ClientSeedsHash is
	// recomputed from them, ClientSeedsMatch compares it with the stored one.
	ClientSeeds      []string
	ClientSeedsHash  string
	ClientSeedsMatch bool
	Rounds           []VerifiedRound
	SeatTotals       []money.Cents
	WinnerSeats      []int
	// Tied lists the sides tied before the draw; TieTicket is the draw.
	Tied         []int
	TieTicket    int64
	WinnersMatch bool
	// OK: the hash, the seeds, every roll and the winners all agree.
	OK bool
}

// VerifiedRound is one round recomputed.
type VerifiedRound struct {
	Round        int
	Case         *ent.LootCase
	CaseRevision int
	TotalWeight  int64
	Rolls        []VerifiedRoll
}

// VerifiedRoll is one seat's roll recomputed and compared.
type VerifiedRoll struct {
	Seat    int
	Bits52  int64 // < 2^52
	Roll    float64
	Ticket  int64
	Item    *ent.Item
	Matches bool // the stored roll has this ticket and item
}

// Verify recomputes a finished battle with its revealed server seed, or
// with serverSeed when given (to check a seed someone else published).
func (s *Service) Verify(ctx context.Context, a *actor.Actor, id int, key, serverSeed string) (*Verification, error) {
	if len(serverSeed) > 256 {
		return nil, apperr.Validation.Msg("server seed is too long").With("field", "server_seed")
	}
	b, err := withDetails(s.DB.Battle.Query().Where(battle.ID(id))).Only(ctx)
	if ent.IsNotFound(err) {
		return nil, apperr.NotFound.Msg("no battle %d", id)
	}
	if err != nil {
		return nil, err
	}
	if !mayView(a, b, key) {
		return nil, apperr.BattlePrivate
	}
	if b.State != battle.StateFinished {
		return nil, apperr.Validation.Msg("the server seed is revealed when the battle finishes").With("reason", "not_revealed")
	}
	if serverSeed == "" {
		serverSeed = b.ServerSeed
	}
	out := &Verification{BattleID: b.ID, ServerSeed: serverSeed, ServerSeedHash: fair.Hash(serverSeed), BattleHash: b.ServerSeedHash}
	out.HashMatches = out.ServerSeedHash == b.ServerSeedHash
	for _, st := range b.Edges.Seats {
		out.ClientSeeds = append(out.ClientSeeds, st.ClientSeed)
	}
	out.ClientSeedsHash = ClientSeedsHash(out.ClientSeeds)
	out.ClientSeedsMatch = out.ClientSeedsHash == b.ClientSeedsHash
	tables, err := tablesOf(ctx, s.DB, b)
	if err != nil {
		return nil, err
	}
	rolls, err := ComputeRolls(serverSeed, out.ClientSeedsHash, b.ID, tables, b.PlayersCount)
	if err != nil {
		return nil, err
	}
	stored, err := s.DB.BattleRoll.Query().Where(battleroll.BattleID(b.ID)).All(ctx)
	if err != nil {
		return nil, err
	}
	type key2 struct{ round, seat int }
	byKey := map[key2]*ent.BattleRoll{}
	for _, r := range stored {
		byKey[key2{r.Round, r.Seat}] = r
	}
	out.OK = out.HashMatches && out.ClientSeedsMatch && len(stored) == len(rolls)
	prices := map[int]money.Cents{}
	for i, t := range tables {
		out.Rounds = append(out.Rounds, VerifiedRound{Round: i + 1, Case: t.Case, CaseRevision: t.Revision, TotalWeight: t.TotalWeight()})
	}
	for _, r := range rolls {
		st := byKey[key2{r.Round, r.Seat}]
		ok := st != nil && st.Ticket == r.Ticket && st.ItemID == r.Item.ID
		out.OK = out.OK && ok
		if st != nil {
			prices[r.Seat] += st.Price // the price the item had when rolled
		}
		vr := &out.Rounds[r.Round-1]
		vr.Rolls = append(vr.Rolls, VerifiedRoll{Seat: r.Seat, Bits52: int64(r.Bits52), Roll: float64(r.Bits52) / (1 << 52),
			Ticket: r.Ticket, Item: r.Item, Matches: ok})
	}
	o := Decide(b.Type, b.ChoosingWinner, b.PlayersCount, len(b.CaseIds), prices, serverSeed, out.ClientSeedsHash, b.ID)
	out.SeatTotals, out.WinnerSeats, out.Tied, out.TieTicket = o.SeatTotals, o.WinnerSeats, o.Tied, o.TieTicket
	out.WinnersMatch = equalInts(o.WinnerSeats, b.WinnerSeats)
	out.OK = out.OK && out.WinnersMatch
	return out, nil
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
