package graph

import (
	"context"
	"net/http"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"
	"go.uber.org/zap"

	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/auth"
	"github.com/casefront/casefront/server/edge"
	"github.com/casefront/casefront/server/graph/ws"
	"github.com/casefront/casefront/server/ratelimit"
)

// mutationBudgets are the REST budgets of the mutations that do the same
// thing: each root field is charged once, so 100 aliased openCase cost
// what 100 POST /case/open cost, over HTTP or a websocket alike.
var mutationBudgets = map[string]ratelimit.Budget{
	"openCase":                   ratelimit.CaseOpen,
	"sellDrops":                  ratelimit.SellList,
	"sellAllDrops":               ratelimit.SellAll,
	"setClientSeed":              ratelimit.ClientSeed,
	"rotateServerSeed":           ratelimit.RotateSeed,
	"setCountry":                 ratelimit.SetCountry,
	"setLang":                    ratelimit.SetLang,
	"saveTradeofferUrl":          ratelimit.SaveTradeURL,
	"selfBan":                    ratelimit.SelfBan,
	"upgradeItems":               ratelimit.Upgrade,
	"createContract":             ratelimit.Contract,
	"acceptContractRules":        ratelimit.ContractOK,
	"changeSkins":                ratelimit.Change,
	"createPayment":              ratelimit.Payment,
	"openRewardCase":             ratelimit.RewardOpen,
	"openDailyBonus":             ratelimit.DailyBonus,
	"claimLevelReward":           ratelimit.LevelUp,
	"claimExtraLevelReward":      ratelimit.LevelUpExtra,
	"receiveDailyCrystal":        ratelimit.DailyCrystal,
	"claimTask":                  ratelimit.TaskClaim,
	"subscribeEmail":             ratelimit.EmailSubscribe,
	"connectService":             ratelimit.ServiceConnect,
	"disconnectService":          ratelimit.ServiceConnect,
	"publishTweet":               ratelimit.PublishTweet,
	"createPhoneCode":            ratelimit.PhoneCreate,
	"confirmPhoneCode":           ratelimit.PhoneCode,
	"claimSocialReward":          ratelimit.SocialReward,
	"checkTask":                  ratelimit.TaskCheck,
	"markNotificationsRead":      ratelimit.NotificationsRead,
	"rate":                       ratelimit.Rate,
	"setConsent":                 ratelimit.Consent,
	"takeAnalytics":              ratelimit.TakeAnalytics,
	"openWarehouse":              ratelimit.WarehouseOpen,
	"checkSkillGamingVote":       ratelimit.QuizCheck,
	"skillGamingVote":            ratelimit.QuizVote,
	"startSiteEvent":             ratelimit.SiteEventsManage,
	"endSiteEvent":               ratelimit.SiteEventsManage,
	"createBlogComment":          ratelimit.BlogComment,
	"addBlogReaction":            ratelimit.BlogReaction,
	"removeBlogReaction":         ratelimit.BlogReactionRemove,
	"deleteBlogComment":          ratelimit.BlogCommentDelete,
	"publishBlogPost":            ratelimit.BlogModerate,
	"moderateBlogComment":        ratelimit.BlogModerate,
	"openStackCase":              ratelimit.StackOpen,
	"openRangeCase":              ratelimit.RangeOpen,
	"openBulletCase":             ratelimit.BulletOpen,
	"openCandyCase":              ratelimit.CandyOpen,
	"openWonCase":                ratelimit.WonCaseOpen,
	"refreshPayment":             ratelimit.Payment,
	"activatePromocode":          ratelimit.Promo,
	"activatePromo":              ratelimit.Promo,
	"setReferrer":                ratelimit.Promo,
	"buyGabenstoreCase":          ratelimit.GabenstoreBuy,
	"buyGabenstoreSkin":          ratelimit.GabenstoreBuySkin,
	"buyGabenstoreCustomization": ratelimit.GabenstoreBuyCustomization,
	"setCashbackRate":            ratelimit.CashbackRateSet,
	"equipCustomizations":        ratelimit.CustomizationsEquip,
	"viewCustomizations":         ratelimit.CustomizationsViewed,

	// The families that keep state between opens.
	"openGachaCase":        ratelimit.GachaOpen,
	"resetGacha":           ratelimit.GachaReset,
	"openDotaCase":         ratelimit.DotaOpen,
	"selectDiscoveredSlot": ratelimit.DiscoveredSelect,
	"openDiscoveredCase":   ratelimit.DiscoveredOpen,

	// Withdrawals and swaps.
	"reserveDrop":        ratelimit.Reserve,
	"unreserveDrop":      ratelimit.ReserveDelete,
	"withdrawDrop":       ratelimit.WinAccept,
	"withdrawDropCrypto": ratelimit.WinAcceptCrypto,
	"declineWithdrawal":  ratelimit.WinDecline,
	"swapDrop":           ratelimit.Swap,

	// Case battles.
	"createBattle":      ratelimit.BattleCreate,
	"enterBattle":       ratelimit.BattleEnter,
	"leaveBattle":       ratelimit.BattleLeave,
	"callBattleBots":    ratelimit.BattleBots,
	"createRematch":     ratelimit.RematchCreate,
	"declineRematch":    ratelimit.RematchDecline,
	"acceptBattleRules": ratelimit.BattleOK,

	// The partner programme and privacy.
	"savePartnerCode":        ratelimit.PartnerSaveCode,
	"withdrawPartnerBalance": ratelimit.PartnerWithdraw,
	"withdrawPartnerCrypto":  ratelimit.PartnerWithdraw,
	"buyPartnerShopItem":     ratelimit.PartnerShopBuy,
	"setProfilePrivacy":      ratelimit.SetPrivacy,

	// Support tickets.
	"createSupportTicket":    ratelimit.SupportCreate,
	"commentSupportTicket":   ratelimit.SupportComment,
	"replySupportTicket":     ratelimit.SupportReply,
	"setSupportTicketStatus": ratelimit.SupportStatus,

	// Web Push.
	"subscribePush":         ratelimit.PushSubscribe,
	"unsubscribePush":       ratelimit.PushUnsubscribe,
	"setPushKind":           ratelimit.PushSetKind,
	"sendTestPush":          ratelimit.PushTest,
	"hideNotification":      ratelimit.NoticeHide,
	"viewModalNotification": ratelimit.ModalView,
	"createAlert":           ratelimit.NoticeManage,
	"endAlert":              ratelimit.NoticeManage,
	"createModal":           ratelimit.NoticeManage,
	"endModal":              ratelimit.NoticeManage,
}

// budgets charges the limiter per operation and per mutation root field,
// and holds an anonymous query or mutation over graphql-ws to the gate (over
// HTTP the handler does, before the request is parsed). Limiter and gate
// errors let the call through, as the REST limits do.
type budgets struct {
	l    ratelimit.Limiter
	gate ratelimit.Gate // nil: none
	log  *zap.Logger
}

func (budgets) ExtensionName() string                   { return "RateLimits" }
func (budgets) Validate(graphql.ExecutableSchema) error { return nil }

func (b budgets) InterceptOperation(ctx context.Context, next graphql.OperationHandler) graphql.ResponseHandler {
	if err := b.charge(ctx, ratelimit.GraphQLOperation); err != nil {
		return graphql.OneShot(&graphql.Response{Errors: gqlerror.List{rateLimitError(err)}})
	}
	release, err := b.enter(ctx)
	if err != nil {
		return graphql.OneShot(&graphql.Response{Errors: gqlerror.List{rateLimitError(err)}})
	}
	if release == nil {
		return next(ctx)
	}
	// A query or mutation answers once; the operation's context ends when
	// the socket does, should its answer never be asked for.
	stop := context.AfterFunc(ctx, release)
	responses := next(ctx)
	return func(ctx context.Context) *graphql.Response {
		defer func() { stop(); release() }()
		return responses(ctx)
	}
}

// enter admits an anonymous query or mutation over graphql-ws into the
// gate's places for its address, or refuses it (api.rate_limited). A nil
// release means nothing was held: signed in, a subscription (it lasts as
// long as the page), over HTTP, or no gate.
func (b budgets) enter(ctx context.Context) (func(), *apperr.Error) {
	oc := graphql.GetOperationContext(ctx)
	if b.gate == nil || ws.Request(ctx) == nil || auth.ViewerFrom(ctx).UserID != 0 ||
		oc == nil || oc.Operation == nil || oc.Operation.Operation == ast.Subscription {
		return nil, nil
	}
	release, ok, err := b.gate.Enter(ctx, inFlightKey(edge.From(ctx).IP), MaxAnonymousInFlight)
	switch {
	case err != nil:
		b.log.Warn("rate limiter unavailable", zap.Error(err))
		return nil, nil
	case !ok:
		return nil, tooManyAtOnce()
	}
	return release, nil
}

// inFlightKey is the gate's key for an anonymous caller at addr (an IPv6
// address by its /64, as every anonymous budget).
func inFlightKey(addr string) string { return "/graphql:inflight:" + ratelimit.Subject(0, addr) }

// anonymousHTTP is the gate's key of an anonymous GraphQL request over
// HTTP, "" for a signed-in one, a websocket upgrade (its operations enter
// one by one) or a preflight.
func anonymousHTTP(r *http.Request) string {
	if r.Header.Get("Upgrade") != "" || r.Method == http.MethodOptions || auth.ViewerFrom(r.Context()).UserID != 0 {
		return ""
	}
	return inFlightKey(edge.IP(r))
}

func tooManyAtOnce() *apperr.Error {
	return apperr.RateLimited.Msg("at most %d operations of one address may run at once without signing in", MaxAnonymousInFlight).
		With("retry_after", 1)
}

func (b budgets) InterceptField(ctx context.Context, next graphql.Resolver) (any, error) {
	if fc := graphql.GetFieldContext(ctx); fc != nil && fc.Object == "Mutation" && fc.Field.Field != nil {
		if budget, ok := mutationBudgets[fc.Field.Name]; ok {
			if err := b.charge(ctx, budget); err != nil {
				return nil, err
			}
		}
	}
	return next(ctx)
}

// charge counts one hit of budget for the caller, or refuses it.
func (b budgets) charge(ctx context.Context, budget ratelimit.Budget) *apperr.Error {
	subject := ratelimit.Subject(auth.ViewerFrom(ctx).UserID, edge.From(ctx).IP)
	ok, retry, err := b.l.Allow(ctx, budget.Key(subject), budget.PerMinute, time.Minute)
	if err != nil {
		b.log.Warn("rate limiter unavailable", zap.Error(err))
		return nil
	}
	if ok {
		return nil
	}
	return apperr.RateLimited.With("retry_after", int(retry/time.Second)+1)
}

func rateLimitError(e *apperr.Error) *gqlerror.Error {
	ext := map[string]any{"code": e.Key}
	for k, v := range e.Fields {
		ext[k] = v
	}
	return &gqlerror.Error{Message: e.Message, Extensions: ext}
}
