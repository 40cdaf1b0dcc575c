package catalog

import (
	"context"
	"strings"
	"unicode"
	"unicode/utf8"

	"entgo.io/ent/dialect"
	"entgo.io/ent/dialect/sql"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/ent/item"
	"github.com/casefront/casefront/ent/predicate"
	"github.com/casefront/casefront/server/apperr"
)

// ItemsQuery is one page of the item catalogue. REST pages and GraphQL
// cursors both come down to an offset here, so they trim, match and order
// the same way.
type ItemsQuery struct {
	Search string
	Offset int
	Limit  int
	// ByPrice orders by price ("ASC" or "DESC") instead of by relevance.
	ByPrice string
	// Where narrows the list further (a game's price band, say).
	Where []predicate.Item

	scan bool // tests: match without the search index, to compare
}

// ItemsPageSize is the page size of the item list (REST /items).
const ItemsPageSize = 30

// MaxSearch bounds the length of an item search, in characters.
const MaxSearch = 100

// MaxOffset bounds how deep item pages go.
const MaxOffset = 1_000_000

// ItemsPage lists the items matching q.Search and how many match in all.
//
// Search is trimmed and case-insensitive on the market name, and matches
// where a word of it starts (wordStart): "ak" finds AK-47 but not every
// StatTrak™ item. Results come
// by relevance: the weapon, skin or full name equal to the search first,
// then those where a word of it starts with the search ("ak" finds AK-47),
// then any other match; within a rank plain items before StatTrak, then by
// name, cheapest exterior last. Without a search: dearest first.
//
// A search longer than MaxSearch characters, or an offset past MaxOffset, is
// refused (api.validation): no market name is that long, and nobody pages
// that deep.
func ItemsPage(ctx context.Context, c *ent.Client, q ItemsQuery) ([]*ent.Item, int, error) {
	s := strings.ToLower(strings.TrimSpace(q.Search))
	if utf8.RuneCountInString(s) > MaxSearch {
		return nil, 0, apperr.Validation.Msg("search must be at most %d characters", MaxSearch).With("field", "search")
	}
	if q.Offset < 0 || q.Offset > MaxOffset {
		return nil, 0, apperr.Validation.Msg("items are listed up to position %d", MaxOffset).With("field", "offset")
	}
	query := c.Item.Query().Where(q.Where...)
	if s != "" {
		query.Where(wordStart(s, !q.scan))
	}
	total, err := query.Clone().Count(ctx)
	if err != nil {
		return nil, 0, err
	}
	switch strings.ToUpper(q.ByPrice) {
	case "ASC":
		query.Order(ent.Asc(item.FieldPrice), ent.Asc(item.FieldID))
	case "DESC":
		query.Order(ent.Desc(item.FieldPrice), ent.Asc(item.FieldID))
	default:
		if s == "" {
			query.Order(ent.Desc(item.FieldPrice), ent.Asc(item.FieldID))
		} else {
			query.Order(relevance(s), ent.Asc(item.FieldStattrak), ent.Asc(item.FieldName), ent.Desc(item.FieldPrice), ent.Asc(item.FieldID))
		}
	}
	items, err := query.Offset(q.Offset).Limit(q.Limit).All(ctx)
	return items, total, err
}

// wordSeparators end a word in a market name: "StatTrak™ AK-47 | Redline
// (Field-Tested)" has words starting at AK, 47, Redline, Field and Tested;
// "P250 | Re.built" at built, "Negev | dev_texture" at texture.
var wordSeparators = []string{" ", "(", "-", "/", ".", "_"}

// wordStart matches an item whose market name has s (lower case) at its
// start or just after a word separator. A search that itself starts with
// punctuation ("-47", "| red") has no word to start, so it matches anywhere.
//
// The rule is checked on the candidates of the search index only
// (migrations' item_search): on SQLite the items whose FTS5 tokens include
// one starting with searchToken(s), on PostgreSQL those whose lower-case
// name contains s, which a trigram index finds. Both are supersets of the
// matches, so the index changes which rows are read, never which match.
func wordStart(s string, indexed bool) predicate.Item {
	return predicate.Item(func(sel *sql.Selector) {
		like := escapeLike(s)
		col := sel.C(item.FieldMarketHashName)
		pats := []string{"%" + like + "%"}
		anywhere := true
		if r, _ := utf8.DecodeRuneInString(s); unicode.IsLetter(r) || unicode.IsDigit(r) {
			anywhere = false
			pats = []string{like + "%"}
			for _, sep := range wordSeparators {
				pats = append(pats, "%"+escapeLike(sep)+like+"%")
			}
		}
		// The index's candidates first, then the rule on them.
		switch tok := searchToken(s); {
		case !indexed:
		case sel.Dialect() == dialect.SQLite && tok != "":
			// An FTS5 prefix query: the token quoted (it is letters and
			// digits only), then '*'.
			sel.Where(sql.P(func(b *sql.Builder) {
				b.WriteString(sel.C(item.FieldID) + " IN (SELECT rowid FROM items_search WHERE items_search MATCH ")
				b.Arg(`"` + tok + `"*`)
				b.WriteString(")")
			}))
		case !anywhere:
			// One LIKE that every match passes: it is what a trigram index
			// serves on PostgreSQL, and where no index serves it (a
			// search without a token on SQLite, or too short for a
			// trigram), it is the cheap test that leaves the word-start
			// patterns to the few rows that pass it.
			sel.Where(sql.P(func(b *sql.Builder) {
				anyOf(b, "LIKE ", []string{col}, []string{"%" + like + "%"})
			}))
		}
		cols := make([]string, len(pats))
		for i := range cols {
			cols[i] = col
		}
		sel.Where(sql.P(func(b *sql.Builder) {
			b.WriteString("(")
			anyOf(b, "LIKE ", cols, pats)
			b.WriteString(")")
		}))
	})
}

// searchToken is a word that every market name s (lower case) matches has as
// the start of one of its FTS5 tokens (unicode61: runs of letters and
// digits): the first run of ASCII letters and digits of s that starts s (a
// search starting with a letter or digit matches where a word starts, after
// a separator) or follows an ASCII character that is neither (the name has
// that character before it too, and it ends a token). "" when s has no such
// run ("|", "★", or only other scripts): the search then reads every item.
func searchToken(s string) string {
	start := -1
	for i := 0; i <= len(s); i++ {
		alnum := i < len(s) && isASCIIAlnum(s[i])
		switch {
		case alnum && start < 0 && (i == 0 || (s[i-1] < utf8.RuneSelf && !isASCIIAlnum(s[i-1]))):
			start = i
		case !alnum && start >= 0:
			return s[start:i]
		}
	}
	return ""
}

func isASCIIAlnum(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// relevance ranks a row 0 (a name equal to s), 1 (a word starting with s),
// or 2 (any other match).
func relevance(s string) func(*sql.Selector) {
	return func(sel *sql.Selector) {
		like := escapeLike(s)
		name, weapon, skin := sel.C(item.FieldName), sel.C(item.FieldWeapon), sel.C(item.FieldSkin)
		// A predicate, not OrderExprFunc: it keeps its arguments and numbers
		// them for PostgreSQL.
		sel.OrderExpr(sql.P(func(b *sql.Builder) {
			b.WriteString("CASE WHEN ")
			anyOf(b, "= ", []string{weapon, skin, name}, []string{s, s, s})
			b.WriteString(" THEN 0 WHEN ")
			anyOf(b, "LIKE ", []string{weapon, skin, name, name}, []string{like + "%", like + "%", like + "%", "% " + like + "%"})
			b.WriteString(" THEN 1 ELSE 2 END")
		}))
	}
}

// anyOf writes "LOWER(c1) op v1 OR LOWER(c2) op v2 ...", with an escape
// clause for LIKE so "_" and "%" in a search match themselves.
func anyOf(b *sql.Builder, op string, cols []string, vals []string) {
	for i, c := range cols {
		if i > 0 {
			b.WriteString(" OR ")
		}
		b.WriteString("LOWER(" + c + ") " + op)
		b.Arg(vals[i])
		if op == "LIKE " {
			b.WriteString(` ESCAPE '\'`)
		}
	}
}

func escapeLike(s string) string {
	r := strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`)
	return r.Replace(s)
}
