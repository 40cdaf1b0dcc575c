// Package fair implements the provably-fair scheme of ARCHITECTURE.md:
//
//	roll = HMAC-SHA256(key = server_seed, msg = client_seed ":" nonce ":" cursor)
//
// The first 52 bits of the MAC over 2^52 give a float in [0,1). The server seed
// is committed by its SHA-256 hash before any roll and revealed on rotation,
// so a player can recompute every roll afterwards.
package fair

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"strconv"
)

// ErrNoWeights is returned by Pick when the weights add up to nothing.
var ErrNoWeights = errors.New("fair: total weight must be positive")

// NewServerSeed returns 32 random bytes, hex encoded.
func NewServerSeed() string { return randomHex(32) }

// NewClientSeed returns a random default client seed the player may replace.
func NewClientSeed() string { return randomHex(12) }

func randomHex(n int) string {
	b := make([]byte, n)
	if _, err := rand.Read(b); err != nil {
		panic("fair: crypto/rand failed: " + err.Error()) // the OS has no entropy: nothing fair can happen
	}
	return hex.EncodeToString(b)
}

// Hash is the public commitment to a server seed: hex SHA-256 of the seed string.
func Hash(serverSeed string) string {
	sum := sha256.Sum256([]byte(serverSeed))
	return hex.EncodeToString(sum[:])
}

// Roll returns the roll in [0,1) for one nonce and cursor.
func Roll(serverSeed, clientSeed string, nonce int64, cursor int) float64 {
	return float64(Bits52(serverSeed, clientSeed, nonce, cursor)) / (1 << 52)
}

// Bits52 is the integer behind Roll; tickets are computed from it exactly,
// so no float rounding decides an item.
func Bits52(serverSeed, clientSeed string, nonce int64, cursor int) uint64 {
	mac := hmac.New(sha256.New, []byte(serverSeed))
	mac.Write([]byte(clientSeed + ":" + strconv.FormatInt(nonce, 10) + ":" + strconv.Itoa(cursor)))
	sum := mac.Sum(nil)
	return binary.BigEndian.Uint64(sum[:8]) >> 12
}

// Ticket maps a roll onto [0, total): floor(roll * total), computed in integers.
func Ticket(bits52 uint64, total int64) int64 {
	hi, lo := mul64(bits52, uint64(total))
	// (bits52 * total) >> 52, with a 128-bit product so large totals cannot overflow.
	return int64(hi<<12 | lo>>52)
}

func mul64(a, b uint64) (hi, lo uint64) {
	const mask32 = 1<<32 - 1
	a0, a1 := a&mask32, a>>32
	b0, b1 := b&mask32, b>>32
	w0 := a0 * b0
	t := a1*b0 + w0>>32
	w1, w2 := t&mask32, t>>32
	w1 += a0 * b1
	return a1*b1 + w2 + w1>>32, a * b
}

// Pick returns the index of the weight whose cumulative range holds ticket.
// Weights must be in the canonical order (case items by ascending id).
func Pick(weights []int64, ticket int64) (int, error) {
	var acc int64
	for i, w := range weights {
		acc += w
		if ticket < acc {
			return i, nil
		}
	}
	if acc <= 0 {
		return 0, ErrNoWeights
	}
	return 0, errors.New("fair: ticket beyond total weight")
}

// Total sums weights.
func Total(weights []int64) int64 {
	var t int64
	for _, w := range weights {
		t += w
	}
	return t
}
