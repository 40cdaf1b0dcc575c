// Builds the Casefront demo catalogue seed (server/catalog/seed/demo.json).
//
// Case contents, rarities, float ranges, StatTrak availability and images come
// from @ianlucas/cs2-lib. Prices are DEMO values derived deterministically from
// a hash of each market_hash_name; they are not market data. Running this
// script twice produces a byte-identical file.

import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { CS2Economy, CS2_ITEMS } from "@ianlucas/cs2-lib";
import { english } from "@ianlucas/cs2-lib/translations";

const HERE = dirname(fileURLToPath(import.meta.url));
export const OUT_PATH = resolve(HERE, "../../server/catalog/seed/demo.json");

// ---------------------------------------------------------------------------
// Configuration
// ---------------------------------------------------------------------------

export const GROUPS = [
  { name: "New cases", nav_index: 1 },
  { name: "Classic cases", nav_index: 2 },
  { name: "Operation cases", nav_index: 3 },
  { name: "Stack cases", nav_index: 4 },
  { name: "Range cases", nav_index: 5 },
  { name: "Bullet & candy cases", nav_index: 6 },
  { name: "Gacha & dota cases", nav_index: 7 },
  { name: "Discovered cases", nav_index: 8 },
  { name: "Free cases", nav_index: 9 },
];

// Cases of the other families (docs/case-families.md): the real contents of
// the weapon cases below (weights summed per item when several are named), under another mechanic. Prices follow the same RTP rule; for bullet
// and candy cases the price is in units (1 bullet = 1 candy = 1 cent).
// Options: boost adds the drop boost pseudo-item (1% of the weight);
// containers fills the case with the weapon cases themselves as items.
export const FAMILY_CASES = [
  ["Stack cases", "stack", "Recoil Stack", ["recoil-case"], { boost: true }],
  ["Stack cases", "stack", "Fracture Stack", ["fracture-case"]],
  ["Range cases", "range", "Range Mix", ["dreams-nightmares-case"]],
  ["Range cases", "range", "Range Classic", ["prisma-2-case"]],
  ["Bullet & candy cases", "bullet", "Bullet Case", ["clutch-case"]],
  ["Bullet & candy cases", "bullet", "Bullet Chroma", ["chroma-3-case"]],
  ["Bullet & candy cases", "candy", "Candy Case", ["spectrum-2-case"]],
  ["Bullet & candy cases", "candy", "Candy Horizon", ["horizon-case"]],
  ["Gacha & dota cases", "gacha", "Gacha Case", ["danger-zone-case"]],
  ["Gacha & dota cases", "gacha", "Gacha Gamma", ["gamma-2-case"]],
  ["Gacha & dota cases", "dota", "Dota Case", ["operation-hydra-case"]],
  ["Gacha & dota cases", "dota", "Dota Wildfire", ["operation-wildfire-case"]],
  ["Discovered cases", "discovered", "Discovered Case", ["shattered-web-case"]],
  ["Discovered cases", "discovered", "Discovered Riptide", ["operation-riptide-case"]],
  ["Free cases", "reward", "Level Reward Case", ["revolution-case"]],
  ["Free cases", "reward", "Welcome Reward Case", ["snakebite-case"]],
  // The daily bonus case (spec: case id 109); each tier's price cap keeps
  // part of its contents.
  ["Free cases", "dailybonus", "Daily Bonus", ["glove-case"]],
  ["New cases", "normal", "Container Case", [], { containers: true, boost: true }],
];

// The drop boost pseudo-item: winning it grants 2 free plays of the case.
export const DROP_BOOST = {
  market_hash_name: "Drop Boost",
  static_name: "drop-boost",
  name: "Drop Boost",
  weapon: "",
  skin: "",
  exterior: "",
  stattrak: false,
  rarity: "rare",
  category: "boost",
  price_cents: 0,
  image: "",
};
export const BOOST_SHARE = 0.01;

// Cases in display order, by their English name in the library (without the
// "Container | " prefix).
const CASES = [
  ["New cases", "Gallery Case"],
  ["New cases", "Revolution Case"],
  ["New cases", "Recoil Case"],
  ["New cases", "Dreams & Nightmares Case"],
  ["New cases", "Snakebite Case"],
  ["New cases", "Fracture Case"],
  ["Classic cases", "Prisma 2 Case"],
  ["Classic cases", "Danger Zone Case"],
  ["Classic cases", "Horizon Case"],
  ["Classic cases", "Clutch Case"],
  ["Classic cases", "Spectrum 2 Case"],
  ["Classic cases", "Gamma 2 Case"],
  ["Classic cases", "Chroma 3 Case"],
  ["Classic cases", "Glove Case"],
  ["Operation cases", "Operation Riptide Case"],
  ["Operation cases", "Operation Broken Fang Case"],
  ["Operation cases", "Shattered Web Case"],
  ["Operation cases", "Operation Hydra Case"],
  ["Operation cases", "Operation Wildfire Case"],
  ["Operation cases", "Operation Breakout Weapon Case"],
];

// Real CS2 drop odds per tier, in hundredths of a percent (sum 10000).
export const TIER_ODDS_BPS = {
  milspec: 7992,
  restricted: 1598,
  classified: 320,
  covert: 64,
  rare: 26,
};
export const STATTRAK_SHARE = 0.1;
export const TOTAL_WEIGHT = 10_000_000;
// Maximum number of rare-tier (knife/glove) entries kept per case.
export const MAX_RARE_ENTRIES = 12;
// RTP target per case: 90% plus a deterministic offset in [-2%, +2%).
const RTP_TARGET = 0.9;
const RTP_SPREAD = 0.04;
export const RTP_MIN_BPS = 8500;
export const RTP_MAX_BPS = 9500;

// Exterior float ranges (Steam / CS2 boundaries).
export const EXTERIORS = [
  { name: "Factory New", min: 0, max: 0.07 },
  { name: "Minimal Wear", min: 0.07, max: 0.15 },
  { name: "Field-Tested", min: 0.15, max: 0.38 },
  { name: "Well-Worn", min: 0.38, max: 0.45 },
  { name: "Battle-Scarred", min: 0.45, max: 1 },
];

// Library rarity colours -> seed rarity names.
const RARITY_BY_COLOR = {
  "#b0c3d9": "consumer",
  "#5e98d9": "industrial",
  "#4b69ff": "milspec",
  "#8847ff": "restricted",
  "#d32ce6": "classified",
  "#eb4b4b": "covert",
};

// Demo price bands in cents (non-StatTrak), by rarity.
const PRICE_BANDS = {
  consumer: [3, 10],
  industrial: [3, 30],
  milspec: [5, 150],
  restricted: [50, 800],
  classified: [300, 4000],
  covert: [1500, 25000],
  rare: [8000, 200000],
};
// Position inside the band contributed by the exterior (FN dearest).
const EXTERIOR_BOOST = {
  "Factory New": 0.4,
  "Minimal Wear": 0.3,
  "Field-Tested": 0.2,
  "Well-Worn": 0.1,
  "Battle-Scarred": 0,
  "": 0.25, // vanilla knives
};

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

// FNV-1a 32-bit over UTF-8; returns a float in [0, 1).
export function hash01(text) {
  let h = 0x811c9dc5;
  for (const byte of Buffer.from(text, "utf8")) {
    h ^= byte;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h / 0x100000000;
}

export function slugify(text) {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

function byString(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

function categoryOf(item) {
  if (item.isMelee()) return "knife";
  if (item.isGloves()) return "gloves";
  if (!item.isWeapon()) return null;
  switch (item.category) {
    case "secondary":
      return "pistol";
    case "smg":
      return "smg";
    case "rifle":
      return item.isSniperRifle() ? "sniper" : "rifle";
    case "heavy":
      return item.isMachinegun() ? "machinegun" : "shotgun";
    default:
      return null; // e.g. "equipment" (Zeus x27): not a storefront category
  }
}

// Exteriors a skin can drop in, with the share of its float range each covers.
function exteriorsOf(item) {
  if (!item.hasWear()) return [{ exterior: "", share: 1 }];
  const lo = item.getMinimumWear();
  const hi = item.getMaximumWear();
  const span = hi - lo;
  if (!(span > 0)) throw new Error(`bad float range for ${item.name}`);
  const out = [];
  for (const ext of EXTERIORS) {
    const overlap = Math.min(hi, ext.max) - Math.max(lo, ext.min);
    if (overlap > 0) out.push({ exterior: ext.name, share: overlap / span });
  }
  return out;
}

function marketHashName(skin, exterior, stattrak) {
  const prefix = (skin.special ? "★ " : "") + (stattrak ? "StatTrak™ " : "");
  return prefix + skin.baseName + (exterior ? ` (${exterior})` : "");
}

function nonStatTrakPrice(rarity, name, mhn, exterior) {
  const [lo, hi] = PRICE_BANDS[rarity];
  const u = 0.55 * hash01(`${name}#skin`) + EXTERIOR_BOOST[exterior] + 0.05 * hash01(mhn);
  return Math.max(1, Math.round(lo * Math.pow(hi / lo, Math.min(1, u))));
}

function demoPrice(skin, exterior, stattrak) {
  const plain = nonStatTrakPrice(
    skin.rarity,
    skin.name,
    marketHashName(skin, exterior, false),
    exterior,
  );
  if (!stattrak) return plain;
  // One multiplier per skin so StatTrak prices keep the exterior ordering.
  const mult = 1.5 + 1.5 * hash01(`${skin.name}#stattrak`);
  return Math.max(plain + 1, Math.round(plain * mult));
}

// Library items that share a market name (Doppler phases, Gamma Doppler
// gems) collapse into one skin; the lowest id supplies the image.
function toSkins(libItems, special) {
  const byName = new Map();
  for (const it of [...libItems].sort((a, b) => a.id - b.id)) {
    if (!byName.has(it.name)) byName.set(it.name, it);
  }
  const skins = [];
  for (const [baseName, it] of byName) {
    const category = categoryOf(it);
    if (category === null) return null;
    const [weapon, skinName = ""] = baseName.split(" | ");
    const rarity = special ? "rare" : RARITY_BY_COLOR[it.rarity];
    if (!rarity) throw new Error(`unknown rarity ${it.rarity} for ${baseName}`);
    const name = (special ? "★ " : "") + baseName;
    skins.push({
      lib: it,
      special,
      baseName,
      name,
      static_name: slugify(baseName),
      weapon,
      skin: skinName,
      rarity,
      category,
      image: it.image ? it.getImage() : "",
      stattrak: it.hasStatTrak(),
      exteriors: exteriorsOf(it),
    });
  }
  return skins.sort((a, b) => byString(a.baseName, b.baseName));
}

function entryCount(skin, statTrakAllowed) {
  return skin.exteriors.length * (skin.stattrak && statTrakAllowed ? 2 : 1);
}

// Deterministic subset of the special items: round-robin over weapon types
// (knife or glove model), types and skins in an order hashed with the case
// alias (so cases sharing a pool still differ), greedily keeping
// the skins that still fit in MAX_RARE_ENTRIES entries.
function pickRare(skins, statTrakAllowed, salt) {
  const byWeapon = new Map();
  for (const s of skins) {
    if (!byWeapon.has(s.weapon)) byWeapon.set(s.weapon, []);
    byWeapon.get(s.weapon).push(s);
  }
  const queues = [...byWeapon.keys()]
    .sort((a, b) => hash01(`${salt}#${a}`) - hash01(`${salt}#${b}`) || byString(a, b))
    .map((w) =>
      byWeapon
        .get(w)
        .sort(
          (a, b) =>
            hash01(`${salt}#${a.name}`) - hash01(`${salt}#${b.name}`) || byString(a.name, b.name),
        ),
    );
  const order = [];
  for (let round = 0; queues.some((q) => round < q.length); round++) {
    for (const q of queues) if (round < q.length) order.push(q[round]);
  }
  const picked = [];
  let used = 0;
  for (const s of order) {
    const n = entryCount(s, statTrakAllowed);
    if (used + n <= MAX_RARE_ENTRIES) {
      picked.push(s);
      used += n;
    }
  }
  if (picked.length === 0) throw new Error("no rare-tier skin fits the entry budget");
  return picked;
}

// rtp_bps = floor(EV * 10000 / price) with EV = sum(w*p) / sum(w), exactly.
export function rtpBps(entries, priceByName, casePrice) {
  let sw = 0n;
  let swp = 0n;
  for (const e of entries) {
    const w = BigInt(e.weight);
    sw += w;
    swp += w * BigInt(priceByName.get(e.market_hash_name));
  }
  return Number((swp * 10000n) / (sw * BigInt(casePrice)));
}

// ---------------------------------------------------------------------------
// Build
// ---------------------------------------------------------------------------

export function buildSeed() {
  CS2Economy.use({ items: CS2_ITEMS, language: english });
  const libEntry = fileURLToPath(import.meta.resolve("@ianlucas/cs2-lib"));
  const libPkg = JSON.parse(readFileSync(resolve(dirname(libEntry), "../package.json"), "utf8"));

  const containers = new Map();
  for (const it of CS2Economy.itemsAsArray) {
    if (it.isContainer() && it.isWeaponCase()) {
      containers.set(it.name.replace(/^Container \| /, ""), it);
    }
  }

  const items = new Map();
  const cases = [];
  const aliases = new Set();

  for (const [group, caseName] of CASES) {
    const container = containers.get(caseName);
    if (!container) throw new Error(`case not found in library: ${caseName}`);
    const statTrakAllowed = container.statTrakless !== true;

    const regular = toSkins(container.contents, false);
    const specials = container.rawSpecials ? toSkins(container.specials, true) : [];
    if (regular === null || specials === null) {
      throw new Error(`${caseName} contains items outside the storefront categories`);
    }

    const tiers = new Map();
    for (const s of regular) {
      if (!(s.rarity in TIER_ODDS_BPS)) throw new Error(`${caseName}: unexpected tier ${s.rarity}`);
      if (!tiers.has(s.rarity)) tiers.set(s.rarity, []);
      tiers.get(s.rarity).push(s);
    }
    if (specials.length === 0) throw new Error(`${caseName} has no special items`);
    const alias = slugify(caseName);
    tiers.set("rare", pickRare(specials, statTrakAllowed, alias));

    const presentOdds = [...tiers.keys()].reduce((sum, t) => sum + TIER_ODDS_BPS[t], 0);
    const entries = [];
    for (const tier of Object.keys(TIER_ODDS_BPS)) {
      const skins = tiers.get(tier);
      if (!skins) continue;
      const tierWeight = (TOTAL_WEIGHT * TIER_ODDS_BPS[tier]) / presentOdds;
      for (const skin of skins) {
        const skinWeight = tierWeight / skins.length;
        const variants = skin.stattrak && statTrakAllowed
          ? [[false, 1 - STATTRAK_SHARE], [true, STATTRAK_SHARE]]
          : [[false, 1]];
        for (const [stattrak, stShare] of variants) {
          for (const { exterior, share } of skin.exteriors) {
            const weight = Math.floor(skinWeight * stShare * share);
            if (weight <= 0) continue;
            const mhn = marketHashName(skin, exterior, stattrak);
            const item = {
              market_hash_name: mhn,
              static_name: skin.static_name,
              name: skin.name,
              weapon: skin.weapon,
              skin: skin.skin,
              exterior,
              stattrak,
              rarity: skin.rarity,
              category: skin.category,
              price_cents: demoPrice(skin, exterior, stattrak),
              image: skin.image,
            };
            const prev = items.get(mhn);
            if (prev && JSON.stringify(prev) !== JSON.stringify(item)) {
              throw new Error(`conflicting definitions for ${mhn}`);
            }
            items.set(mhn, item);
            entries.push({ market_hash_name: mhn, weight });
          }
        }
      }
    }

    if (aliases.has(alias)) throw new Error(`duplicate alias ${alias}`);
    aliases.add(alias);

    let sw = 0;
    let swp = 0;
    for (const e of entries) {
      sw += e.weight;
      swp += e.weight * items.get(e.market_hash_name).price_cents;
    }
    const ev = swp / sw;
    const target = RTP_TARGET + (hash01(`${alias}#rtp`) - 0.5) * RTP_SPREAD;
    const priceCents = Math.max(1, Math.round(ev / target));
    const priceByName = new Map([...items].map(([k, v]) => [k, v.price_cents]));
    const rtp = rtpBps(entries, priceByName, priceCents);
    if (!(rtp >= RTP_MIN_BPS && rtp <= RTP_MAX_BPS)) {
      throw new Error(`${caseName}: rtp_bps ${rtp} outside [${RTP_MIN_BPS}, ${RTP_MAX_BPS}]`);
    }

    entries.sort((a, b) => byString(a.market_hash_name, b.market_hash_name));
    cases.push({
      alias,
      name: caseName,
      group,
      family: "normal",
      price_cents: priceCents,
      image: container.image ? container.getImage() : "",
      rtp_bps: rtp,
      items: entries,
    });
  }

  cases.push(...familyCases(cases, items, containers));

  return {
    source: `${libPkg.name}@${libPkg.version}`,
    prices: "demo: deterministic prices for demonstration, not market data",
    groups: GROUPS,
    items: [...items.values()].sort((a, b) => byString(a.market_hash_name, b.market_hash_name)),
    cases,
  };
}

// priceCase prices entries like the weapon cases: EV over a target RTP
// hashed from the alias, checked to lie in [RTP_MIN_BPS, RTP_MAX_BPS].
function priceCase(alias, entries, items) {
  let sw = 0;
  let swp = 0;
  for (const e of entries) {
    sw += e.weight;
    swp += e.weight * items.get(e.market_hash_name).price_cents;
  }
  const target = RTP_TARGET + (hash01(`${alias}#rtp`) - 0.5) * RTP_SPREAD;
  const price = Math.max(1, Math.round(swp / sw / target));
  const priceByName = new Map([...items].map(([k, v]) => [k, v.price_cents]));
  const rtp = rtpBps(entries, priceByName, price);
  if (!(rtp >= RTP_MIN_BPS && rtp <= RTP_MAX_BPS)) {
    throw new Error(`${alias}: rtp_bps ${rtp} outside [${RTP_MIN_BPS}, ${RTP_MAX_BPS}]`);
  }
  return { price, rtp };
}

// familyCases builds FAMILY_CASES from the weapon cases already built.
function familyCases(weaponCases, items, containers) {
  const byAlias = new Map(weaponCases.map((c) => [c.alias, c]));
  const out = [];
  for (const [group, family, name, sources, opts = {}] of FAMILY_CASES) {
    const alias = slugify(name);
    const weights = new Map();
    for (const src of sources) {
      const c = byAlias.get(src);
      if (!c) throw new Error(`${alias}: unknown source case ${src}`);
      for (const e of c.items) weights.set(e.market_hash_name, (weights.get(e.market_hash_name) ?? 0) + e.weight);
    }
    if (opts.containers) {
      // Each weapon case as an item worth its expected value (what opening
      // it returns on average); cheaper cases drop more often.
      for (const c of weaponCases) {
        const container = containers.get(c.name);
        let sw = 0;
        let swp = 0;
        for (const e of c.items) {
          sw += e.weight;
          swp += e.weight * items.get(e.market_hash_name).price_cents;
        }
        const item = {
          market_hash_name: c.name,
          static_name: c.alias,
          name: c.name,
          weapon: "",
          skin: "",
          exterior: "",
          stattrak: false,
          rarity: "consumer",
          category: "case",
          price_cents: Math.floor(swp / sw),
          image: container?.image ? container.getImage() : "",
          opens_case: c.alias,
        };
        items.set(item.market_hash_name, item);
        weights.set(item.market_hash_name, Math.round(1e9 / item.price_cents));
      }
    }
    if (opts.boost) {
      const total = [...weights.values()].reduce((a, b) => a + b, 0);
      items.set(DROP_BOOST.market_hash_name, DROP_BOOST);
      weights.set(DROP_BOOST.market_hash_name, Math.floor((total * BOOST_SHARE) / (1 - BOOST_SHARE)));
    }
    const entries = [...weights]
      .map(([market_hash_name, weight]) => ({ market_hash_name, weight }))
      .sort((a, b) => byString(a.market_hash_name, b.market_hash_name));
    const { price, rtp } = priceCase(alias, entries, items);
    const image = byAlias.get(sources[0])?.image ?? "";
    out.push({ alias, name, group, family, price_cents: price, image, rtp_bps: rtp, items: entries });
  }
  return out;
}

// One object per line inside arrays, everything else with 2-space indent.
export function formatSeed(seed) {
  const line = (v) => JSON.stringify(v);
  const list = (arr, indent) =>
    arr.length === 0 ? "[]" : `[\n${arr.map((v) => indent + line(v)).join(",\n")}\n${indent.slice(2)}]`;
  const caseText = (c) => {
    const { items: entries, ...head } = c;
    const fields = Object.entries(head).map(([k, v]) => `      ${line(k)}: ${line(v)}`);
    fields.push(`      "items": ${list(entries, "        ")}`);
    return `    {\n${fields.join(",\n")}\n    }`;
  };
  return (
    "{\n" +
    `  "source": ${line(seed.source)},\n` +
    `  "prices": ${line(seed.prices)},\n` +
    `  "groups": ${list(seed.groups, "    ")},\n` +
    `  "items": ${list(seed.items, "    ")},\n` +
    `  "cases": [\n${seed.cases.map(caseText).join(",\n")}\n  ]\n` +
    "}\n"
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const seed = buildSeed();
  const text = formatSeed(seed);
  JSON.parse(text); // sanity: output is valid JSON
  mkdirSync(dirname(OUT_PATH), { recursive: true });
  writeFileSync(OUT_PATH, text);
  for (const c of seed.cases) {
    console.log(
      `${c.alias.padEnd(32)} $${(c.price_cents / 100).toFixed(2).padStart(7)}  rtp ${(c.rtp_bps / 100).toFixed(2)}%  ${c.items.length} entries`,
    );
  }
  console.log(`${seed.cases.length} cases, ${seed.items.length} items, ${Buffer.byteLength(text)} bytes -> ${OUT_PATH}`);
}
