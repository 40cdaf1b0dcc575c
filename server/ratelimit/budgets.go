package ratelimit

import (
	"strconv"

	"github.com/casefront/casefront/server/edge"
)

// Budget is how often one subject (a player, or an address for anonymous
// callers) may perform one action per minute. Every transport doing the
// action charges the same budget under the same key, so REST calls,
// GraphQL mutations over HTTP and over a websocket share one allowance.
type Budget struct {
	Name      string // the REST path of the action; the key's prefix
	PerMinute int
}

// The actions with a budget. The REST route tables and the GraphQL
// mutations both use these.
var (
	CaseOpen     = Budget{"/case/open", 120}
	RewardOpen   = Budget{"/case/reward/open", 120}
	DailyBonus   = Budget{"/dailybonus/open", 30}
	StackOpen    = Budget{"/case/stack/open", 120}
	RangeOpen    = Budget{"/case/range/open", 120}
	BulletOpen   = Budget{"/case/bullet/open", 120}
	CandyOpen    = Budget{"/case/candy/open", 120}
	WonCaseOpen  = Budget{"/win/case/open", 120}
	SellList     = Budget{"/sell_list", 120}
	SellAll      = Budget{"/sell_all", 60}
	ClientSeed   = Budget{"/fair/client_seed", 30}
	RotateSeed   = Budget{"/fair/rotate", 30}
	SetCountry   = Budget{"/user/set_country", 30}
	SetLang      = Budget{"/user/set_lang", 30}
	SaveTradeURL = Budget{"/user/save_tradeoffer_url", 30}
	SelfBan      = Budget{"/blacklisted/create", 10}
	Upgrade      = Budget{"/upgrade/skins", 120}
	Contract     = Budget{"/contract/create", 120}
	ContractOK   = Budget{"/contract/understand", 30}
	Change       = Budget{"/change/change", 120}
	// Payment creation and promo codes: few per minute, so codes cannot be
	// guessed and gateways are not flooded with checkouts.
	Payment = Budget{"/payments-page/{gate}/createPayment", 20}
	Promo   = Budget{"/promocode", 10}
	// GraphQLOperation counts every GraphQL operation, whatever the transport.
	GraphQLOperation = Budget{"/graphql:op", 600}
)

// Level rewards (server/levels).
var (
	LevelUp      = Budget{"/level/level-up", 60}
	LevelUpExtra = Budget{"/level/level-up-extra", 30}
)

// The daily crystal, tasks and the warehouse.
var (
	DailyCrystal = Budget{"/dailycrystal/receive", 30}
	TaskClaim    = Budget{"/task/claim", 60}
	// The socials: each mail and SMS costs, so their budgets are small
	// (the services also space them: one a minute, five codes a day).
	EmailSubscribe = Budget{"/me/email/subscribe", 5}
	ServiceConnect = Budget{"/me/service/connect", 20}
	PublishTweet   = Budget{"/me/publish-tweet", 5}
	PhoneCreate    = Budget{"/phone/create", 5}
	PhoneCode      = Budget{"/phone/code", 10}
	SocialReward   = Budget{"/socials-reward", 30}
	TaskCheck      = Budget{"/task/check", 60}
	WarehouseOpen  = Budget{"/warehouse/open", 120}
)

// The bell's mark-read (docs/notifications.md).
var NotificationsRead = Budget{"/user/notifications/read", 120}

// Catalogue reads, anonymous ones by address, as GraphQL's operations are
// (GraphQLOperation): each is charged whether the public cache answers it
// or not.
var (
	Goods        = Budget{"/goods", 600}
	Cases        = Budget{"/cases", 600}
	ItemPage     = Budget{"/item", 600}
	Items        = Budget{"/items", 600}
	UpgradeItems = Budget{"/upgrade/upgrade-items", 600}
)

// The families that keep state between opens (gacha, dota, discovered).
var (
	GachaOpen        = Budget{"/case/gacha/open", 120}
	GachaReset       = Budget{"/case/gacha/reset", 30}
	DotaOpen         = Budget{"/case/dota/open", 120}
	DiscoveredSelect = Budget{"/case/discovered/select", 120}
	DiscoveredOpen   = Budget{"/case/discovered/open", 120}
)

// Case battles.
var (
	BattleCreate   = Budget{"/case_battle/create", 30}
	BattleEnter    = Budget{"/case_battle/enter", 60}
	BattleLeave    = Budget{"/case_battle/leave", 60}
	BattleBots     = Budget{"/case_battle/bots", 30}
	RematchCreate  = Budget{"/case_battle/rematch/create", 30}
	RematchDecline = Budget{"/case_battle/rematch/decline", 30}
	BattleOK       = Budget{"/case_battle/understand", 30}
)

// Withdrawals and swaps of won items (server/trades).
var (
	Reserve           = Budget{"/reserve", 60}
	ReserveDelete     = Budget{"/reserve/delete", 60}
	WinAccept         = Budget{"/win/accept", 30}
	WinAcceptDeferred = Budget{"/win/accept/deferred", 30}
	WinAcceptCrypto   = Budget{"/win/accept/crypto", 10}
	WinAcceptOpskins  = Budget{"/win/accept/opskins", 10}
	WinDecline        = Budget{"/win/decline", 30}
	Swap              = Budget{"/swap", 60}
)

// The partner programme (server/partner) and the privacy settings.
var (
	PartnerSaveCode = Budget{"/partner/save_code", 10}
	// PartnerWithdraw is both withdrawals' (to balance and in crypto): one
	// REST route serves them (/partner/withdraw/balance is its {crypto}).
	PartnerWithdraw = Budget{"/partner/withdraw/{crypto}", 10}
	PartnerShopBuy  = Budget{"/partner/shop/buy", 60}
	SetPrivacy      = Budget{"/user/privacy", 30}
)

// Key is the limiter key of this budget for subject.
func (b Budget) Key(subject string) string { return b.Name + ":" + subject }

// Subject names who is charged: the player when signed in, else the
// address, an IPv6 one by its /64 (edge.LimitKey), so that the addresses of
// one subscriber's block share one budget.
func Subject(userID int, addr string) string {
	if userID != 0 {
		return "u" + strconv.Itoa(userID)
	}
	return "ip" + edge.LimitKey(addr)
}

// Support tickets: a player's ticket and comment share the REST paths'
// budgets; staff answers and status changes have their own.
var (
	SupportCreate  = Budget{"/zendesk/create", 10}
	SupportComment = Budget{"/zendesk/comment", 30}
	SupportReply   = Budget{"support:reply", 120}
	SupportStatus  = Budget{"support:status", 120}
)

// The blog's comments (server/blog). A player's comments have their own
// limit besides (api.comment_rate_limiter); these only bound abuse.
var (
	BlogComment        = Budget{"/blog/comment_create", 30}
	BlogReaction       = Budget{"/blog/comment_add_reaction", 120}
	BlogReactionRemove = Budget{"/blog/comment_delete_reaction", 120}
	BlogCommentDelete  = Budget{"/blog/comment_delete", 60}
	BlogModerate       = Budget{"/blog/moderate", 300}
)

// The event store's purchases (server/gabenstore).
var (
	GabenstoreBuy              = Budget{"/gabenstore/buy", 60}
	GabenstoreBuySkin          = Budget{"/gabenstore/buy/skin", 60}
	GabenstoreBuyCustomization = Budget{"/gabenstore/buy/customization", 60}
	// Equipping and marking viewed (POST /customizations, /customizations/viewed).
	CustomizationsEquip  = Budget{"/customizations", 120}
	CustomizationsViewed = Budget{"/customizations/viewed", 120}
	// Operators setting a game's cashback rate.
	CashbackRateSet = Budget{"gabenstore:cashback", 60}
)

// Web Push (server/push): registering browsers, the switches, the test
// push (which the service also holds to one per 30 s).
var (
	PushSubscribe   = Budget{"/user/web_push_create_subscriber", 20}
	PushUnsubscribe = Budget{"/user/web_push_delete_subscriber", 20}
	PushSetKind     = Budget{"/user/push_settings", 60}
	PushTest        = Budget{"/user/push_test", 4}
)

// The operators' notices (server/alerts): a player's dismissals and views
// share the REST paths' budgets; operators' changes have their own.
var (
	NoticeHide   = Budget{"/notifications/hide", 60}
	ModalView    = Budget{"/modal-notifications/{id}/view", 60}
	NoticeManage = Budget{"notices:manage", 120}
)

// The skill-gaming quiz (server/quiz) and the operators' site events
// (server/siteevents).
var (
	QuizCheck        = Budget{"/skill_gaming_vote/check", 30}
	QuizVote         = Budget{"/skill_gaming_vote/vote", 30}
	SiteEventsManage = Budget{"site_events:manage", 60}
)

// Pick'em (server/pickem): joining, predictions and fights' sides share
// the REST paths' budgets; operators' results have their own.
var (
	TournamentJoin   = Budget{"/tournament/join", 30}
	TournamentVote   = Budget{"/tournament/vote", 120}
	FightChooseSide  = Budget{"/fight/choose_side", 120}
	TournamentResult = Budget{"pickem:result", 300}
)
