package schema

import (
	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// The socials a player links to the account (server/socials): an email
// subscription confirmed by a mailed link, social services connected by
// OAuth 2.0, a phone confirmed by an SMS code, and the rewards for them.

// EmailSubscription is a player's email subscription: pending until the
// mailed link is followed, then confirmed. One per player; an address
// confirmed by one player cannot be confirmed by another.
type EmailSubscription struct{ ent.Schema }

func (EmailSubscription) Mixin() []ent.Mixin { return []ent.Mixin{CreatedAt{}} }

func (EmailSubscription) Fields() []ent.Field {
	return []ent.Field{
		field.Int("user_id").Unique().Immutable(),
		field.String("email").MaxLen(254).Comment("lower case"),
		field.Enum("status").Values("pending", "confirmed", "unsubscribed").Default("pending"),
		field.String("token_hash").MaxLen(64).Unique().Comment("SHA-256 hex of the mailed token"),
		field.String("lang").MaxLen(8).Default("en").Comment("the language the mail was written in"),
		field.Time("sent_at"),
		field.Time("confirmed_at").Optional().Nillable(),
		field.String("confirmed_email").MaxLen(254).Optional().Nillable().Unique().
			Comment("set on confirmation: one player per confirmed address"),
	}
}

func (EmailSubscription) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}

// SocialConnection is a social service account linked to a player. One per
// player and service; a service account links to one player only.
type SocialConnection struct{ ent.Schema }

func (SocialConnection) Mixin() []ent.Mixin { return []ent.Mixin{CreatedAt{}} }

func (SocialConnection) Fields() []ent.Field {
	return []ent.Field{
		field.Int("user_id").Immutable(),
		field.String("service").MaxLen(16).Immutable().Comment("twitter, discord, youtube or telegrambot"),
		field.String("external_id").MaxLen(128).Immutable().Comment("the account's id at the service"),
		field.String("username").MaxLen(128).Default(""),
		field.Bytes("token").Optional().Sensitive().
			Comment("the OAuth token as JSON, sealed with AES-GCM under a key derived from the JWT secret"),
		field.Time("tweeted_at").Optional().Nillable().Comment("twitter: the last tweet published through us"),
		field.String("tweet_id").MaxLen(64).Optional().Nillable(),
	}
}

func (SocialConnection) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("user_id", "service").Unique(),
		index.Fields("service", "external_id").Unique(),
	}
}

func (SocialConnection) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}

// SocialOAuthState is one connect started and not yet finished: the state
// sent through the browser and the PKCE verifier kept here, used once
// within its lifetime.
type SocialOAuthState struct{ ent.Schema }

func (SocialOAuthState) Mixin() []ent.Mixin { return []ent.Mixin{CreatedAt{}} }

func (SocialOAuthState) Fields() []ent.Field {
	return []ent.Field{
		field.String("state_hash").MaxLen(64).Unique().Immutable().Comment("SHA-256 hex of the state"),
		field.Int("user_id").Immutable(),
		field.String("service").MaxLen(16).Immutable(),
		field.String("verifier").MaxLen(128).Immutable().Sensitive(),
		field.Time("expires_at").Immutable(),
	}
}

func (SocialOAuthState) Indexes() []ent.Index {
	return []ent.Index{index.Fields("expires_at")}
}

func (SocialOAuthState) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}

// PhoneVerification is a player's phone: the code last sent, its attempts,
// and the number once confirmed (one player per confirmed number).
type PhoneVerification struct{ ent.Schema }

func (PhoneVerification) Mixin() []ent.Mixin { return []ent.Mixin{CreatedAt{}} }

func (PhoneVerification) Fields() []ent.Field {
	return []ent.Field{
		field.Int("user_id").Unique().Immutable(),
		field.String("phone").MaxLen(16).Comment("E.164, the number the last code was sent to"),
		field.String("code_hash").MaxLen(64).Default("").Comment("HMAC-SHA256 hex of the last code; empty once used or burnt"),
		field.Time("code_expires_at").Optional().Nillable(),
		field.Int("attempts").Default(0).Comment("wrong codes entered against the last code"),
		field.Time("sent_at").Comment("when the last code was sent"),
		field.String("sent_day").MaxLen(10).Comment("the UTC day of sends_today"),
		field.Int("sends_today").Default(0),
		field.Time("confirmed_at").Optional().Nillable(),
		field.String("confirmed_phone").MaxLen(16).Optional().Nillable().Unique(),
	}
}

func (PhoneVerification) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}

// SocialReward is a socials reward received: once per player and kind.
type SocialReward struct{ ent.Schema }

func (SocialReward) Mixin() []ent.Mixin { return []ent.Mixin{CreatedAt{}} }

func (SocialReward) Fields() []ent.Field {
	return []ent.Field{
		field.Int("user_id").Immutable(),
		field.String("kind").MaxLen(16).Immutable().Comment("email or twitter"),
		field.Int64("crystals").Immutable(),
	}
}

func (SocialReward) Indexes() []ent.Index {
	return []ent.Index{index.Fields("user_id", "kind").Unique()}
}

func (SocialReward) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}
