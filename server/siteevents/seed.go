package siteevents

import (
	"context"
	"time"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/siteevent"
)

// SeedDemo starts a season of the event store on a database that has no
// site event yet, running for d from now.
func SeedDemo(ctx context.Context, db *ent.Client, now time.Time, d time.Duration) error {
	n, err := db.SiteEvent.Query().Count(ctx)
	if err != nil || n > 0 {
		return err
	}
	return db.SiteEvent.Create().SetType(siteevent.TypeGabenstore).SetName("gabenstore").
		SetStartsAt(now).SetFinishAt(now.Add(d).UTC().Truncate(time.Hour)).Exec(ctx)
}
