package schema

import (
	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// AuthSession carries one sign-in from /auth/login to the one-time token exchange.
type AuthSession struct{ ent.Schema }

func (AuthSession) Mixin() []ent.Mixin { return []ent.Mixin{CreatedAt{}} }

func (AuthSession) Fields() []ent.Field {
	return []ent.Field{
		field.String("token").Unique().NotEmpty().Sensitive(),
		field.Enum("state").Values("pending", "verified", "exchanged").Default("pending"),
		field.String("ref_code").Default(""),
		field.Bool("is_from_ref_page").Default(false),
		field.String("redirect_back").Default(""),
		field.Int("user_id").Optional().Nillable(),
		field.Time("expires_at"),
	}
}

func (AuthSession) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}

// OpenIDNonce remembers response nonces so an assertion is accepted once, across instances.
type OpenIDNonce struct{ ent.Schema }

func (OpenIDNonce) Fields() []ent.Field {
	return []ent.Field{
		field.String("nonce").Unique().NotEmpty(),
		field.Time("expires_at"),
	}
}

func (OpenIDNonce) Indexes() []ent.Index { return []ent.Index{index.Fields("expires_at")} }

func (OpenIDNonce) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}

// Counter is a named running total (live-feed stats), updated in the same
// transaction as what it counts.
type Counter struct{ ent.Schema }

func (Counter) Fields() []ent.Field {
	return []ent.Field{
		field.String("key").Unique().NotEmpty(),
		field.Int64("value").Default(0),
	}
}

func (Counter) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}

// RevokedToken is a signed-out JWT, refused until it would have expired anyway.
type RevokedToken struct{ ent.Schema }

func (RevokedToken) Fields() []ent.Field {
	return []ent.Field{
		field.String("jti").Unique().NotEmpty(),
		field.Time("expires_at"),
	}
}

func (RevokedToken) Indexes() []ent.Index { return []ent.Index{index.Fields("expires_at")} }

func (RevokedToken) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}
