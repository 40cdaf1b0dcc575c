#!/usr/bin/env python3
"""Casefront's standalone verifier (docs/fair.md): recomputes the outcome of any
game from the revealed seeds and the published contents, with the standard
library only: python3 verify.py plays.json (or the JSON on stdin).

One JSON line per play is printed, the same bytes verify.js prints. Python's
integers are exact at any size: no step uses a float, but for reading a
contract price REST shows in dollars.
"""
import hashlib
import hmac
import json
import math
import re
import sys

SCALE = 1000000  # the ticket line of upgrades and contracts
RULES = {
    "scale": SCALE, "dota_growth_percent": 20, "dota_max_percent": 500, "discovered_slots": 9,
    "daily_caps_cents": [100, 500, 2000, 10000, 0],  # 0: no cap
    "rarities": ["consumer", "industrial", "milspec", "restricted", "classified", "covert", "rare"],
}
MAX_SAFE = 2 ** 53 - 1  # verify.js refuses totals beyond it; so does this, to print the same lines

class Fail(Exception):
    """A play the verifier cannot recompute; its line says why."""

def sha256hex(s):
    return hashlib.sha256(s.encode("utf-8")).hexdigest()

def bits52(server_seed, message):
    """The roll: the first 52 bits of HMAC-SHA256(server_seed, message)."""
    mac = hmac.new(server_seed.encode("utf-8"), message.encode("utf-8"), hashlib.sha256).digest()
    return int.from_bytes(mac[:8], "big") >> 12

def ticket_of(bits, total):
    """floor(bits52 × total / 2^52), exactly."""
    return bits * total >> 52

def roll_of(bits):
    """bits52 / 2^52 written with 16 decimals, truncated (computed in integers)."""
    return "0." + str(bits * 10 ** 16 >> 52).rjust(16, "0")

def integer(v, name):
    if isinstance(v, float) and v.is_integer():
        v = int(v)  # JSON's 3.0 is an integer to JavaScript too
    if isinstance(v, bool) or not isinstance(v, int) or abs(v) > MAX_SAFE:
        raise Fail(name + " must be an integer")
    return v

def string(v, name):
    if not isinstance(v, str):
        raise Fail(name + " must be a string")
    return v

def seed_check(p, out, hash_field):
    out["server_seed_hash"] = sha256hex(string(p.get("server_seed"), "server_seed"))
    want = p.get(hash_field)
    out["hash_matches"] = None if want is None else want == out["server_seed_hash"]

def contents_of(c, doc):
    """A published table (GET /fair/contents): its items in roll order, checked against its sha256."""
    if isinstance(c, str):
        if c not in doc:
            raise Fail("no contents " + c + " in the document")
        c = doc[c]
    if isinstance(c, dict) and c.get("data"):
        c = c["data"]
    if not isinstance(c, dict) or not isinstance(c.get("items"), list):
        raise Fail("contents must have items")
    items = [{"item_id": integer(it.get("item_id"), "item_id"),
              "market_hash_name": string(it.get("market_hash_name"), "market_hash_name"),
              "rarity": string(it.get("rarity"), "rarity"), "price_cents": integer(it.get("price_cents"), "price_cents"),
              "weight": integer(it.get("weight"), "weight")} for it in c["items"]]
    text = string(c.get("key"), "key") + "\n" + "".join(
        "%d\t%d\t%s\t%s\n" % (i["item_id"], i["weight"], i["rarity"], i["market_hash_name"]) for i in items)
    ok = None if c.get("sha256") is None else sha256hex(text) == c["sha256"]
    return c["key"], items, ok

def shape(items, roll):
    """A family's roll descriptor reshapes the table before the pick (server/cases/roll.go)."""
    kind, _, arg = roll.partition(":")
    rarities = RULES["rarities"]

    def top():  # the case's highest rarity (the first of them wins a tie, as in Go)
        return max((i["rarity"] for i in items), key=lambda r: rarities.index(r) if r in rarities else -1)
    if roll == "" or kind in ("warehouse", "pinata"):
        out = items
    elif kind == "range" and re.fullmatch(r"\d+-\d+", arg) and int(arg.split("-")[0]) <= int(arg.split("-")[1]):
        lo, hi = (int(x) for x in arg.split("-"))
        out = [i for i in items if lo <= i["price_cents"] <= hi]
    elif kind == "gacha" and arg == "pity":
        t = top()
        out = [i for i in items if i["rarity"] == t]
    elif kind == "dota" and re.fullmatch(r"\d+", arg):
        t, m = top(), int(arg)
        cap = RULES["dota_max_percent"]
        pct = cap if m > cap else min(100 + RULES["dota_growth_percent"] * m, cap)
        out = [dict(i, weight=i["weight"] * (pct if i["rarity"] == t else 100)) for i in items]
    elif kind == "daily" and re.fullmatch(r"\d+", arg) and int(arg) < len(RULES["daily_caps_cents"]):
        cap = RULES["daily_caps_cents"][int(arg)]
        out = [i for i in items if cap == 0 or i["price_cents"] <= cap]
    else:
        raise Fail("unknown roll " + json.dumps(roll, ensure_ascii=False))
    total = sum(i["weight"] for i in out)
    if not total > 0:
        raise Fail("no item fits " + json.dumps(roll, ensure_ascii=False))
    if total > MAX_SAFE:
        raise Fail("total weight beyond 2^53")
    return out, total

def pick(table, bits):
    items, total = table
    ticket, acc = ticket_of(bits, total), 0
    for it in items:
        acc += it["weight"]
        if ticket < acc:
            return ticket, it
    raise Fail("ticket beyond total weight")

def message(p, nonce, cursor):
    return "%s:%d:%d" % (string(p.get("client_seed"), "client_seed"), nonce, cursor)

def game_case(p, doc, out):
    """Any case family, a warehouse pool or a piñata: one nonce, its cursor, the table as the roll shaped it
    (on the prices it read, when the roll names their hash after '@': a range or daily-bonus drop)."""
    seed_check(p, out, "server_seed_hash")
    key, items, ok = contents_of(p.get("contents"), doc)
    roll = "" if p.get("roll") is None else string(p["roll"], "roll")
    base, at, prices = roll.partition("@")
    prices_text = key + "\n" + "".join("%d\t%d\n" % (i["item_id"], i["price_cents"]) for i in items)
    nonce = integer(p.get("nonce"), "nonce")
    cursor = 0 if p.get("cursor") is None else integer(p["cursor"], "cursor")
    t = shape(items, base)
    bits = bits52(p["server_seed"], message(p, nonce, cursor))
    ticket, item = pick(t, bits)
    out.update(contents_key=key, contents_hash_matches=ok, prices_hash_matches=sha256hex(prices_text) == prices if at else None,
               nonce=nonce, cursor=cursor, roll_descriptor=roll, bits52=bits, roll=roll_of(bits), ticket=ticket,
               total_weight=t[1], item_id=item["item_id"], market_hash_name=item["market_hash_name"])

def game_discovered(p, doc, out):
    """A discovered board: slot i is cursor i of the board's nonce; the salt opens the commitment."""
    seed_check(p, out, "server_seed_hash")
    key, items, ok = contents_of(p.get("contents"), doc)
    t, nonce = shape(items, ""), integer(p.get("nonce"), "nonce")
    slots = []
    for i in range(RULES["discovered_slots"]):
        ticket, item = pick(t, bits52(p["server_seed"], message(p, nonce, i)))
        slots.append({"cursor": i, "ticket": ticket, "item_id": item["item_id"], "market_hash_name": item["market_hash_name"]})
    commitment = None
    if p.get("salt") is not None:
        commitment = sha256hex(string(p["salt"], "salt") + ":" + ",".join(str(s["item_id"]) for s in slots))
    sel = None
    if p.get("selected") is not None:
        n = integer(p["selected"], "selected")
        if not 0 <= n < len(slots):
            raise Fail("selected must be 0 to 8")
        sel = slots[n]
    out.update(contents_key=key, contents_hash_matches=ok, nonce=nonce, total_weight=t[1], slots=slots, commitment=commitment,
               commitment_matches=None if commitment is None or p.get("commitment") is None else commitment == p["commitment"],
               selected=sel and sel["cursor"], item_id=sel and sel["item_id"], market_hash_name=sel and sel["market_hash_name"])

def game_upgrade(p, doc, out):
    """An upgrade wins when the ticket on 0..999,999 falls in its zone: low [0, chance), high [10^6 - chance, 10^6)."""
    seed_check(p, out, "server_seed_hash")
    nonce = integer(p.get("nonce"), "nonce")
    bits = bits52(p["server_seed"], message(p, nonce, 0))
    if p.get("chance_ppm") is not None:
        chance = integer(p["chance_ppm"], "chance_ppm")
    else:
        chance = integer(p.get("stake_cents"), "stake_cents") * (10000 - integer(p.get("house_edge_bps"), "house_edge_bps")) \
            * 100 // integer(p.get("target_price_cents"), "target_price_cents")
    mode = "low" if p.get("mode") is None else p["mode"]
    if mode not in ("low", "high"):
        raise Fail("mode must be low or high")
    ticket = ticket_of(bits, SCALE)
    lo, hi = (SCALE - chance, SCALE) if mode == "high" else (0, chance)
    out.update(nonce=nonce, bits52=bits, roll=roll_of(bits), ticket=ticket, chance_ppm=chance, mode=mode,
               win_from=lo, win_to=hi, won=lo <= ticket < hi)

def game_contract(p, doc, out):
    """A contract draws the line of its published table whose [from, to) holds the ticket."""
    seed_check(p, out, "server_seed_hash")
    nonce = integer(p.get("nonce"), "nonce")
    bits = bits52(p["server_seed"], message(p, nonce, 0))
    if not isinstance(p.get("outcomes"), list):
        raise Fail("outcomes must be a list")
    lines = []
    for o in p["outcomes"]:
        item_id = o.get("item_id") if o.get("item_id") is not None else (o.get("item") or {}).get("id")
        price = o.get("price_cents")
        if price is None and isinstance(o.get("price"), (int, float)):
            price = math.floor(o["price"] * 100 + 0.5)  # REST shows dollars: cents are price × 100, rounded as Math.round
        lines.append({"item_id": integer(item_id, "item_id"), "price": integer(price, "price"),
                      "from": integer(o.get("from"), "from"), "to": integer(o.get("to"), "to")})
    ok, nxt, total = len(lines) > 0, 0, 0
    for ln in lines:
        ok = ok and ln["from"] == nxt and ln["to"] > ln["from"]
        nxt = ln["to"]
        total += (ln["to"] - ln["from"]) * ln["price"]
    ok = ok and nxt == SCALE
    ticket = ticket_of(bits, SCALE)
    hit = next((i for i, ln in enumerate(lines) if ln["from"] <= ticket < ln["to"]), None)
    if hit is None:
        raise Fail("ticket %d is outside the table" % ticket)
    target = None
    if p.get("stake_cents") is not None:
        target = integer(p["stake_cents"], "stake_cents") * (10000 - integer(p.get("house_edge_bps"), "house_edge_bps")) // 10000
    out.update(nonce=nonce, bits52=bits, roll=roll_of(bits), ticket=ticket, line=hit, item_id=lines[hit]["item_id"],
               price_cents=lines[hit]["price"], table_ok=ok, expected_value_cents=total // SCALE,
               ev_within_target=None if target is None else total <= target * SCALE)

def game_battle(p, doc, out):
    """A battle: roll(round, seat) = HMAC(server_seed, client_seeds_hash:battle_id:round:seat); ties drawn by round rounds+1, seat 0."""
    seed_check(p, out, "battle_hash")
    bid = integer(p.get("battle_id"), "battle_id")
    if not isinstance(p.get("client_seeds"), list):
        raise Fail("client_seeds must be a list")
    seeds = [string(s, "client seed") for s in p["client_seeds"]]
    csh = sha256hex(":".join(seeds))
    players = len(seeds) if p.get("players_count") is None else integer(p["players_count"], "players_count")
    teams, lowest, prices = p.get("type") == "2x2", p.get("choosing_winner") == "lowest", p.get("item_prices") or {}
    if len(seeds) != players:
        raise Fail("one client seed per seat")

    def side_of(seat):
        return seat // 2 if teams else seat
    seat_totals = [0] * players
    if not isinstance(p.get("rounds"), list):
        raise Fail("rounds must be a list")
    rounds = []
    for r, rc in enumerate(p["rounds"]):
        t, rolls = shape(contents_of(rc, doc)[1], ""), []
        for seat in range(players):
            bits = bits52(p["server_seed"], "%s:%d:%d:%d" % (csh, bid, r + 1, seat))
            ticket, item = pick(t, bits)
            key = str(item["item_id"])
            price = integer(prices[key], "item_prices") if prices.get(key) is not None else item["price_cents"]
            seat_totals[seat] += price
            rolls.append({"seat": seat, "bits52": bits, "ticket": ticket, "item_id": item["item_id"],
                          "market_hash_name": item["market_hash_name"], "price_cents": price})
        rounds.append({"round": r + 1, "total_weight": t[1], "rolls": rolls})
    side_totals = [0] * (2 if teams else players)
    for seat, v in enumerate(seat_totals):
        side_totals[side_of(seat)] += v
    best = [0]
    for s in range(1, len(side_totals)):
        if side_totals[s] == side_totals[best[0]]:
            best.append(s)
        elif lowest == (side_totals[s] < side_totals[best[0]]):
            best = [s]
    tie = ticket_of(bits52(p["server_seed"], "%s:%d:%d:0" % (csh, bid, len(rounds) + 1)), len(best)) if len(best) > 1 else None
    side = best[0] if tie is None else best[tie]
    out.update(battle_id=bid, client_seeds_hash=csh,
               client_seeds_match=None if p.get("client_seeds_hash") is None else p["client_seeds_hash"] == csh,
               rounds=rounds, seat_totals=seat_totals, side_totals=side_totals, tied=best if len(best) > 1 else None,
               tie_ticket=tie, winning_side=side, winner_seats=[s for s in range(players) if side_of(s) == side])

def game_changer(p, doc, out):
    """The changer has no roll: credit = value × (1 − spread), truncated; the target must cost at most the credit."""
    value = integer(p.get("items_value_cents"), "items_value_cents")
    spread = integer(p.get("spread_bps"), "spread_bps")
    target = integer(p.get("target_price_cents"), "target_price_cents")
    credit = value * (10000 - spread) // 10000
    out.update(items_value_cents=value, spread_bps=spread, credit_cents=credit, target_price_cents=target,
               difference_cents=credit - target if target <= credit else None, allowed=target <= credit)

def game_rules(p, doc, out):
    out.update(RULES)

GAMES = {"case": game_case, "warehouse": game_case, "pinata": game_case, "discovered": game_discovered,
         "upgrade": game_upgrade, "contract": game_contract, "battle": game_battle, "changer": game_changer,
         "rules": game_rules}

def verify_document(doc):
    """A play, a list of plays, or {contents: [...], plays: [...]} -> one JSON line per play."""
    listed = isinstance(doc, dict) and isinstance(doc.get("plays"), list)
    plays = doc if isinstance(doc, list) else doc["plays"] if listed else [doc]
    by_key = {}
    for c in (doc.get("contents") if isinstance(doc, dict) and isinstance(doc.get("contents"), list) else []):
        d = c["data"] if isinstance(c, dict) and c.get("data") else c
        by_key[d.get("prices_sha256") or d["key"]] = d  # a table priced by a snapshot is named by its hash
    lines = []
    for index, p in enumerate(plays):
        game = p.get("game") if isinstance(p, dict) and isinstance(p.get("game"), str) else None
        out = {"index": index, "game": game}
        try:
            if game not in GAMES:
                raise Fail("unknown game " + json.dumps(game, ensure_ascii=False))
            GAMES[game](p, by_key, out)
        except Exception as e:  # one bad play is reported on its line; the others go on
            out = {"index": index, "game": game, "error": str(e)}
        lines.append(json.dumps(out, ensure_ascii=False, separators=(",", ":")))
    return lines

if __name__ == "__main__":
    text = open(sys.argv[1], encoding="utf-8").read() if len(sys.argv) > 1 else sys.stdin.read()
    sys.stdout.reconfigure(encoding="utf-8")
    print("\n".join(verify_document(json.loads(text))))
