package cases

import (
	"context"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/drop"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/apperr"
)

// A won case: a drop of a container item (item.opens_case_id set) is a case
// the player won; POST /win/case/open opens it once, free and without XP,
// with the player's seed (one nonce, roll "") on the contained case's
// contents. The drop moves from active to opened by a conditional update
// under the player's lock, so it opens once whatever the concurrency.

// WonCaseRequest opens a won case (POST /win/case/open).
type WonCaseRequest struct {
	DropID int
	Fast   bool
}

// wonCase is the drop of a container and the case it holds, for the actor:
// the drop must be theirs, active, and a container; the case enabled, and
// its family not restricted for them.
func (s *Service) wonCase(ctx context.Context, a *actor.Actor, dropID int) (*ent.Drop, *ent.LootCase, error) {
	if err := a.Require(); err != nil {
		return nil, nil, err
	}
	if dropID <= 0 {
		return nil, nil, apperr.Validation.Msg("id of the drop is required").With("field", "id")
	}
	d, err := s.DB.Drop.Query().Where(drop.ID(dropID)).WithItem().Only(ctx)
	if ent.IsNotFound(err) || (err == nil && d.UserID != a.UserID) {
		// Another player's drop is not told apart from a missing one.
		return nil, nil, apperr.NotFound.Msg("no drop %d in your inventory", dropID).With("field", "id")
	}
	if err != nil {
		return nil, nil, err
	}
	target := d.Edges.Item.OpensCaseID
	if target == nil {
		return nil, nil, apperr.Validation.Msg("%s is not a case", d.Edges.Item.MarketHashName).
			With("reason", "not_a_case").With("field", "id")
	}
	if d.State != drop.StateActive {
		return nil, nil, apperr.ItemAlreadySold.Msg("drop %d is %s", d.ID, d.State).With("id", d.ID)
	}
	cs, err := s.DB.LootCase.Get(ctx, *target)
	if err != nil {
		return nil, nil, err
	}
	if !cs.Enabled {
		return nil, nil, apperr.CaseDisabled
	}
	if err := a.CanPlay(s.Now()); err != nil {
		return nil, nil, err
	}
	if f := "case_open_" + string(cs.Family); a.Restricted(f) {
		return nil, nil, apperr.Restricted.With("feature", f)
	}
	return d, cs, nil
}

// OpenWonCase opens the case a drop of the actor's holds.
func (s *Service) OpenWonCase(ctx context.Context, a *actor.Actor, r WonCaseRequest) (*Opened, error) {
	won, cs, err := s.wonCase(ctx, a, r.DropID)
	if err != nil {
		return nil, err
	}
	tbl, err := s.table(ctx, cs)
	if err != nil {
		return nil, err
	}
	return s.pay(ctx, a, payment{cs: cs, tbl: tbl, n: 1, fast: r.Fast,
		game: "won_case_open", staked: []int{won.ID}, into: drop.StateOpened})
}
