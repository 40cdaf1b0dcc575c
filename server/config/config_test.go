package config

import "testing"

func env(m map[string]string) func(string) (string, bool) {
	return func(k string) (string, bool) { v, ok := m[k]; return v, ok }
}

func TestDefaults(t *testing.T) {
	c, err := Load(env(map[string]string{"DATABASE_URL": "sqlite://" + t.TempDir() + "/x.db"}))
	if err != nil {
		t.Fatal(err)
	}
	if c.HTTPAddr != ":8080" || c.DevLogin || c.RedisURL != "" || len(c.JWTSecret) < 32 || c.Production() {
		t.Fatalf("%+v", c)
	}
}

func TestDevLoginRefusedInProduction(t *testing.T) {
	_, err := Load(env(map[string]string{"DEV_LOGIN": "1", "BASE_URL": "https://casefront.example", "JWT_SECRET": "x"}))
	if err == nil {
		t.Fatal("DEV_LOGIN with a public BASE_URL must refuse to start")
	}
	if _, err := Load(env(map[string]string{"DEV_LOGIN": "1", "BASE_URL": "http://127.0.0.1:9999", "DATABASE_URL": "sqlite://:memory:"})); err != nil {
		t.Fatal(err)
	}
}

func TestProductionNeedsSecret(t *testing.T) {
	if _, err := Load(env(map[string]string{"BASE_URL": "https://casefront.example"})); err == nil {
		t.Fatal("a public BASE_URL without JWT_SECRET must refuse to start")
	}
}

func TestRestrictions(t *testing.T) {
	c, err := Load(env(map[string]string{"DATABASE_URL": "sqlite://:memory:", "RESTRICTED_FEATURES": "top_drop, blog", "RESTRICTED_COUNTRIES": "us:case_battle|upgrade,GB:pickem"}))
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Restricted) != 2 || len(c.RestrictedCountry["US"]) != 2 || c.RestrictedCountry["GB"][0] != "pickem" {
		t.Fatalf("%+v %+v", c.Restricted, c.RestrictedCountry)
	}
}
