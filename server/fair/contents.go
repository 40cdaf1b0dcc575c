package fair

import (
	"crypto/sha256"
	"encoding/hex"
	"strconv"
	"strings"

	"github.com/casefront/casefront/internal/money"
)

// Contents is a table rolls are mapped onto, as it is published for the
// standalone verifiers (GET /fair/contents, verifier/): a case's contents at
// one revision, a warehouse pool's or a piñata's prizes at one revision.
// Items are in roll order (a case's by ascending case item id, a pool's by
// ascending item id), each with its integer weight.
type Contents struct {
	// Key names the table: case:CASE_ID:REVISION, warehouse:BULLETS:REVISION
	// or pinata:EVENT:REVISION.
	Key   string
	Items []ContentsItem
}

// ContentsItem is one line of a published table. Price is what range and
// daily-bonus rolls filter on: the catalogue price now, or the price a
// roll's snapshot recorded (PricesSHA256). It is left out of SHA256, which
// names the revision, whatever prices do.
type ContentsItem struct {
	ItemID         int
	MarketHashName string
	Rarity         string
	Price          money.Cents
	Weight         int64
}

// CaseContentsKey, WarehouseContentsKey and PinataContentsKey name tables.
func CaseContentsKey(caseID, revision int) string {
	return "case:" + strconv.Itoa(caseID) + ":" + strconv.Itoa(revision)
}

func WarehouseContentsKey(bullets int64, revision int) string {
	return "warehouse:" + strconv.FormatInt(bullets, 10) + ":" + strconv.Itoa(revision)
}

func PinataContentsKey(eventKey string, revision int) string {
	return "pinata:" + eventKey + ":" + strconv.Itoa(revision)
}

// Canonical is the text the published hash is taken over: the key on the
// first line, then one line per item in roll order,
//
//	ITEM_ID TAB WEIGHT TAB RARITY TAB MARKET_HASH_NAME LF
//
// in UTF-8. The verifiers rebuild it from the JSON they are given, so a
// table copied from anywhere can be checked against the hash the server
// published.
func (c Contents) Canonical() string {
	var b strings.Builder
	b.WriteString(c.Key + "\n")
	for _, it := range c.Items {
		b.WriteString(strconv.Itoa(it.ItemID) + "\t" + strconv.FormatInt(it.Weight, 10) + "\t" + it.Rarity + "\t" + it.MarketHashName + "\n")
	}
	return b.String()
}

// SHA256 is the hex SHA-256 of Canonical.
func (c Contents) SHA256() string {
	sum := sha256.Sum256([]byte(c.Canonical()))
	return hex.EncodeToString(sum[:])
}

// PricesCanonical is the text a price snapshot's hash is taken over: the
// key on the first line, then one line per item in roll order,
//
//	ITEM_ID TAB PRICE_CENTS LF
//
// A range or daily-bonus roll records the prices its filter read under
// this hash, so it verifies on them after the catalogue's prices move.
func (c Contents) PricesCanonical() string {
	var b strings.Builder
	b.WriteString(c.Key + "\n")
	for _, it := range c.Items {
		b.WriteString(strconv.Itoa(it.ItemID) + "\t" + strconv.FormatInt(int64(it.Price), 10) + "\n")
	}
	return b.String()
}

// PricesSHA256 is the hex SHA-256 of PricesCanonical.
func (c Contents) PricesSHA256() string {
	sum := sha256.Sum256([]byte(c.PricesCanonical()))
	return hex.EncodeToString(sum[:])
}

// TotalWeight sums the items' weights.
func (c Contents) TotalWeight() int64 {
	var t int64
	for _, it := range c.Items {
		t += it.Weight
	}
	return t
}
