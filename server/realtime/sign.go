package realtime

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/binary"
	"time"
)

// Messages on Redis are authenticated: anyone who can PUBLISH on the Redis
// server (another deployment, a compromised neighbour) must not be able to
// inject wins into the feed or events into a player's topic. Each message is
//
//	HMAC-SHA256(key, channel 0x00 timestamp payload) | timestamp | payload
//
// with the timestamp in Unix milliseconds (8 bytes, big endian). The channel
// is covered so a message cannot be replayed on another topic, the timestamp
// so an old one cannot be replayed later than maxMessageAge.

const (
	macSize       = sha256.Size
	headerSize    = macSize + 8
	maxMessageAge = 2 * time.Minute
)

// BusKey derives the key that signs Redis messages from the server secret,
// so that every instance of a deployment agrees on it without another setting.
func BusKey(secret string) []byte {
	m := hmac.New(sha256.New, []byte(secret))
	m.Write([]byte("casefront realtime bus v1"))
	return m.Sum(nil)
}

func messageMAC(key []byte, channel string, ts, payload []byte) []byte {
	m := hmac.New(sha256.New, key)
	m.Write([]byte(channel))
	m.Write([]byte{0})
	m.Write(ts)
	m.Write(payload)
	return m.Sum(nil)
}

func seal(key []byte, channel string, payload []byte, now time.Time) []byte {
	out := make([]byte, headerSize, headerSize+len(payload))
	binary.BigEndian.PutUint64(out[macSize:headerSize], uint64(now.UnixMilli()))
	copy(out, messageMAC(key, channel, out[macSize:headerSize], payload))
	return append(out, payload...)
}

// unseal returns the payload of an authentic, fresh message, or false.
func unseal(key []byte, channel string, msg []byte, now time.Time) ([]byte, bool) {
	if len(msg) < headerSize {
		return nil, false
	}
	ts, payload := msg[macSize:headerSize], msg[headerSize:]
	if !hmac.Equal(msg[:macSize], messageMAC(key, channel, ts, payload)) {
		return nil, false
	}
	age := now.Sub(time.UnixMilli(int64(binary.BigEndian.Uint64(ts))))
	if age > maxMessageAge || age < -maxMessageAge {
		return nil, false
	}
	return payload, true
}
