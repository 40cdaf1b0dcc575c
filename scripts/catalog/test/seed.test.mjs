// Self-check of the committed demo seed (server/catalog/seed/demo.json).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const SEED_PATH = fileURLToPath(new URL("../../../server/catalog/seed/demo.json", import.meta.url));
const seed = JSON.parse(readFileSync(SEED_PATH, "utf8"));
const itemsByName = new Map(seed.items.map((it) => [it.market_hash_name, it]));

const RARITIES = new Set(["consumer", "industrial", "milspec", "restricted", "classified", "covert", "rare"]);
const CATEGORIES = new Set(["pistol", "rifle", "smg", "shotgun", "machinegun", "sniper", "knife", "gloves"]);
const EXTERIORS = new Set(["Factory New", "Minimal Wear", "Field-Tested", "Well-Worn", "Battle-Scarred", ""]);

test("has at least 15 cases with unique aliases", () => {
  assert.ok(seed.cases.length >= 15, `only ${seed.cases.length} cases`);
  const aliases = seed.cases.map((c) => c.alias);
  assert.equal(new Set(aliases).size, aliases.length);
  for (const alias of aliases) assert.match(alias, /^[a-z0-9]+(-[a-z0-9]+)*$/);
});

test("market_hash_names are unique and items are sorted", () => {
  const names = seed.items.map((it) => it.market_hash_name);
  assert.equal(itemsByName.size, names.length);
  const sorted = [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  assert.deepEqual(names, sorted);
});

const FAMILIES = new Set(["normal", "stack", "range", "reward", "bullet", "candy", "gacha", "dota", "discovered", "dailybonus"]);

test("every family has cases; containers open weapon cases; the drop boost is free", () => {
  const count = new Map();
  for (const c of seed.cases) {
    assert.ok(FAMILIES.has(c.family), `${c.alias}: family ${c.family}`);
    count.set(c.family, (count.get(c.family) ?? 0) + 1);
  }
  for (const f of FAMILIES) {
    // One daily bonus case: the spec names a single one (case id 109).
    assert.ok((count.get(f) ?? 0) >= (f === "dailybonus" ? 1 : 2), `family ${f}: ${count.get(f) ?? 0} cases`);
  }
  const byAlias = new Map(seed.cases.map((c) => [c.alias, c]));
  const containers = seed.items.filter((it) => it.category === "case");
  assert.ok(containers.length >= 2);
  for (const it of containers) {
    assert.equal(byAlias.get(it.opens_case)?.family, "normal", `${it.market_hash_name} opens ${it.opens_case}`);
    assert.ok(it.price_cents > 0);
  }
  const boosts = seed.items.filter((it) => it.category === "boost");
  assert.equal(boosts.length, 1);
  assert.equal(boosts[0].price_cents, 0);
  assert.ok(seed.cases.some((c) => c.items.some((e) => e.market_hash_name === boosts[0].market_hash_name)));
});

test("items are well formed", () => {
  for (const it of seed.items.filter((it) => it.category !== "case" && it.category !== "boost")) {
    assert.ok(RARITIES.has(it.rarity), `${it.market_hash_name}: rarity ${it.rarity}`);
    assert.ok(CATEGORIES.has(it.category), `${it.market_hash_name}: category ${it.category}`);
    assert.ok(EXTERIORS.has(it.exterior), `${it.market_hash_name}: exterior ${it.exterior}`);
    assert.ok(Number.isInteger(it.price_cents) && it.price_cents > 0, `${it.market_hash_name}: price`);
    assert.match(it.static_name, /^[a-z0-9]+(-[a-z0-9]+)*$/);
    const special = it.rarity === "rare";
    const expected =
      (special ? "★ " : "") +
      (it.stattrak ? "StatTrak™ " : "") +
      it.name.replace(/^★ /, "") +
      (it.exterior ? ` (${it.exterior})` : "");
    assert.equal(it.market_hash_name, expected);
    if (it.category === "gloves") assert.equal(it.stattrak, false);
  }
});

test("StatTrak variants exist", () => {
  assert.ok(seed.items.some((it) => it.stattrak && it.rarity !== "rare"));
  assert.ok(seed.items.some((it) => it.stattrak && it.rarity === "rare"));
});

test("cases reference existing items with positive integer weights", () => {
  const groups = new Set(seed.groups.map((g) => g.name));
  for (const c of seed.cases) {
    assert.ok(groups.has(c.group), `${c.alias}: unknown group ${c.group}`);
    assert.ok(c.items.length > 0, `${c.alias}: empty`);
    const seen = new Set();
    for (const e of c.items) {
      assert.ok(itemsByName.has(e.market_hash_name), `${c.alias}: missing ${e.market_hash_name}`);
      assert.ok(!seen.has(e.market_hash_name), `${c.alias}: duplicate ${e.market_hash_name}`);
      seen.add(e.market_hash_name);
      assert.ok(Number.isInteger(e.weight) && e.weight > 0, `${c.alias}: weight ${e.weight}`);
    }
  }
});

test("every case has at least one rare-tier item", () => {
  for (const c of seed.cases) {
    assert.ok(
      c.items.some((e) => itemsByName.get(e.market_hash_name).rarity === "rare"),
      `${c.alias} has no knife or gloves`,
    );
  }
});

test("rtp_bps matches weights and prices and lies in [8500, 9500]", () => {
  for (const c of seed.cases) {
    assert.ok(Number.isInteger(c.price_cents) && c.price_cents > 0);
    let sw = 0n;
    let swp = 0n;
    for (const e of c.items) {
      const w = BigInt(e.weight);
      sw += w;
      swp += w * BigInt(itemsByName.get(e.market_hash_name).price_cents);
    }
    const rtp = Number((swp * 10000n) / (sw * BigInt(c.price_cents)));
    assert.equal(rtp, c.rtp_bps, `${c.alias}: stored ${c.rtp_bps}, recomputed ${rtp}`);
    assert.ok(rtp >= 8500 && rtp <= 9500, `${c.alias}: rtp_bps ${rtp}`);
  }
});
