package schema

import (
	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"

	"github.com/casefront/casefront/internal/money"
)

// Battle is a case battle (docs/battles.md): players_count seats open the
// same cases round by round, and the seat (or the 2x2 team) with the best
// total, or the worst for "lowest", takes every item. Its seats change only
// under the battle row's lock with a conditional update on version; every
// roll is computed and stored when the last seat fills, and shown round by
// round on the clock that starts then.
type Battle struct{ ent.Schema }

func (Battle) Mixin() []ent.Mixin { return []ent.Mixin{CreatedAt{}} }

func (Battle) Fields() []ent.Field {
	return []ent.Field{
		field.Int("creator_id").Immutable(),
		field.Enum("state").Values("new", "active", "finished", "canceled").Default("new"),
		field.Enum("type").Values("normal", "2x2").Immutable().
			Comment("normal: every seat for itself; 2x2: two teams of two (side 0: seats 0-1, side 1: seats 2-3)"),
		field.Enum("privacy").Values("public", "private").Immutable(),
		field.String("private_key").Default("").Immutable().Sensitive().
			Comment("a private battle is seen and joined with it; empty for a public one"),
		field.Enum("paymode").Values("each", "creator").Immutable().
			Comment("each: every player pays their seat; creator: the creator paid every seat at creation"),
		field.Enum("choosing_winner").Values("highest", "lowest").Immutable().
			Comment("highest: the best total wins; lowest (underdog): the worst total wins"),
		field.Int("players_count").Immutable(),
		field.Ints("case_ids").Immutable().Comment("the case of each round, in round order"),
		field.Ints("case_revisions").Immutable().Comment("the contents revision of each round's case when the battle was created"),
		field.Int64("seat_price").GoType(money.Cents(0)).Immutable().Comment("one seat: the sum of the rounds' case prices at creation"),
		field.Int64("creator_paid").GoType(money.Cents(0)).Default(0).Immutable().
			Comment("what the creator paid at creation for seats without paying through their rows (paymode creator: every seat)"),
		field.Int("delay").Immutable().Comment("seconds from started_at to the end: 10 × rounds + 6"),
		field.String("server_seed").Immutable().Sensitive().Comment("revealed once finished"),
		field.String("server_seed_hash").Immutable().Comment("battle_hash: SHA-256 of the server seed, published at creation"),
		field.String("client_seeds_hash").Default("").
			Comment("SHA-256 of the seats' client seeds joined by \":\" in seat order, set when the last seat fills"),
		field.Int("version").Default(0).Comment("bumped by every change of the seats: the conditional update's guard"),
		field.Time("expires_at").Comment("an unfilled battle is canceled then"),
		field.Time("started_at").Optional().Nillable(),
		field.Time("finish_at").Optional().Nillable().Comment("started_at + delay: when the last round has been shown and the battle settles"),
		field.Time("finished_at").Optional().Nillable(),
		field.Time("canceled_at").Optional().Nillable(),
		field.Int("old_battle_id").Optional().Nillable().Immutable().Comment("the battle this one is a rematch of"),
		field.Bool("got_xp").Default(false).Comment("the payers were granted XP for their stakes (when it finished)"),
		field.Ints("winner_seats").Optional().Comment("the seats that won, once finished"),
		field.Int64("total").GoType(money.Cents(0)).Default(0).Comment("the value of every item the battle rolled, once finished"),
	}
}

func (Battle) Edges() []ent.Edge {
	return []ent.Edge{
		edge.To("creator", User.Type).Field("creator_id").Unique().Required().Immutable(),
		edge.To("seats", BattleSeat.Type),
		edge.To("rolls", BattleRoll.Type),
		edge.To("old_battle", Battle.Type).Field("old_battle_id").Unique().Immutable(),
	}
}

func (Battle) Indexes() []ent.Index {
	return []ent.Index{index.Fields("privacy", "state"), index.Fields("state", "finished_at"), index.Fields("creator_id")}
}

func (Battle) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}

// BattleSeat is a player (or a bot) in a seat of a battle. A player who
// leaves before the start loses the row; the unique indexes refuse a second
// player in a seat and a player in two seats, whatever the concurrency.
type BattleSeat struct{ ent.Schema }

func (BattleSeat) Mixin() []ent.Mixin { return []ent.Mixin{CreatedAt{}} }

func (BattleSeat) Fields() []ent.Field {
	return []ent.Field{
		field.Int("battle_id").Immutable(),
		field.Int("seat").Immutable().Comment("0 .. players_count-1"),
		field.Int("side").Immutable().Comment("the team: the seat itself in a normal battle, seat / 2 in a 2x2"),
		field.Int("user_id").Optional().Nillable().Immutable().Comment("none for a bot"),
		field.Bool("is_bot").Default(false).Immutable(),
		field.Int("paid_by_id").Immutable().Comment("who paid this seat"),
		field.Int64("cost").GoType(money.Cents(0)).Immutable().
			Comment("what paid_by paid for this seat when it was taken (0 when the creator paid it at creation)"),
		field.String("client_seed").Immutable().Comment("the client seed mixed into the battle's rolls"),
	}
}

func (BattleSeat) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("battle", Battle.Type).Ref("seats").Field("battle_id").Unique().Required().Immutable(),
		edge.To("user", User.Type).Field("user_id").Unique().Immutable(),
		edge.To("paid_by", User.Type).Field("paid_by_id").Unique().Required().Immutable(),
	}
}

func (BattleSeat) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("battle_id", "seat").Unique(),
		index.Fields("battle_id", "user_id").Unique(), // bots have no user: NULLs are distinct
		index.Fields("user_id"),
	}
}

func (BattleSeat) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}

// BattleRoll is the roll of one seat in one round, computed when the last
// seat filled and shown from its round's reveal time. The battle's winners
// receive its item as a drop when the battle finishes.
type BattleRoll struct{ ent.Schema }

func (BattleRoll) Fields() []ent.Field {
	return []ent.Field{
		field.Int("battle_id").Immutable(),
		field.Int("round").Immutable().Comment("1 .. rounds"),
		field.Int("seat").Immutable(),
		field.Int("case_id").Immutable(),
		field.Int("case_revision").Immutable(),
		field.Int64("ticket").Immutable().Comment("floor(roll × the case's total weight)"),
		field.Int("item_id").Immutable(),
		field.Int64("price").GoType(money.Cents(0)).Immutable().Comment("the item's price when rolled"),
		field.Int("recipient_id").Optional().Nillable().Comment("the winner who received the item; none when a bot won it"),
		field.Int("drop_id").Optional().Nillable().Comment("the drop written for the recipient"),
	}
}

func (BattleRoll) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("battle", Battle.Type).Ref("rolls").Field("battle_id").Unique().Required().Immutable(),
		edge.To("item", Item.Type).Field("item_id").Unique().Required().Immutable(),
		edge.To("case", LootCase.Type).Field("case_id").Unique().Required().Immutable(),
		edge.To("drop", Drop.Type).Field("drop_id").Unique(),
	}
}

func (BattleRoll) Indexes() []ent.Index {
	return []ent.Index{index.Fields("battle_id", "round", "seat").Unique()}
}

func (BattleRoll) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}

// Rematch is a loser's offer to play a finished battle again, open for
// 60 seconds (spec 9). Every other player of the old battle accepts it by
// asking for the rematch too; the last acceptance creates and starts the new
// battle. A decline, or the time running out (a durable job), closes it.
// One offer per battle.
type Rematch struct{ ent.Schema }

func (Rematch) Mixin() []ent.Mixin { return []ent.Mixin{CreatedAt{}} }

func (Rematch) Fields() []ent.Field {
	return []ent.Field{
		field.Int("old_battle_id").Immutable(),
		field.Int("loser_id").Immutable().Comment("the player who offered it"),
		field.Enum("state").Values("created", "accepted", "declined", "expired").Default("created"),
		field.Ints("accepted_ids").Comment("the players who accepted so far, the offerer first"),
		field.Int("declined_by").Optional().Nillable(),
		field.Int("new_battle_id").Optional().Nillable(),
		field.Time("expires_at").Immutable(),
		field.Time("answered_at").Optional().Nillable(),
		field.Int("version").Default(0).Comment("bumped by every acceptance: the conditional update's guard"),
	}
}

func (Rematch) Edges() []ent.Edge {
	return []ent.Edge{
		edge.To("old_battle", Battle.Type).Field("old_battle_id").Unique().Required().Immutable(),
		edge.To("loser", User.Type).Field("loser_id").Unique().Required().Immutable(),
		edge.To("new_battle", Battle.Type).Field("new_battle_id").Unique(),
	}
}

func (Rematch) Indexes() []ent.Index {
	return []ent.Index{index.Fields("old_battle_id").Unique(), index.Fields("state", "expires_at")}
}

func (Rematch) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}
