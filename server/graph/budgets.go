package graph

import (
	"context"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/gqlerror"
	"go.uber.org/zap"

	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/auth"
	"github.com/casefront/casefront/server/edge"
	"github.com/casefront/casefront/server/ratelimit"
)

// mutationBudgets are the REST budgets of the mutations that do the same
// thing: each root field is charged once, so 100 aliased openCase cost
// what 100 POST /case/open cost, over HTTP or a websocket alike.
var mutationBudgets = map[string]ratelimit.Budget{
	"openCase":              ratelimit.CaseOpen,
	"sellDrops":             ratelimit.SellList,
	"sellAllDrops":          ratelimit.SellAll,
	"setClientSeed":         ratelimit.ClientSeed,
	"rotateServerSeed":      ratelimit.RotateSeed,
	"setCountry":            ratelimit.SetCountry,
	"setLang":               ratelimit.SetLang,
	"saveTradeofferUrl":     ratelimit.SaveTradeURL,
	"selfBan":               ratelimit.SelfBan,
	"upgradeItems":          ratelimit.Upgrade,
	"createContract":        ratelimit.Contract,
	"acceptContractRules":   ratelimit.ContractOK,
	"changeSkins":           ratelimit.Change,
	"createPayment":         ratelimit.Payment,
	"openRewardCase":        ratelimit.RewardOpen,
	"openDailyBonus":        ratelimit.DailyBonus,
	"claimLevelReward":      ratelimit.LevelUp,
	"claimExtraLevelReward": ratelimit.LevelUpExtra,
	"openStackCase":         ratelimit.StackOpen,
	"openRangeCase":         ratelimit.RangeOpen,
	"openBulletCase":        ratelimit.BulletOpen,
	"openCandyCase":         ratelimit.CandyOpen,
	"openWonCase":           ratelimit.WonCaseOpen,
	"refreshPayment":        ratelimit.Payment,
	"activatePromocode":     ratelimit.Promo,
	"activatePromo":         ratelimit.Promo,
	"setReferrer":           ratelimit.Promo,

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
}

// budgets charges the limiter per operation and per mutation root field.
// Limiter errors let the call through, as the REST limits do.
type budgets struct {
	l   ratelimit.Limiter
	log *zap.Logger
}

func (budgets) ExtensionName() string                   { return "RateLimits" }
func (budgets) Validate(graphql.ExecutableSchema) error { return nil }

func (b budgets) InterceptOperation(ctx context.Context, next graphql.OperationHandler) graphql.ResponseHandler {
	if err := b.charge(ctx, ratelimit.GraphQLOperation); err != nil {
		return graphql.OneShot(&graphql.Response{Errors: gqlerror.List{rateLimitError(err)}})
	}
	return next(ctx)
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
