package store

import "github.com/casefront/casefront/server/apperr"

// The one rule for the size of a list request, for REST and GraphQL alike:
// a value out of range is refused with api.validation naming the field,
// never clamped, so a client learns its request was not what it got.

// MaxPage is the highest page number any paged list serves: deeper pages
// are refused rather than turned into an offset that overflows or makes the
// database scan the whole table.
const MaxPage = 10000

// MaxFirst bounds a cursor page (a GraphQL connection's first or last).
const MaxFirst = 100

// Offset is the row offset of page (1..MaxPage) of limit rows (1..maxLimit).
func Offset(page, limit, maxLimit int) (int, error) {
	if page < 1 || page > MaxPage {
		return 0, apperr.Validation.Msg("page must be between 1 and %d", MaxPage).With("field", "page")
	}
	if err := Limit("limit", limit, 1, maxLimit); err != nil {
		return 0, err
	}
	return (page - 1) * limit, nil
}

// Limit refuses a count outside min..max, naming field.
func Limit(field string, n, min, max int) error {
	if n < min || n > max {
		return apperr.Validation.Msg("%s must be between %d and %d", field, min, max).With("field", field)
	}
	return nil
}

// First checks a cursor page's size (0..MaxFirst; 0 asks only for the
// total and page info).
func First(field string, n int) error { return Limit(field, n, 0, MaxFirst) }
