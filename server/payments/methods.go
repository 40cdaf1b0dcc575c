package payments

import (
	"fmt"
	"slices"
	"strings"

	"github.com/casefront/casefront/internal/money"
)

// MinTopup is the smallest top-up any method takes: the spec's "minimum
// top-up 4" is also what api.no_deposits shows.
const MinTopup money.Cents = 400

// DefaultMaxTopup bounds a single top-up when configuration says nothing.
const DefaultMaxTopup money.Cents = 500_000

// Gate is a gateway as the pay page lists it under a method.
type Gate struct {
	Codename string
	Name     string
	Sandbox  bool
	Min, Max money.Cents
	// OpenAmount: the gateway may report a paid amount other than the one
	// asked (a bank transfer, a skin deposit): what was paid is credited. On
	// a fixed-amount gateway (Stripe Checkout) a different amount is held
	// for review instead of credited.
	OpenAmount bool
}

// MethodInfo is a payment method: what the player picks on the pay page.
type MethodInfo struct {
	Codename Method
	Name     string
	Group    string
	Gates    []Gate
}

// Group is a heading of the pay page.
type Group struct {
	Codename string
	Name     string
	Methods  []MethodInfo
}

// groups is the pay page's order; which gate carries a method is decided in
// Catalogue from the gateways that are configured.
var groups = []struct {
	codename, name string
	methods        []struct {
		m    Method
		name string
		card bool // carried by Stripe when it is configured
	}
}{
	{"cards", "Cards", []struct {
		m    Method
		name string
		card bool
	}{{MethodWidget, "Card", true}, {MethodApplePay, "Apple Pay", true}, {MethodGooglePay, "Google Pay", true}}},
	{"alternative", "Alternative methods", []struct {
		m    Method
		name string
		card bool
	}{{MethodZen, "ZEN", false}, {MethodZenWidget, "ZEN widget", false}, {MethodSofort, "Sofort", false}}},
	{"skins", "Skins", []struct {
		m    Method
		name string
		card bool
	}{{MethodStmboy, "Skins (stmboy)", false}, {Method50Skins, "Skins (50skins)", false}}},
}

// ParseMethods reads PAYMENT_METHODS ("widget,zen"); empty: every method.
func ParseMethods(s string) ([]Method, error) {
	var out []Method
	for _, part := range strings.Split(s, ",") {
		m := Method(strings.TrimSpace(part))
		if m == "" {
			continue
		}
		known := false
		for _, g := range groups {
			for _, gm := range g.methods {
				known = known || gm.m == m
			}
		}
		if !known {
			return nil, fmt.Errorf("unknown payment method %q", m)
		}
		out = append(out, m)
	}
	return out, nil
}

// Limits are per-method amount bounds from configuration (PAYMENT_LIMITS).
type Limits map[Method][2]money.Cents

// ParseLimits reads "widget=4-5000,zen=10-1000" (dollars). A minimum below
// MinTopup is refused: the spec's floor holds for every method.
func ParseLimits(s string) (Limits, error) {
	out := Limits{}
	for _, part := range strings.Split(s, ",") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		name, rng, ok := strings.Cut(part, "=")
		lo, hi, ok2 := strings.Cut(rng, "-")
		if !ok || !ok2 {
			return nil, fmt.Errorf("payment limit %q: want method=min-max", part)
		}
		min, err1 := money.Parse(lo)
		max, err2 := money.Parse(hi)
		if err1 != nil || err2 != nil || min < MinTopup || max < min {
			return nil, fmt.Errorf("payment limit %q: amounts must be dollars, min at least %s, max ≥ min", part, MinTopup)
		}
		out[Method(strings.TrimSpace(name))] = [2]money.Cents{min, max}
	}
	return out, nil
}

// Catalogue lists the methods that have a gate: card methods go to Stripe
// when it is configured, every method to the sandbox when it is on. A
// non-empty only keeps the methods it names (PAYMENT_METHODS).
func Catalogue(stripeOn, sandboxOn bool, limits Limits, only ...Method) []Group {
	var out []Group
	for _, g := range groups {
		grp := Group{Codename: g.codename, Name: g.name}
		for _, m := range g.methods {
			if len(only) > 0 && !slices.Contains(only, m.m) {
				continue
			}
			min, max := MinTopup, DefaultMaxTopup
			if l, ok := limits[m.m]; ok {
				min, max = l[0], l[1]
			}
			info := MethodInfo{Codename: m.m, Name: m.name, Group: g.codename}
			if m.card && stripeOn {
				info.Gates = append(info.Gates, Gate{Codename: "stripe", Name: "Stripe", Min: min, Max: max})
			}
			if sandboxOn {
				info.Gates = append(info.Gates, Gate{Codename: "sandbox", Name: "Sandbox", Sandbox: true, Min: min, Max: max, OpenAmount: true})
			}
			if len(info.Gates) > 0 {
				grp.Methods = append(grp.Methods, info)
			}
		}
		if len(grp.Methods) > 0 {
			out = append(out, grp)
		}
	}
	return out
}

// Search filters groups to the methods whose name or codename contains q.
func Search(gs []Group, q string) []Group {
	q = strings.ToLower(strings.TrimSpace(q))
	if q == "" {
		return gs
	}
	var out []Group
	for _, g := range gs {
		c := Group{Codename: g.Codename, Name: g.Name}
		for _, m := range g.Methods {
			if strings.Contains(strings.ToLower(m.Name), q) || strings.Contains(string(m.Codename), q) {
				c.Methods = append(c.Methods, m)
			}
		}
		if len(c.Methods) > 0 {
			out = append(out, c)
		}
	}
	return out
}

// Find returns a method and the gate that carries it (gate "" = the first).
func Find(gs []Group, method, gate string) (MethodInfo, Gate, bool) {
	for _, g := range gs {
		for _, m := range g.Methods {
			if string(m.Codename) != method {
				continue
			}
			for _, gt := range m.Gates {
				if gate == "" || gt.Codename == gate {
					return m, gt, true
				}
			}
			return m, Gate{}, false
		}
	}
	return MethodInfo{}, Gate{}, false
}

// SandboxOn reports whether a sandbox gate carries any method.
func (s *Service) SandboxOn() bool {
	for _, g := range s.Groups {
		for _, m := range g.Methods {
			for _, gt := range m.Gates {
				if gt.Sandbox {
					return true
				}
			}
		}
	}
	return false
}
