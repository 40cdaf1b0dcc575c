package fair

import "testing"

// The worked example of docs/fair.md: its canonical text and hash.
func TestContentsCanonicalText(t *testing.T) {
	c := Contents{Key: CaseContentsKey(12, 3), Items: []ContentsItem{
		{ItemID: 101, MarketHashName: "P250 | Sand Dune (Field-Tested)", Rarity: "milspec", Price: 10, Weight: 8000},
		{ItemID: 102, MarketHashName: "AK-47 | Redline (Field-Tested)", Rarity: "classified", Price: 500, Weight: 1900},
		{ItemID: 103, MarketHashName: "★ Karambit | Doppler (Factory New)", Rarity: "rare", Price: 90000, Weight: 100},
	}}
	want := "case:12:3\n101\t8000\tmilspec\tP250 | Sand Dune (Field-Tested)\n102\t1900\tclassified\tAK-47 | Redline (Field-Tested)\n" +
		"103\t100\trare\t★ Karambit | Doppler (Factory New)\n"
	if c.Canonical() != want {
		t.Fatalf("canonical text:\n%q\nwant\n%q", c.Canonical(), want)
	}
	if got := c.SHA256(); got != "ef9a30746e4a0971b17b4a4b842c907960f687f864c282da38b89643a7082cff" {
		t.Fatalf("hash %s", got)
	}
	c.Items[0].Price = 11 // prices move; the revision's hash does not
	if c.SHA256() != "ef9a30746e4a0971b17b4a4b842c907960f687f864c282da38b89643a7082cff" || c.TotalWeight() != 10_000 {
		t.Fatal("the price entered the hash")
	}
	// The snapshot a range or daily-bonus roll records prices the same table.
	if c.Items[0].Price = 10; c.PricesCanonical() != "case:12:3\n101\t10\n102\t500\n103\t90000\n" ||
		c.PricesSHA256() != "385032cef4aa1787420a89eaf3370ee42418f47b7aa569fc4ae957ba394cfd18" {
		t.Fatalf("prices text %q, hash %s", c.PricesCanonical(), c.PricesSHA256())
	}
	if WarehouseContentsKey(100, 2) != "warehouse:100:2" || PinataContentsKey("halloween-2025", 1) != "pinata:halloween-2025:1" {
		t.Fatal("keys")
	}
}

// The roll of the worked example: bits, ticket and roll.
func TestWorkedExampleRoll(t *testing.T) {
	const server = "9a4f1c07e2b35d8869c0a1f3e7d25b4c6f08e913a7d2c45b81e6f0a39c7d2e51"
	bits := Bits52(server, "my-lucky-seed", 7, 0)
	if bits != 799369161361152 || Ticket(bits, 10_000) != 1774 || Hash(server) != "46cf3bc7604bd68dce93b0f017322c751285a5fb7a58099d88eecb06974688ff" {
		t.Fatalf("bits %d ticket %d hash %s", bits, Ticket(bits, 10_000), Hash(server))
	}
}
