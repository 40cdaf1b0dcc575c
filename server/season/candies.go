package season

import (
	"context"
	"fmt"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/seasonpoints"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/events"
	"github.com/casefront/casefront/server/ledger"
)

// Earned is the candies a stake earns at rate (candies per 100 cents),
// truncated: $10 at the default 10 earns 100.
func Earned(staked money.Cents, rate int64) int64 {
	if staked <= 0 || rate <= 0 {
		return 0
	}
	return int64(staked) * rate / 100
}

// CandyKey is the ledger key of a play's candies: one per play.
func CandyKey(e *events.Event) string { return "season:candy:" + e.Key }

// Subscribe credits candies on every paid play while an event is on, in
// the play's transaction: the event's rate of the stake, one ledger row
// keyed by the play (a replayed event credits nothing more), and the same
// candies as the player's points on the play's UTC day's leaderboard.
// Free plays (reward cases, the daily bonus, the piñata itself) stake
// nothing and earn nothing.
func Subscribe(r *events.Registry, ranks Ranks) {
	r.On(events.Played, "season.candies", func(ctx context.Context, tx *ent.Tx, e *events.Event) error {
		if e.Staked <= 0 || e.Key == "" || e.UserID == 0 {
			return nil
		}
		ev, err := running(ctx, tx.Client(), e.At)
		if err != nil || ev == nil {
			return err
		}
		candies := Earned(e.Staked, ev.CandyRate)
		if candies <= 0 {
			return nil
		}
		row := e.User
		if row != nil && row.ID != e.UserID {
			row = nil
		}
		res, err := ledger.Post(ctx, tx, ledger.Change{At: e.At, UserID: e.UserID, Currency: ledger.Candies, Delta: candies,
			Reason: "season_candies", Ref: e.Ref, IdemKey: CandyKey(e), Row: row})
		if err != nil {
			return fmt.Errorf("season: candies: %w", err)
		}
		if res.Exists {
			return nil
		}
		total, err := addPoints(ctx, tx, ev.ID, Day(e.At), e.UserID, candies)
		if err != nil {
			return fmt.Errorf("season: points: %w", err)
		}
		if ranks != nil {
			ranks.Added(tx, ev.ID, Day(e.At), e.UserID, total)
		}
		return nil
	})
}

// addPoints adds n to a player's points of a day (one conditional
// statement, so concurrent plays both count) and reads the new total.
func addPoints(ctx context.Context, tx *ent.Tx, eventID int, day string, userID int, n int64) (int64, error) {
	err := tx.SeasonPoints.Create().SetEventID(eventID).SetDay(day).SetUserID(userID).SetPoints(n).
		OnConflictColumns(seasonpoints.FieldEventID, seasonpoints.FieldDay, seasonpoints.FieldUserID).AddPoints(n).Exec(ctx)
	if err != nil {
		return 0, err
	}
	row, err := tx.SeasonPoints.Query().Where(seasonpoints.EventID(eventID), seasonpoints.Day(day), seasonpoints.UserID(userID)).Only(ctx)
	if err != nil {
		return 0, err
	}
	return row.Points, nil
}
