package topdrops

import (
	"context"
	"database/sql"
	"time"

	entsql "entgo.io/ent/dialect/sql"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/drop"
	"github.com/casefront/casefront/ent/item"
	"github.com/casefront/casefront/ent/lootcase"
	"github.com/casefront/casefront/ent/topdrop"
	"github.com/casefront/casefront/ent/user"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/feed"
	"github.com/casefront/casefront/server/store"
)

// The top's reads are one statement each, the win with its player, item
// and case joined: loading them as Ent edges took five round trips.

func winsJoined(b *entsql.DialectBuilder) (*entsql.Selector, *entsql.SelectTable) {
	t, d, u, i, c := b.Table(topdrop.Table).As("t"), b.Table(drop.Table).As("d"), b.Table(user.Table).As("u"),
		b.Table(item.Table).As("i"), b.Table(lootcase.Table).As("c")
	s := b.Select(d.C(drop.FieldID), d.C(drop.FieldUserID), d.C(drop.FieldItemID), d.C(drop.FieldPrice), d.C(drop.FieldCreatedAt),
		u.C(user.FieldNickname), u.C(user.FieldAvatar), u.C(user.FieldLevel), u.C(user.FieldAccountLevelHidden),
		u.C(user.FieldProfilePrivate), u.C(user.FieldBorderID), u.C(user.FieldHoodID), u.C(user.FieldAvatarID),
		i.C(item.FieldMarketHashName), i.C(item.FieldRarity), i.C(item.FieldStattrak), i.C(item.FieldImage),
		c.C(lootcase.FieldAlias), c.C(lootcase.FieldName)).
		From(t).
		Join(d).On(t.C(topdrop.FieldDropID), d.C(drop.FieldID)).
		Join(u).On(d.C(drop.FieldUserID), u.C(user.FieldID)).
		Join(i).On(d.C(drop.FieldItemID), i.C(item.FieldID)).
		LeftJoin(c).On(d.C(drop.FieldCaseID), c.C(lootcase.FieldID)).
		OrderBy(entsql.Desc(t.C(topdrop.FieldPrice)), entsql.Asc(t.C(topdrop.FieldDropID)))
	return s, t
}

// topStmt is the window's MaxTop dearest: args first hour, after, until.
var topStmt = store.Build(func(b *entsql.DialectBuilder) entsql.Querier {
	s, t := winsJoined(b)
	return s.Where(entsql.And(entsql.GTE(t.C(topdrop.FieldBucket), time.Time{}), entsql.GT(t.C(topdrop.FieldAt), time.Time{}),
		entsql.LTE(t.C(topdrop.FieldAt), time.Time{}))).Limit(MaxTop)
})

// bestStmt is the dearest ever: args until.
var bestStmt = store.Build(func(b *entsql.DialectBuilder) entsql.Querier {
	s, t := winsJoined(b)
	return s.Where(entsql.LTE(t.C(topdrop.FieldAt), time.Time{})).Limit(1)
})

// readWins runs one of the statements and builds the feed's views.
func readWins(ctx context.Context, c *ent.Client, st store.Stmt, n int, args ...any) ([]feed.Win, error) {
	rows, err := st.QueryDB(ctx, c, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := make([]feed.Win, 0, n)
	for rows.Next() && len(out) < n {
		var (
			d         ent.Drop
			u         ent.User
			it        ent.Item
			rarity    string
			price     int64
			border    sql.NullInt64
			hood      sql.NullInt64
			avatar    sql.NullInt64
			alias     sql.NullString
			name      sql.NullString
			createdAt sql.NullTime
		)
		if err := rows.Scan(&d.ID, &d.UserID, &d.ItemID, &price, &createdAt, &u.Nickname, &u.Avatar, &u.Level,
			&u.AccountLevelHidden, &u.ProfilePrivate, &border, &hood, &avatar,
			&it.MarketHashName, &rarity, &it.Stattrak, &it.Image, &alias, &name); err != nil {
			return nil, err
		}
		d.Price, d.CreatedAt, it.Rarity = moneyOf(price), createdAt.Time, item.Rarity(rarity)
		u.ID, u.BorderID, u.HoodID, u.AvatarID = d.UserID, intOf(border), intOf(hood), intOf(avatar)
		d.Edges.Item = &it
		var cs *ent.LootCase
		if alias.Valid {
			cs = &ent.LootCase{Alias: alias.String, Name: name.String}
		}
		out = append(out, feed.WinOf(&d, &u, cs))
	}
	return out, rows.Err()
}

func intOf(n sql.NullInt64) *int {
	if !n.Valid {
		return nil
	}
	v := int(n.Int64)
	return &v
}

func moneyOf(c int64) money.Cents { return money.Cents(c) }
