package schema

import (
	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// QuizQuestion is a skill-gaming question (spec 3 "Skill-gaming question:
// variants"): a prompt and its variants per language, and which variants
// are right. Operator data; the demo set is seeded by the migration.
type QuizQuestion struct{ ent.Schema }

func (QuizQuestion) Mixin() []ent.Mixin { return []ent.Mixin{CreatedAt{}} }

func (QuizQuestion) Fields() []ent.Field {
	return []ent.Field{
		field.JSON("prompt", map[string]string{}).Comment("per site language; en is the fallback"),
		field.JSON("variants", []QuizVariant{}).Comment("in the order shown; a variant's id is the question's id times 10 plus its place (1-9)"),
		field.Bool("active").Default(true),
	}
}

func (QuizQuestion) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}

// QuizVariant is one answer of a question.
type QuizVariant struct {
	Label map[string]string `json:"label"`
	Right bool              `json:"right"`
}

// QuizAttempt is the list of questions a player was given, and how it
// ended: passed_at once every question was answered right (the player
// then no longer needs the quiz), failed_at after a wrong vote (the next
// list is a new attempt).
type QuizAttempt struct{ ent.Schema }

func (QuizAttempt) Mixin() []ent.Mixin { return []ent.Mixin{CreatedAt{}} }

func (QuizAttempt) Fields() []ent.Field {
	return []ent.Field{
		field.Int("user_id").Immutable(),
		field.JSON("question_ids", []int{}).Immutable(),
		field.Int("checks").Default(0).Comment("answers checked in this attempt (the one-incorrect-answer flag)"),
		field.Time("passed_at").Optional().Nillable(),
		field.Time("failed_at").Optional().Nillable(),
	}
}

func (QuizAttempt) Indexes() []ent.Index {
	return []ent.Index{index.Fields("user_id", "created_at"), index.Fields("user_id", "passed_at")}
}

func (QuizAttempt) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}
