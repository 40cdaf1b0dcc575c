package rest

import (
	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/ledger"
)

func init() {
	describe("ledger", map[string]opDoc{
		"GET /user/history/transactions": {
			Summary: "The viewer's ledger rows, paged, by currency.",
			Data:    []transactionView{},
			Params:  append(paging(ledger.HistoryPageSize), p("currency", str(200))),
			List:    true,
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.NotFound, apperr.SelfBanned},
		},
	})
}
