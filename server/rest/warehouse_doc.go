package rest

import (
	"github.com/casefront/casefront/server/apperr"
)

// The warehouse's answers (the handlers answer these types).
type (
	warehousePoolDoc struct {
		Bullets     int64                `json:"bullets"`
		Revision    int                  `json:"revision"`
		TotalWeight int64                `json:"total_weight"`
		Prizes      []warehousePrizeView `json:"prizes"`
	}
	warehouseOpenedDoc struct {
		Drop           dropView         `json:"drop"`
		Bullets        int64            `json:"bullets"`
		Revision       int              `json:"revision"`
		Nonce          int64            `json:"nonce"`
		Ticket         int64            `json:"ticket"`
		TotalWeight    int64            `json:"total_weight"`
		ServerSeedHash string           `json:"server_seed_hash"`
		ClientSeed     string           `json:"client_seed"`
		User           warehouseUserDoc `json:"user"`
	}
	// warehouseUserDoc is the viewer's bullets and balance after a draw.
	warehouseUserDoc struct {
		Bullets int64 `json:"bullets"`
		Balance Money `json:"balance"`
	}
)

func init() {
	tagDescriptions["warehouse"] = "The warehouse: one provably fair draw from a pool for its price in bullets (docs/tasks.md)."
	describe("warehouse", map[string]opDoc{
		"GET /warehouse": {
			Summary: "The warehouse pools: price in bullets, revision, prizes with their weights and chances.",
			Access:  anyone,
			Data:    []warehousePoolDoc{},
		},
		"POST /warehouse/open": {
			Summary: "Spends {bullets} (a pool's price) on one draw from that pool; answers the drop, the roll's fairness data and the viewer's bullets and balance.",
			Desc:    "A price that names no pool is api.validation, reason pool_unknown. The roll is verified by GET /fair/verify?warehouse=BULLETS:REVISION.",
			Params:  []param{req("bullets", intIn(1, 1000000000), "a pool's price")},
			Example: map[string]any{"bullets": 100},
			Data:    warehouseOpenedDoc{},
			Errors:  []*apperr.Error{apperr.AccountRestricted, apperr.NotEnoughBullets, apperr.SelfBanned},
		},
	})
}
