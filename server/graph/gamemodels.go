package graph

import (
	"context"

	"github.com/casefront/casefront/server/cases"

	"github.com/casefront/casefront/ent"
	entcontract "github.com/casefront/casefront/ent/contract"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/actor"
	"github.com/casefront/casefront/server/changer"
	"github.com/casefront/casefront/server/contract"
	"github.com/casefront/casefront/server/graph/model"
	"github.com/casefront/casefront/server/ledger"
)

// contractInfo is the rules panel of the contract page for a.
func (r *Resolver) contractInfo(ctx context.Context, a *actor.Actor) (*model.ContractInfo, error) {
	in, err := r.Services.Contract.InfoFor(ctx, a)
	if err != nil {
		return nil, err
	}
	out := &model.ContractInfo{HouseEdgeBps: int(in.HouseEdgeBps), MinItems: in.MinItems, MaxItems: in.MaxItems,
		MaxOutcomes: in.MaxOutcomes, CentsPerBullet: int(in.CentsPerBullet), RulesAccepted: in.RulesAccepted,
		Playable: in.Playable, Reason: in.Reason}
	for _, m := range in.Modes {
		lo, hi := m.Range()
		out.Modes = append(out.Modes, &model.ContractModeRange{Mode: entcontract.Mode(m), LowPermille: int(lo), HighPermille: int(hi)})
	}
	return out, nil
}

func contractOutcomes(t []contract.Outcome, items map[int]*ent.Item) []*model.ContractOutcome {
	out := make([]*model.ContractOutcome, 0, len(t))
	for _, o := range t {
		out = append(out, &model.ContractOutcome{Item: items[o.ItemID], Price: o.Price, From: int(o.From), To: int(o.To),
			Chance: int(o.To - o.From)})
	}
	return out
}

func (r *Resolver) changeFeedEntry(e changer.Entry) *model.ChangeFeedEntry {
	thing := func(t changer.Thing) *model.ChangeFeedItem {
		return &model.ChangeFeedItem{MarketHashName: t.MarketHashName, Rarity: itemRarity(t.Rarity), Stattrak: t.StatTrak,
			Image: r.imageURL(t.Image), Price: t.Price}
	}
	out := &model.ChangeFeedEntry{ChangeID: e.ChangeID, UserID: e.UserID, Nickname: e.Nickname, Avatar: e.Avatar,
		Target: thing(e.Target), CreatedAt: e.CreatedAt,
		Level: e.Level, BorderID: e.BorderID, HoodID: e.HoodID, AvatarID: e.AvatarID}
	for _, g := range e.Given {
		out.Given = append(out.Given, thing(g))
	}
	return out
}

func (r *Resolver) createContract(ctx context.Context, input model.ContractInput) (*model.ContractPayload, error) {
	req := contract.Stake{DropIDs: input.DropIds}
	if input.Bullets != nil {
		req.Bullets = int64(*input.Bullets)
	}
	if input.Mode != nil {
		req.Mode = string(*input.Mode)
	}
	if input.Weapon != nil {
		req.Weapon = *input.Weapon
	}
	if input.DelayMs != nil {
		req.DelayMS = *input.DelayMs
	}
	res, err := r.Services.Contract.Play(ctx, actor.From(ctx), req)
	if err != nil {
		return nil, err
	}
	return &model.ContractPayload{Contract: res.Contract, User: res.User, FairSeed: res.Seed}, nil
}

func (r *Resolver) previewContract(ctx context.Context, dropIDs []int, stake *money.Cents, bullets *int, mode *entcontract.Mode, weapon *string) (*model.ContractPreview, error) {
	q := contract.PreviewQuery{DropIDs: dropIDs}
	if stake != nil {
		q.Stake = *stake
	}
	if bullets != nil {
		q.Bullets = int64(*bullets)
	}
	if mode != nil {
		q.Mode = string(*mode)
	}
	if weapon != nil {
		q.Weapon = *weapon
	}
	p, err := r.Services.Contract.Outcomes(ctx, actor.From(ctx), q)
	if err != nil {
		return nil, err
	}
	return &model.ContractPreview{Stake: p.Stake, Mode: entcontract.Mode(p.Mode), Weapon: p.Weapon, Low: p.Low, High: p.High,
		Target: p.Target, ExpectedValue: p.ExpectedValue, Outcomes: contractOutcomes(p.Outcomes, p.Items)}, nil
}

// openWith runs one of the case services' openings (paid, reward) for an
// OpenCaseInput and answers the shared payload.
func openWith(ctx context.Context, input model.OpenCaseInput,
	open func(context.Context, *actor.Actor, cases.OpenRequest) (*cases.Opened, error)) (*model.OpenCasePayload, error) {
	req := cases.OpenRequest{Count: input.Count, Fast: input.Fast != nil && *input.Fast}
	if input.CaseAlias != nil {
		req.CaseAlias = *input.CaseAlias
	}
	if input.CaseID != nil {
		req.CaseID = *input.CaseID
	}
	res, err := open(ctx, actor.From(ctx), req)
	if err != nil {
		return nil, err
	}
	return openedPayload(res), nil
}

// openedPayload is the answer of every family's opening; a family that keeps
// state adds it (gacha, dota, board).
func openedPayload(res *cases.Opened) *model.OpenCasePayload {
	return &model.OpenCasePayload{Drops: res.Drops, User: res.User, FairSeed: res.Seed, Cost: res.Cost,
		Currency: caseCurrency(res.Currency), CostAmount: int(res.Amount)}
}

// caseCurrency names a balance in the graph; "" (nothing paid) is FREE.
func caseCurrency(c ledger.Currency) model.CaseCurrency {
	switch c {
	case ledger.Money:
		return model.CaseCurrencyMoney
	case ledger.Bullets:
		return model.CaseCurrencyBullets
	case ledger.Candies:
		return model.CaseCurrencyCandies
	}
	return model.CaseCurrencyFree
}

// optional is *p, or the zero value for nil (an optional input left out).
func optional[T any](p *T) T {
	var zero T
	if p == nil {
		return zero
	}
	return *p
}

// ruleValue points at an int copy of v, for the optional fields of a payload.
func ruleValue[T ~int | ~int64](v T) *int {
	n := int(v)
	return &n
}
