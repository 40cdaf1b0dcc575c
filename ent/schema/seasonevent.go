package schema

import (
	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// SeasonEvent is one seasonal event (server/season): operator data. It is
// on in [starts_at, ends_at); while on, paid play earns candies at its
// rate, its shop sells and its piñata opens; each UTC day's leaderboard
// pays the prize pool to its top places the next day.
type SeasonEvent struct{ ent.Schema }

func (SeasonEvent) Fields() []ent.Field {
	return []ent.Field{
		field.String("key").Unique().NotEmpty().Immutable().Comment("halloween-2025: names the event in ledger keys and rolls"),
		field.String("route").NotEmpty().Comment("the client route that shows it: halloween, blackfriday, new-year, ..."),
		field.String("theme").Default("").Comment("the seasonal theme it styles the site with"),
		field.Time("starts_at"),
		field.Time("ends_at"),
		field.Int64("prize_pool").Default(12920).NonNegative().Comment("candies paid out per day to the top places"),
		field.Int64("candy_rate").Default(10).NonNegative().Comment("candies earned per 100 cents staked in paid play"),
		field.Int64("pinata_price").Default(100).Positive().Comment("candies one piñata costs"),
		field.Int("pinata_revision").Default(1).Positive().
			Comment("the piñata prizes drawn from; a change adds prizes under a new revision, so past draws stay verifiable"),
	}
}

func (SeasonEvent) Indexes() []ent.Index {
	return []ent.Index{index.Fields("route", "starts_at")}
}

func (SeasonEvent) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}
