package schema

import (
	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// CustomizationTypes are what a customization dresses (spec 3
// Customization): one of each may be equipped (users.*_id).
var CustomizationTypes = []string{"border", "hood", "avatar", "background"}

// Customization is one cosmetic a player may own and equip
// (server/customizations): operator data.
type Customization struct{ ent.Schema }

func (Customization) Fields() []ent.Field {
	return []ent.Field{
		field.String("slug").Unique().NotEmpty().Comment("stable name for seeds and links"),
		field.Enum("type").Values(CustomizationTypes...),
		field.Enum("tag").Values("special", "event").Optional().Nillable().Comment("spec 3 label: special or event"),
		field.String("name").NotEmpty(),
		field.String("file_url").Default("").Comment("its image: absolute, or a path under the site"),
		field.String("group").Default("").Comment("its group's name; the 'special' group draws its border offset"),
		field.Int("sort").Default(0),
	}
}

func (Customization) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}

// UserCustomization is one customization a player owns: once (unique),
// granted by the event store, a level or staff; new until viewed.
type UserCustomization struct{ ent.Schema }

func (UserCustomization) Mixin() []ent.Mixin { return []ent.Mixin{CreatedAt{}} }

func (UserCustomization) Fields() []ent.Field {
	return []ent.Field{
		field.Int("user_id").Immutable(),
		field.Int("customization_id").Immutable(),
		field.String("source").Default("").Immutable().Comment("what granted it: gabenstore_purchase:12, level:5, staff"),
		field.Bool("viewed").Default(false),
	}
}

func (UserCustomization) Edges() []ent.Edge {
	return []ent.Edge{
		edge.To("customization", Customization.Type).Field("customization_id").Unique().Required().Immutable(),
	}
}

func (UserCustomization) Indexes() []ent.Index {
	return []ent.Index{index.Fields("user_id", "customization_id").Unique()}
}

func (UserCustomization) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}
