package quiz

import (
	"context"
	"fmt"
	"strconv"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/schema"
)

// howMuch asks "how much is EXPR?" in each site language.
var howMuch = map[string]string{
	"en": "How much is %s?", "br": "Quanto é %s?", "cn": "%s 等于多少？", "de": "Wie viel ist %s?",
	"tr": "%s kaçtır?", "pl": "Ile to jest %s?", "jp": "%s はいくつですか？", "kr": "%s 은(는) 얼마입니까?",
	"ru": "Сколько будет %s?", "es": "¿Cuánto es %s?", "fr": "Combien font %s ?",
}

// sums are the default skill-testing questions: mixed arithmetic, the kind
// of question the jurisdictions that require a skill element accept. Each
// has its right answer first; the variants are shown in ascending order.
var sums = []struct {
	expr    string
	answers [3]int
}{
	{"7 × 8 − 6", [3]int{50, 48, 56}},
	{"(12 + 9) × 3", [3]int{63, 57, 66}},
	{"144 ÷ 12 + 15", [3]int{27, 25, 29}},
	{"9 × 9 − 17", [3]int{64, 62, 72}},
	{"45 + 36 ÷ 4", [3]int{54, 20, 52}},
	{"6 × 7 + 8 × 3", [3]int{66, 150, 64}},
	{"100 − 7 × 9", [3]int{37, 39, 33}},
	{"(50 − 14) ÷ 4", [3]int{9, 11, 8}},
	{"13 × 4 − 19", [3]int{33, 35, 31}},
	{"81 ÷ 9 × 7", [3]int{63, 56, 72}},
	{"25 × 4 − 3 × 11", [3]int{67, 77, 63}},
	{"(8 + 7) × (9 − 5)", [3]int{60, 56, 64}},
}

// SeedDefaults adds the default questions when there are none.
func SeedDefaults(ctx context.Context, db *ent.Client) error {
	n, err := db.QuizQuestion.Query().Count(ctx)
	if err != nil || n > 0 {
		return err
	}
	bulk := make([]*ent.QuizQuestionCreate, 0, len(sums))
	for _, q := range sums {
		prompt := map[string]string{}
		for lang, f := range howMuch {
			prompt[lang] = fmt.Sprintf(f, q.expr)
		}
		if q.answers[0] == q.answers[1] || q.answers[0] == q.answers[2] || q.answers[1] == q.answers[2] {
			return fmt.Errorf("quiz: question %q repeats an answer", q.expr)
		}
		sorted := q.answers
		for i := range sorted {
			for j := i + 1; j < len(sorted); j++ {
				if sorted[j] < sorted[i] {
					sorted[i], sorted[j] = sorted[j], sorted[i]
				}
			}
		}
		vs := make([]schema.QuizVariant, 0, 3)
		for _, a := range sorted {
			vs = append(vs, schema.QuizVariant{Label: map[string]string{"en": strconv.Itoa(a)}, Right: a == q.answers[0]})
		}
		bulk = append(bulk, db.QuizQuestion.Create().SetPrompt(prompt).SetVariants(vs))
	}
	return db.QuizQuestion.CreateBulk(bulk...).Exec(ctx)
}
