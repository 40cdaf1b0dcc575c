package ledger

import (
	"context"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/actor"
)

// Service is the ledger as the transports read it: a player's history.
// Balances change only inside a domain's transaction (Apply).
type Service struct {
	DB *ent.Client
}

// History is one page of the actor's entries in cur, newest first.
func (s *Service) History(ctx context.Context, a *actor.Actor, cur Currency, page, limit int) ([]*ent.LedgerEntry, int, error) {
	return History(ctx, s.DB, a, cur, page, limit)
}
