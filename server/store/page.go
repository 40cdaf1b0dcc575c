package store

import "github.com/casefront/casefront/server/apperr"

// MaxPage is the highest page number any paged list serves: deeper pages
// are refused rather than turned into an offset that overflows or makes the
// database scan the whole table.
const MaxPage = 10000

// Offset is the row offset of a page (pages count from 1, below 1 is the
// first) of limit rows, or api.validation past MaxPage.
func Offset(page, limit int) (int, error) {
	if page > MaxPage {
		return 0, apperr.Validation.Msg("page must be between 1 and %d", MaxPage).With("field", "page")
	}
	return (max(page, 1) - 1) * limit, nil
}
