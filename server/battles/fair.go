package battles

import (
	"crypto/sha256"
	"encoding/hex"
	"strconv"
	"strings"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/battle"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/cases"
	"github.com/casefront/casefront/server/fair"
)

// The provably-fair scheme of a battle (ARCHITECTURE.md, docs/battles.md):
//
//	battle_hash       = SHA-256(server_seed), published at creation
//	client_seeds_hash = SHA-256(seed_0 ":" seed_1 ":" ... ":" seed_{n-1}), the seats' client seeds in seat order
//	roll(round, seat) = HMAC-SHA256(key = server_seed,
//	                                msg = client_seeds_hash ":" battle_id ":" round ":" seat)
//
// rounds count from 1, seats from 0; the first 52 bits of the MAC are the
// roll, mapped onto the round's case exactly as an opening maps its roll
// (ticket = floor(roll × total weight), items in ascending case item id).
// A tie is broken by the roll of round rounds+1, seat 0: ticket =
// floor(roll × k) picks among the k tied seats (or teams) in ascending order.

// ClientSeedsHash mixes the seats' client seeds, in seat order.
func ClientSeedsHash(seeds []string) string {
	sum := sha256.Sum256([]byte(strings.Join(seeds, ":")))
	return hex.EncodeToString(sum[:])
}

// RollBits is the 52-bit roll of one seat in one round. It is the opening's
// roll (fair.Bits52) with client_seeds_hash ":" battle_id as the client seed,
// round as the nonce and seat as the cursor, which writes exactly the
// message above.
func RollBits(serverSeed, clientSeedsHash string, battleID, round, seat int) uint64 {
	return fair.Bits52(serverSeed, clientSeedsHash+":"+strconv.Itoa(battleID), int64(round), seat)
}

// BotSeed is the client seed of a bot's seat: derived from the battle, so
// anyone can write it down.
func BotSeed(battleID, seat int) string {
	return "bot-" + strconv.Itoa(battleID) + "-" + strconv.Itoa(seat)
}

// Roll is one seat's roll in one round.
type Roll struct {
	Round, Seat int
	Bits52      uint64
	Ticket      int64
	Item        *ent.Item
}

// ComputeRolls rolls every seat of every round: tables[i] is round i+1's case.
func ComputeRolls(serverSeed, clientSeedsHash string, battleID int, tables []*cases.Table, players int) ([]Roll, error) {
	out := make([]Roll, 0, len(tables)*players)
	for i, t := range tables {
		for seat := 0; seat < players; seat++ {
			bits := RollBits(serverSeed, clientSeedsHash, battleID, i+1, seat)
			ticket, it, err := t.Pick(bits)
			if err != nil {
				return nil, err
			}
			out = append(out, Roll{Round: i + 1, Seat: seat, Bits52: bits, Ticket: ticket, Item: it})
		}
	}
	return out, nil
}

// Outcome is who won a battle.
type Outcome struct {
	SeatTotals  []money.Cents // by seat
	SideTotals  []money.Cents // by side (= by seat in a normal battle)
	WinningSide int
	WinnerSeats []int // ascending
	// Tied lists the sides that tied for the win before the draw (nil
	// without a tie); TieTicket is the draw's ticket among them.
	Tied      []int
	TieTicket int64
}

// Decide applies the battle's rule to the rolls' prices (by seat): the
// side with the highest total wins (lowest for choosing_winner lowest); a
// tie is drawn with the roll of round rounds+1, seat 0.
func Decide(t battle.Type, mode battle.ChoosingWinner, players, rounds int, prices map[int]money.Cents,
	serverSeed, clientSeedsHash string, battleID int) Outcome {
	o := Outcome{SeatTotals: make([]money.Cents, players), SideTotals: make([]money.Cents, sides(t, players))}
	for seat := 0; seat < players; seat++ {
		o.SeatTotals[seat] = prices[seat]
		o.SideTotals[sideOf(t, seat)] += prices[seat]
	}
	best := []int{0}
	for side := 1; side < len(o.SideTotals); side++ {
		v, b := o.SideTotals[side], o.SideTotals[best[0]]
		switch {
		case v == b:
			best = append(best, side)
		case (mode == battle.ChoosingWinnerLowest) == (v < b):
			best = []int{side}
		}
	}
	o.WinningSide = best[0]
	if len(best) > 1 {
		o.Tied = best
		o.TieTicket = fair.Ticket(RollBits(serverSeed, clientSeedsHash, battleID, rounds+1, 0), int64(len(best)))
		o.WinningSide = best[o.TieTicket]
	}
	for seat := 0; seat < players; seat++ {
		if sideOf(t, seat) == o.WinningSide {
			o.WinnerSeats = append(o.WinnerSeats, seat)
		}
	}
	return o
}

// recipientSeat is the winning seat that receives the item rolled by seat:
// in a normal battle the winner takes every item; in a 2x2 the winning
// seat in the same team position (seat % 2) takes it, so each winner keeps
// what they rolled and receives what the opposite loser rolled.
func recipientSeat(t battle.Type, o Outcome, seat int) int {
	if t == battle.Type2x2 {
		return o.WinningSide*2 + seat%2
	}
	return o.WinnerSeats[0]
}
