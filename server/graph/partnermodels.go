package graph

import (
	"context"

	"entgo.io/contrib/entgql"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/graph/model"
	"github.com/casefront/casefront/server/partner"
)

func partnerLevel(l partner.Level) *model.PartnerLevel {
	return &model.PartnerLevel{Level: l.Level, Name: l.Name, Percentage: int(l.ShareBps), Bonus: int(l.BonusBps), Threshold: l.DepositedFrom}
}

func partnerModel(o *partner.Overview) *model.Partner {
	m := &model.Partner{Code: o.Code, Level: partnerLevel(o.Level), ToNextLevel: o.ToNext, ReferralsCount: o.ReferralsCount,
		ReferralsDeposited: o.ReferralsDeposited, Earnings: o.Earnings, ReferralBonus: int(o.Level.BonusBps),
		PartnerBalance: o.PartnerBalance, IsCreator: o.IsCreator, CodeChangesLeft: o.CodeChangesLeft,
		CryptoMinimum: partner.CryptoMinimum, CryptoCoins: partner.CryptoCoins}
	if o.Code != nil {
		p := "/ref-" + *o.Code
		m.ReferralPath = &p
	}
	if o.Next != nil {
		m.NextLevel = partnerLevel(*o.Next)
	}
	return m
}

// partnerOf is the partner page of u after a change.
func (r *Resolver) partnerOf(ctx context.Context, u *ent.User) (*model.Partner, error) {
	o, err := r.Services.Partner.OverviewOf(ctx, u)
	if err != nil {
		return nil, err
	}
	return partnerModel(o), nil
}

// idPage reads a connection's after and first for the partner lists
// (paged by id, newest first).
func idPage(after *entgql.Cursor[int], first *int) (int, int) {
	a, n := 0, 20
	if after != nil {
		a = after.ID
	}
	if first != nil {
		n = *first
	}
	return a, n
}

func pageInfo[T any](items []T, id func(T) int, more bool) *entgql.PageInfo[int] {
	pi := &entgql.PageInfo[int]{HasNextPage: more}
	if len(items) > 0 {
		s, e := entgql.Cursor[int]{ID: id(items[0])}, entgql.Cursor[int]{ID: id(items[len(items)-1])}
		pi.StartCursor, pi.EndCursor = &s, &e
	}
	return pi
}

func optString(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}
