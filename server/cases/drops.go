package cases

import (
	"context"

	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/feed"
)

// CaseDrops is a case's latest wins already on the live feed, newest first
// (GET /case/drop): n from 0 to feed.MaxRecent, refused outside.
func (s *Service) CaseDrops(ctx context.Context, id int, alias string, n int) ([]feed.Win, error) {
	if n < 0 || n > feed.MaxRecent {
		return nil, apperr.Validation.Msg("limit must be between 0 and %d", feed.MaxRecent).With("field", "limit")
	}
	cs, err := s.findCase(ctx, id, alias)
	if err != nil {
		return nil, err
	}
	return feed.CaseWins(ctx, s.DB, cs.ID, s.Now(), n)
}
