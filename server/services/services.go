// Package services is the one set of domain services, built once at start
// and handed to every transport: REST, GraphQL, the websocket transport and
// any later one (a back office). Transports decode, call and encode; they
// never hold the database. Each domain's service takes the actor and
// enforces who may do what itself.
package services

import (
	"context"

	"github.com/casefront/casefront/server/actor/resolve"
	"github.com/casefront/casefront/server/alerts"
	"github.com/casefront/casefront/server/battles"
	"github.com/casefront/casefront/server/blog"
	"github.com/casefront/casefront/server/cases"
	"github.com/casefront/casefront/server/catalog"
	"github.com/casefront/casefront/server/changer"
	"github.com/casefront/casefront/server/contract"
	"github.com/casefront/casefront/server/customizations"
	"github.com/casefront/casefront/server/dailybonus"
	"github.com/casefront/casefront/server/dailycrystal"
	"github.com/casefront/casefront/server/events"
	"github.com/casefront/casefront/server/fair"
	"github.com/casefront/casefront/server/feed"
	"github.com/casefront/casefront/server/gabenstore"
	"github.com/casefront/casefront/server/graph/loaders"
	"github.com/casefront/casefront/server/inventory"
	"github.com/casefront/casefront/server/ledger"
	"github.com/casefront/casefront/server/levels"
	"github.com/casefront/casefront/server/nodes"
	"github.com/casefront/casefront/server/notifications"
	"github.com/casefront/casefront/server/offers"
	"github.com/casefront/casefront/server/partner"
	"github.com/casefront/casefront/server/payments"
	"github.com/casefront/casefront/server/pickem"
	"github.com/casefront/casefront/server/promo"
	"github.com/casefront/casefront/server/push"
	"github.com/casefront/casefront/server/quiz"
	"github.com/casefront/casefront/server/season"
	"github.com/casefront/casefront/server/siteevents"
	"github.com/casefront/casefront/server/sitemap"
	"github.com/casefront/casefront/server/socials"
	"github.com/casefront/casefront/server/support"
	"github.com/casefront/casefront/server/tasks"
	"github.com/casefront/casefront/server/topdrops"
	"github.com/casefront/casefront/server/tracking"
	"github.com/casefront/casefront/server/trades"
	"github.com/casefront/casefront/server/upgrade"
	"github.com/casefront/casefront/server/users"
	"github.com/casefront/casefront/server/warehouse"
)

// Services holds every domain's service, one name per domain on every
// layer.
type Services struct {
	Users     *users.Service
	Inventory *inventory.Service
	Fair      *fair.Service
	Catalog   *catalog.Service
	Ledger    *ledger.Service
	Partner   *partner.Service
	Promo     *promo.Service
	Cases     *cases.Service
	Daily     *dailybonus.Service
	Upgrade   *upgrade.Service
	Contract  *contract.Service
	Changer   *changer.Service
	Battles   *battles.Service
	Payments  *payments.Service
	Trades    *trades.Service
	Levels    *levels.Service
	Support   *support.Service
	// Notifications is the header's bell (docs/notifications.md).
	Notifications *notifications.Service
	Blog          *blog.Service
	// DailyCrystal, Tasks, Warehouse and Offers: the progression a player
	// earns by playing (docs/tasks.md).
	DailyCrystal *dailycrystal.Service
	Tasks        *tasks.Service
	Warehouse    *warehouse.Service
	Offers       *offers.Service
	// Socials is the email, services and phone a player links, and their
	// rewards (docs/socials.md).
	Socials *socials.Service
	// Customizations is the wardrobe; Gabenstore the event store.
	Customizations *customizations.Service
	Gabenstore     *gabenstore.Service
	// Push is Web Push: players' devices, their switches, and Notify for
	// the other domains (docs/push.md).
	Push *push.Service
	// Tracking is consent, analytics, page views, click ids and ratings.
	Tracking *tracking.Service
	// TopDrops is the dearest wins: the day's top, the most expensive win,
	// a profile's best.
	TopDrops *topdrops.Service
	// Alerts is the operators' alert bar and modal notifications.
	Alerts *alerts.Service
	// Quiz is the skill-gaming quiz some countries require before a
	// withdrawal (docs/quiz.md).
	Quiz *quiz.Service
	// SiteEvents is the events the whole site runs and the seasonal theme.
	SiteEvents *siteevents.Service
	// Pickem is the pick'em tournaments (docs/pickem.md).
	Pickem *pickem.Service
	// Season is the seasonal event: candies, shop, piñata, leaderboards.
	Season *season.Service
	// Sitemap is the public pages, cases and posts search engines are told of.
	Sitemap *sitemap.Builder

	// Nodes is what a viewer may see of any row by its global id, each
	// type by its domain's rule (RegisterViews).
	Nodes *nodes.Views
	// Events has the subscribers to plays and payments.
	Events *events.Registry
	// Actors resolves the actor of a request or a socket.
	Actors *resolve.Resolver
	// SignOuts finds the signed-out keys among some (the websockets'
	// periodic check; auth.Service.RevokedAmong).
	SignOuts func(ctx context.Context, keys []string) ([]string, error)
	// Stats is the live feed's counters, read once per second per instance.
	Stats *feed.StatsCache
	// Loaders are the request's batch loaders (GraphQL), made per request
	// by their middleware, else new.
	Loaders func(ctx context.Context) *loaders.Loaders
}

// RegisterViews has every domain register the rule of its node types.
func (s *Services) RegisterViews() {
	users.Views(s.Nodes)
	catalog.Views(s.Nodes)
	fair.Views(s.Nodes)
	s.Inventory.Views(s.Nodes)
	upgrade.Views(s.Nodes)
	contract.Views(s.Nodes)
	changer.Views(s.Nodes)
	payments.Views(s.Nodes)
	promo.Views(s.Nodes)
	support.Views(s.Nodes)
	notifications.Views(s.Nodes)
	s.Blog.Views(s.Nodes)
}
