package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/casefront/casefront/server/apperr"
	"github.com/casefront/casefront/server/battles"
	"github.com/casefront/casefront/server/cases"
	"github.com/casefront/casefront/server/changer"
	"github.com/casefront/casefront/server/contract"
	"github.com/casefront/casefront/server/feed"
	"github.com/casefront/casefront/server/play"
	"github.com/casefront/casefront/server/upgrade"
	"github.com/casefront/casefront/server/users"
)

// The committed client files must be what the generator writes today.
func TestGeneratedFilesAreCurrent(t *testing.T) {
	for path, want := range render() {
		got, err := os.ReadFile(filepath.Join("..", "..", "..", path))
		if err != nil {
			t.Fatalf("%s: %v (run go generate ./server/cmd/clientgen)", path, err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s is stale: run go generate ./server/cmd/clientgen (or make schema) and commit it", path)
		}
	}
}

func TestEveryKeyAndLanguageIsWritten(t *testing.T) {
	keys := string(errorKeys())
	for _, e := range apperr.Catalogue() {
		if !strings.Contains(keys, "'"+e.Key+"'") {
			t.Errorf("%s missing", e.Key)
		}
	}
	if len(apperr.Catalogue()) < 15 || !strings.Contains(keys, "{ key: 'api.payload_too_large', status: 413 }") {
		t.Errorf("catalogue incomplete:\n%s", keys)
	}
	langs := string(languages())
	for _, l := range users.Languages {
		if !strings.Contains(langs, "'"+l+"'") {
			t.Errorf("language %s missing", l)
		}
	}
}

func TestOpenRulesAreTheServers(t *testing.T) {
	if rules, want := string(openRules()), fmt.Sprintf("export const MAX_OPEN_COUNT = %d;", cases.MaxCount); !strings.Contains(rules, want) {
		t.Errorf("missing %q in:\n%s", want, rules)
	}
	rules := string(rouletteRules())
	for _, want := range []string{
		fmt.Sprintf("export const SPIN_MS = %d;", feed.SpinDuration.Milliseconds()),
		fmt.Sprintf("export const FAST_SPIN_MS = %d;", feed.FastSpinDuration.Milliseconds()),
	} {
		if !strings.Contains(rules, want) {
			t.Errorf("missing %q in:\n%s", want, rules)
		}
	}
	if feed.FastSpinDuration%time.Millisecond != 0 || feed.SpinDuration%time.Millisecond != 0 {
		t.Errorf("spin lengths must be whole milliseconds to be written exactly")
	}
}

func TestBattleRulesAreTheServers(t *testing.T) {
	rules := string(battleRules())
	for _, want := range []string{
		fmt.Sprintf("export const MAX_ROUNDS = %d;", battles.MaxRounds),
		"export const PLAYERS_COUNTS = [2, 3, 4] as const;",
		fmt.Sprintf("export const INTRO_SECONDS = %d;", battles.IntroSeconds),
		fmt.Sprintf("export const ROUND_SECONDS = %d;", battles.RoundSeconds),
		"export const REMATCH_WINDOW_MS = 60000;",
		fmt.Sprintf("export const PRESETS_UP_TO = %d;", battles.PresetsUpTo),
		fmt.Sprintf("export const MIN_PRESETS = %d;", battles.MinPresets),
		fmt.Sprintf("export const CASES_PAGE = %d;", battles.CasesPage),
	} {
		if !strings.Contains(rules, want) {
			t.Errorf("missing %q in:\n%s", want, rules)
		}
	}
	// The client's delay formula is the server's.
	if battles.Delay(3) != battles.RoundSeconds*3+battles.IntroSeconds {
		t.Errorf("Delay(3) = %d", battles.Delay(3))
	}
}

func TestGameRulesAreTheServers(t *testing.T) {
	for _, c := range []struct {
		got  []byte
		want []string
	}{
		{upgradeRules(), []string{fmt.Sprintf("export const SCALE = %d;", play.Scale), fmt.Sprintf("export const MAX_DELAY_MS = %d;", upgrade.MaxDelay)}},
		{contractRules(), []string{fmt.Sprintf("export const SCALE = %d;", play.Scale), fmt.Sprintf("export const MAX_DELAY_MS = %d;", contract.MaxDelay)}},
		{changerRules(), []string{fmt.Sprintf("export const MAX_DELAY_MS = %d;", changer.MaxDelay)}},
		{payRules(), []string{"export const MIN_TOPUP_CENTS = 400;"}},
		{tradeRules(), []string{"export const CRYPTO_TYPES = ['btc', 'ltc', 'eth', 'usdt'] as const;"}},
		{rouletteRules(), []string{fmt.Sprintf("export const BOOST_PLAYS = %d;", cases.BoostPlays)}},
	} {
		for _, w := range c.want {
			if !strings.Contains(string(c.got), w) {
				t.Errorf("missing %q in:\n%s", w, c.got)
			}
		}
	}
}
