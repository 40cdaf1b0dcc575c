package play

import (
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/fair"
)

// Scale is the number of tickets a one-roll game (upgrade, contract) maps
// its roll onto: chances are in millionths.
const Scale = 1_000_000

// CentsPerBullet is what one bullet adds to a stake.
const CentsPerBullet = 1

// BulletsValue is what n bullets add to a stake.
func BulletsValue(n int64) money.Cents { return money.Cents(n * CentsPerBullet) }

// Ticket is a one-roll game's ticket: cursor 0 of its nonce, on [0, Scale).
// A player verifies it with the revealed seed (fair/verify).
func Ticket(serverSeed, clientSeed string, nonce int64) int64 {
	return TicketOf(fair.Bits52(serverSeed, clientSeed, nonce, 0))
}

// TicketOf maps a roll onto [0, Scale).
func TicketOf(bits52 uint64) int64 { return fair.Ticket(bits52, Scale) }
