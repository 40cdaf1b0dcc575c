package topdrops

import (
	"context"
	"database/sql"

	entsql "entgo.io/ent/dialect/sql"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/drop"
	"github.com/casefront/casefront/ent/item"
	"github.com/casefront/casefront/ent/lootcase"
	"github.com/casefront/casefront/ent/user"
	"github.com/casefront/casefront/internal/money"
	"github.com/casefront/casefront/server/feed"
	"github.com/casefront/casefront/server/store"
)

// The top's reads are two statements: the rolling table's rows by its
// index, then their drops with player, item and case joined by primary key
// (loading them as Ent edges took five round trips; one statement joining
// the table too let SQLite's planner start from the wrong side).

// winsStmtN reads n drops by id with what their view shows.
var winsStmtN = store.BuildN(func(b *entsql.DialectBuilder, n int) entsql.Querier {
	d, u, i, c := b.Table(drop.Table).As("d"), b.Table(user.Table).As("u"), b.Table(item.Table).As("i"), b.Table(lootcase.Table).As("c")
	ids := make([]any, n)
	for i := range ids {
		ids[i] = 0 // a sample: nil would be inlined as NULL
	}
	return b.Select(d.C(drop.FieldID), d.C(drop.FieldUserID), d.C(drop.FieldItemID), d.C(drop.FieldPrice), d.C(drop.FieldCreatedAt),
		u.C(user.FieldNickname), u.C(user.FieldAvatar), u.C(user.FieldLevel), u.C(user.FieldAccountLevelHidden),
		u.C(user.FieldProfilePrivate), u.C(user.FieldBorderID), u.C(user.FieldHoodID), u.C(user.FieldAvatarID),
		i.C(item.FieldMarketHashName), i.C(item.FieldRarity), i.C(item.FieldStattrak), i.C(item.FieldImage),
		c.C(lootcase.FieldAlias), c.C(lootcase.FieldName)).
		From(d).
		Join(u).On(d.C(drop.FieldUserID), u.C(user.FieldID)).
		Join(i).On(d.C(drop.FieldItemID), i.C(item.FieldID)).
		LeftJoin(c).On(d.C(drop.FieldCaseID), c.C(lootcase.FieldID)).
		Where(entsql.In(d.C(drop.FieldID), ids...))
})

// readWins is the views of the drops ids, in that order.
func readWins(ctx context.Context, c *ent.Client, ids []int) ([]feed.Win, error) {
	if len(ids) == 0 {
		return []feed.Win{}, nil
	}
	args := make([]any, len(ids))
	for i, id := range ids {
		args[i] = id
	}
	rows, err := winsStmtN.N(len(ids)).QueryDB(ctx, c, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	byID := make(map[int]feed.Win, len(ids))
	for rows.Next() {
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
		byID[d.ID] = feed.WinOf(&d, &u, cs)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	out := make([]feed.Win, 0, len(ids))
	for _, id := range ids {
		if w, ok := byID[id]; ok {
			out = append(out, w)
		}
	}
	return out, nil
}

func intOf(n sql.NullInt64) *int {
	if !n.Valid {
		return nil
	}
	v := int(n.Int64)
	return &v
}

func moneyOf(c int64) money.Cents { return money.Cents(c) }
