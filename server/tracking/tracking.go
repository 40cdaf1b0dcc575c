// Package tracking is consent, analytics, page views, campaign click ids
// and the players' ratings (spec 2 consent and cookie banner, 3 "Tracked
// payment event" and User.analytics, 7 analytics arrays, /go{path},
// /clickids/add/, /rate, 9 cookie lifetimes; docs/tracking.md).
//
//   - Consent: necessary cookies always, analytics and marketing as the
//     visitor chooses. The client keeps the choice in the consent cookie;
//     a signed-in player's is also kept here, one row per change.
//   - Analytics: what the operator's tag manager tracks (a deposit, a
//     sign-up, a first case opening) is queued per player in the
//     transaction of what happened and handed to the player's client once
//     (Take). No third-party script runs: the client pushes the events to
//     window.dataLayer, with consent.
//   - Page views: counted in memory and added per path and day in bulk.
//   - Click ids: a campaign's click id is kept a day and bound to the
//     player who signs up or starts a deposit within it.
//   - Ratings: one per player, 1 to 5 stars and an optional comment.
package tracking

import (
	"go.uber.org/zap"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/clock"
)

// Service is the tracking domain's service.
type Service struct {
	DB    *ent.Client
	Clock clock.Func
	Log   *zap.Logger
	// Views counts the page views until they are flushed.
	Views *PageViews
}
