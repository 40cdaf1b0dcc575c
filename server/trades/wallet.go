package trades

import (
	"encoding/hex"
	"strings"

	"github.com/btcsuite/btcd/btcutil"
	"github.com/btcsuite/btcd/chaincfg"
	"golang.org/x/crypto/sha3"
)

// CryptoTypes are the currencies a win's value can be paid out in.
var CryptoTypes = []string{"btc", "ltc", "eth", "usdt"}

// litecoin is Litecoin mainnet's address parameters, for btcutil's decoder
// (which checks base58check and bech32/bech32m checksums).
var litecoin = func() chaincfg.Params {
	p := chaincfg.MainNetParams
	p.Name = "litecoin"
	p.PubKeyHashAddrID = 0x30
	p.ScriptHashAddrID = 0x32
	p.Bech32HRPSegwit = "ltc"
	return p
}()

// ValidWallet reports whether wallet is a valid mainnet address for
// cryptoType, its checksum included: BTC and LTC base58check (P2PKH, P2SH)
// and bech32/bech32m (SegWit, Taproot) through btcutil; ETH and USDT
// (ERC-20) 0x addresses, with their EIP-55 checksum when written in mixed
// case (an all-lower or all-upper address carries none).
func ValidWallet(cryptoType, wallet string) bool {
	wallet = strings.TrimSpace(wallet)
	switch cryptoType {
	case "btc":
		return validBase58OrBech32(wallet, &chaincfg.MainNetParams)
	case "ltc":
		// 0x05 is Litecoin's old P2SH version, still in use.
		return validBase58OrBech32(wallet, &litecoin) || validBase58OrBech32(wallet, &chaincfg.MainNetParams) && strings.HasPrefix(wallet, "3")
	case "eth", "usdt":
		return validEIP55(wallet)
	}
	return false
}

func validBase58OrBech32(s string, p *chaincfg.Params) bool {
	a, err := btcutil.DecodeAddress(s, p)
	return err == nil && a.IsForNet(p) && a.EncodeAddress() == s || err == nil && a.IsForNet(p) && strings.EqualFold(a.EncodeAddress(), s)
}

func validEIP55(s string) bool {
	if len(s) != 42 || !strings.HasPrefix(s, "0x") {
		return false
	}
	body := s[2:]
	if _, err := hex.DecodeString(body); err != nil {
		return false
	}
	if body == strings.ToLower(body) || body == strings.ToUpper(body) {
		return true
	}
	h := sha3.NewLegacyKeccak256()
	h.Write([]byte(strings.ToLower(body)))
	sum := hex.EncodeToString(h.Sum(nil))
	for i, c := range body {
		if c >= 'a' && c <= 'f' && sum[i] >= '8' || c >= 'A' && c <= 'F' && sum[i] < '8' {
			return false
		}
	}
	return true
}
