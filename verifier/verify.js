// Casefront's standalone verifier (docs/fair.md): recomputes the outcome of any
// game from the revealed seeds and the published contents, with no dependency.
//   node verify.js plays.json      (or the JSON on stdin)
// or open index.html beside this file. One JSON line per play is printed.
// Integers stay integers: products that may pass 2^53 are BigInt.
'use strict';
(function (root) {
  const SCALE = 1000000; // the ticket line of upgrades and contracts
  const RULES = {
    scale: SCALE, dota_growth_percent: 20, dota_max_percent: 500, discovered_slots: 9,
    daily_caps_cents: [100, 500, 2000, 10000, 0], // 0: no cap
    rarities: ['consumer', 'industrial', 'milspec', 'restricted', 'classified', 'covert', 'rare'],
  };

  // SHA-256 and HMAC in plain JavaScript, so Node and a saved page run the same code.
  const K = new Uint32Array([
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2]);
  const rotr = (x, r) => (x >>> r) | (x << (32 - r));
  function sha256(msg) {
    const len = msg.length, n = ((len + 72) >> 6) << 6, b = new Uint8Array(n);
    b.set(msg);
    b[len] = 0x80;
    for (let i = 0, bits = len * 8; i < 8; i++) b[n - 1 - i] = Math.floor(bits / 2 ** (8 * i)) & 0xff;
    const h = new Uint32Array([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]);
    const w = new Uint32Array(64);
    for (let o = 0; o < n; o += 64) {
      for (let i = 0; i < 16; i++) w[i] = (b[o + 4 * i] << 24) | (b[o + 4 * i + 1] << 16) | (b[o + 4 * i + 2] << 8) | b[o + 4 * i + 3];
      for (let i = 16; i < 64; i++) {
        const x = w[i - 15], y = w[i - 2];
        w[i] = w[i - 16] + (rotr(x, 7) ^ rotr(x, 18) ^ (x >>> 3)) + w[i - 7] + (rotr(y, 17) ^ rotr(y, 19) ^ (y >>> 10));
      }
      let [a, bb, c, d, e, f, g, hh] = h;
      for (let i = 0; i < 64; i++) {
        const t1 = (hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[i] + w[i]) | 0;
        const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & bb) ^ (a & c) ^ (bb & c))) | 0;
        hh = g; g = f; f = e; e = (d + t1) | 0; d = c; c = bb; bb = a; a = (t1 + t2) | 0;
      }
      [a, bb, c, d, e, f, g, hh].forEach((v, i) => { h[i] += v; });
    }
    const out = new Uint8Array(32);
    h.forEach((v, i) => { out[4 * i] = v >>> 24; out[4 * i + 1] = v >>> 16; out[4 * i + 2] = v >>> 8; out[4 * i + 3] = v; });
    return out;
  }
  const utf8 = (s) => new TextEncoder().encode(s);
  const hex = (b) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  const join = (a, b) => { const o = new Uint8Array(a.length + b.length); o.set(a); o.set(b, a.length); return o; };
  function hmac(key, msg) {
    if (key.length > 64) key = sha256(key);
    const k = new Uint8Array(64);
    k.set(key);
    return sha256(join(k.map((x) => x ^ 0x5c), sha256(join(k.map((x) => x ^ 0x36), msg))));
  }
  const sha256hex = (s) => hex(sha256(utf8(s)));

  // The roll: the first 52 bits of HMAC-SHA256(server_seed, message), an exact integer.
  function bits52(serverSeed, message) {
    const m = hmac(utf8(serverSeed), utf8(message));
    return m[0] * 2 ** 44 + m[1] * 2 ** 36 + m[2] * 2 ** 28 + m[3] * 2 ** 20 + m[4] * 2 ** 12 + m[5] * 2 ** 4 + (m[6] >> 4);
  }
  // ticket = floor(bits52 × total / 2^52), with BigInt as Go's 128-bit product.
  const ticketOf = (bits, total) => Number((BigInt(bits) * BigInt(total)) >> 52n);
  // roll = bits52 / 2^52 written with 16 decimals, truncated (computed in integers).
  const rollOf = (bits) => '0.' + ((BigInt(bits) * 10n ** 16n) >> 52n).toString().padStart(16, '0');
  const fail = (msg) => { throw new Error(msg); };
  const int = (v, name) => (Number.isSafeInteger(v) ? v : fail(name + ' must be an integer'));
  const str = (v, name) => (typeof v === 'string' ? v : fail(name + ' must be a string'));

  function seedCheck(p, out, hashField) {
    out.server_seed_hash = sha256hex(str(p.server_seed, 'server_seed'));
    const want = p[hashField];
    out.hash_matches = want == null ? null : want === out.server_seed_hash;
  }

  // A published table (GET /fair/contents): its items in roll order, checked against its sha256.
  function contentsOf(c, doc) {
    if (typeof c === 'string') c = doc.byKey[c] || fail('no contents ' + c + ' in the document');
    if (c && c.data) c = c.data;
    if (!c || !Array.isArray(c.items)) fail('contents must have items');
    const items = c.items.map((it) => ({
      item_id: int(it.item_id, 'item_id'), market_hash_name: str(it.market_hash_name, 'market_hash_name'),
      rarity: str(it.rarity, 'rarity'), price_cents: int(it.price_cents, 'price_cents'), weight: int(it.weight, 'weight'),
    }));
    const text = str(c.key, 'key') + '\n' + items.map((i) => `${i.item_id}\t${i.weight}\t${i.rarity}\t${i.market_hash_name}\n`).join('');
    return { key: c.key, items, hashOk: c.sha256 == null ? null : sha256hex(text) === c.sha256 };
  }
  // The hash of a table's prices: what a range or daily-bonus drop's roll names after '@'.
  const pricesHash = (c) => sha256hex(c.key + '\n' + c.items.map((i) => `${i.item_id}\t${i.price_cents}\n`).join(''));

  // A family's roll descriptor reshapes the table before the pick (server/cases/roll.go).
  function shape(items, roll) {
    let out = items;
    const [kind, arg = ''] = roll.split(/:(.*)/s);
    const top = () => items.reduce((t, i) => (RULES.rarities.indexOf(i.rarity) > RULES.rarities.indexOf(t) ? i.rarity : t), items[0].rarity);
    if (roll === '' || kind === 'warehouse' || kind === 'pinata') out = items;
    else if (kind === 'range' && /^\d+-\d+$/.test(arg) && +arg.split('-')[0] <= +arg.split('-')[1]) {
      const [lo, hi] = arg.split('-').map(Number);
      out = items.filter((i) => i.price_cents >= lo && i.price_cents <= hi);
    } else if (kind === 'gacha' && arg === 'pity') {
      const t = top();
      out = items.filter((i) => i.rarity === t);
    } else if (kind === 'dota' && /^\d+$/.test(arg)) {
      const t = top(), m = Number(arg);
      const pct = m > RULES.dota_max_percent ? RULES.dota_max_percent : Math.min(100 + RULES.dota_growth_percent * m, RULES.dota_max_percent);
      out = items.map((i) => ({ ...i, weight: i.weight * (i.rarity === t ? pct : 100) }));
    } else if (kind === 'daily' && /^\d+$/.test(arg) && Number(arg) < RULES.daily_caps_cents.length) {
      const cap = RULES.daily_caps_cents[Number(arg)];
      out = items.filter((i) => cap === 0 || i.price_cents <= cap);
    } else fail('unknown roll ' + JSON.stringify(roll));
    const total = out.reduce((s, i) => s + i.weight, 0);
    if (!(total > 0)) fail('no item fits ' + JSON.stringify(roll));
    if (!Number.isSafeInteger(total)) fail('total weight beyond 2^53');
    return { items: out, total };
  }
  function pick(table, bits) {
    const ticket = ticketOf(bits, table.total);
    let acc = 0;
    for (const it of table.items) if (ticket < (acc += it.weight)) return { ticket, item: it };
    return fail('ticket beyond total weight');
  }

  const games = {
    // Any case family, a warehouse pool or a piñata: one nonce, its cursor, the table as the roll shaped it
    // (on the prices it read, when the roll names their hash after '@').
    case(p, doc, out) {
      seedCheck(p, out, 'server_seed_hash');
      const c = contentsOf(p.contents, doc), roll = p.roll == null ? '' : str(p.roll, 'roll'), at = roll.indexOf('@');
      const nonce = int(p.nonce, 'nonce'), cursor = p.cursor == null ? 0 : int(p.cursor, 'cursor');
      const t = shape(c.items, at < 0 ? roll : roll.slice(0, at)), bits = bits52(p.server_seed, `${str(p.client_seed, 'client_seed')}:${nonce}:${cursor}`);
      const { ticket, item } = pick(t, bits);
      Object.assign(out, { contents_key: c.key, contents_hash_matches: c.hashOk,
        prices_hash_matches: at < 0 ? null : pricesHash(c) === roll.slice(at + 1), nonce, cursor, roll_descriptor: roll,
        bits52: bits, roll: rollOf(bits), ticket, total_weight: t.total, item_id: item.item_id, market_hash_name: item.market_hash_name });
    },
    // A discovered board: slot i is cursor i of the board's nonce; the salt opens the commitment.
    discovered(p, doc, out) {
      seedCheck(p, out, 'server_seed_hash');
      const c = contentsOf(p.contents, doc), t = shape(c.items, ''), nonce = int(p.nonce, 'nonce');
      const slots = [];
      for (let i = 0; i < RULES.discovered_slots; i++) {
        const { ticket, item } = pick(t, bits52(p.server_seed, `${str(p.client_seed, 'client_seed')}:${nonce}:${i}`));
        slots.push({ cursor: i, ticket, item_id: item.item_id, market_hash_name: item.market_hash_name });
      }
      const commitment = p.salt == null ? null : sha256hex(str(p.salt, 'salt') + ':' + slots.map((s) => s.item_id).join(','));
      const sel = p.selected == null ? null : slots[int(p.selected, 'selected')] || fail('selected must be 0 to 8');
      Object.assign(out, { contents_key: c.key, contents_hash_matches: c.hashOk, nonce, total_weight: t.total, slots, commitment,
        commitment_matches: commitment === null || p.commitment == null ? null : commitment === p.commitment,
        selected: sel && sel.cursor, item_id: sel && sel.item_id, market_hash_name: sel && sel.market_hash_name });
    },
    // An upgrade wins when the ticket on 0..999,999 falls in its zone: low [0, chance), high [10^6 - chance, 10^6).
    upgrade(p, doc, out) {
      seedCheck(p, out, 'server_seed_hash');
      const nonce = int(p.nonce, 'nonce'), bits = bits52(p.server_seed, `${str(p.client_seed, 'client_seed')}:${nonce}:0`);
      const chance = p.chance_ppm != null ? int(p.chance_ppm, 'chance_ppm') : Number(BigInt(int(p.stake_cents, 'stake_cents')) *
        BigInt(10000 - int(p.house_edge_bps, 'house_edge_bps')) * 100n / BigInt(int(p.target_price_cents, 'target_price_cents')));
      const mode = p.mode == null ? 'low' : p.mode;
      if (mode !== 'low' && mode !== 'high') fail('mode must be low or high');
      const ticket = ticketOf(bits, SCALE), from = mode === 'high' ? SCALE - chance : 0, to = mode === 'high' ? SCALE : chance;
      Object.assign(out, { nonce, bits52: bits, roll: rollOf(bits), ticket, chance_ppm: chance, mode, win_from: from, win_to: to,
        won: ticket >= from && ticket < to });
    },
    // A contract draws the line of its published table whose [from, to) holds the ticket.
    contract(p, doc, out) {
      seedCheck(p, out, 'server_seed_hash');
      const nonce = int(p.nonce, 'nonce'), bits = bits52(p.server_seed, `${str(p.client_seed, 'client_seed')}:${nonce}:0`);
      const lines = (Array.isArray(p.outcomes) ? p.outcomes : fail('outcomes must be a list')).map((o) => ({
        item_id: int(o.item_id ?? o.item?.id, 'item_id'),
        price: int(o.price_cents ?? (typeof o.price === 'number' ? Math.round(o.price * 100) : null), 'price'), // REST shows dollars
        from: int(o.from, 'from'), to: int(o.to, 'to') }));
      let okTable = lines.length > 0, next = 0, sum = 0n;
      for (const l of lines) { okTable = okTable && l.from === next && l.to > l.from; next = l.to; sum += BigInt(l.to - l.from) * BigInt(l.price); }
      okTable = okTable && next === SCALE;
      const ticket = ticketOf(bits, SCALE), i = lines.findIndex((l) => ticket >= l.from && ticket < l.to);
      if (i < 0) fail('ticket ' + ticket + ' is outside the table');
      const target = p.stake_cents == null ? null
        : BigInt(int(p.stake_cents, 'stake_cents')) * BigInt(10000 - int(p.house_edge_bps, 'house_edge_bps')) / 10000n;
      Object.assign(out, { nonce, bits52: bits, roll: rollOf(bits), ticket, line: i, item_id: lines[i].item_id, price_cents: lines[i].price,
        table_ok: okTable, expected_value_cents: Number(sum / BigInt(SCALE)), ev_within_target: target === null ? null : sum <= target * BigInt(SCALE) });
    },
    // A battle: roll(round, seat) = HMAC(server_seed, client_seeds_hash:battle_id:round:seat); ties drawn by round rounds+1, seat 0.
    battle(p, doc, out) {
      seedCheck(p, out, 'battle_hash');
      const id = int(p.battle_id, 'battle_id'), seeds = (Array.isArray(p.client_seeds) ? p.client_seeds : fail('client_seeds must be a list')).map((s) => str(s, 'client seed'));
      const csh = sha256hex(seeds.join(':')), players = p.players_count == null ? seeds.length : int(p.players_count, 'players_count');
      const teams = p.type === '2x2', lowest = p.choosing_winner === 'lowest', prices = p.item_prices || {};
      if (seeds.length !== players) fail('one client seed per seat');
      const sideOf = (seat) => (teams ? Math.floor(seat / 2) : seat), seatTotals = Array(players).fill(0);
      const roundsIn = Array.isArray(p.rounds) ? p.rounds : fail('rounds must be a list');
      const rounds = roundsIn.map((rc, r) => {
        const t = shape(contentsOf(rc, doc).items, ''), rolls = [];
        for (let seat = 0; seat < players; seat++) {
          const bits = bits52(p.server_seed, `${csh}:${id}:${r + 1}:${seat}`), { ticket, item } = pick(t, bits);
          const price = prices[item.item_id] != null ? int(prices[item.item_id], 'item_prices') : item.price_cents;
          seatTotals[seat] += price;
          rolls.push({ seat, bits52: bits, ticket, item_id: item.item_id, market_hash_name: item.market_hash_name, price_cents: price });
        }
        return { round: r + 1, total_weight: t.total, rolls };
      });
      const sideTotals = Array(teams ? 2 : players).fill(0);
      seatTotals.forEach((v, seat) => { sideTotals[sideOf(seat)] += v; });
      let best = [0];
      for (let s = 1; s < sideTotals.length; s++) {
        if (sideTotals[s] === sideTotals[best[0]]) best.push(s);
        else if (lowest === sideTotals[s] < sideTotals[best[0]]) best = [s];
      }
      const tieTicket = best.length > 1 ? ticketOf(bits52(p.server_seed, `${csh}:${id}:${rounds.length + 1}:0`), best.length) : null;
      const side = tieTicket === null ? best[0] : best[tieTicket];
      Object.assign(out, { battle_id: id, client_seeds_hash: csh, client_seeds_match: p.client_seeds_hash == null ? null : p.client_seeds_hash === csh,
        rounds, seat_totals: seatTotals, side_totals: sideTotals, tied: best.length > 1 ? best : null, tie_ticket: tieTicket,
        winning_side: side, winner_seats: seatTotals.map((_, s) => s).filter((s) => sideOf(s) === side) });
    },
    // The changer has no roll: credit = value × (1 − spread), truncated; the target must cost at most the credit.
    changer(p, doc, out) {
      const value = int(p.items_value_cents, 'items_value_cents'), spread = int(p.spread_bps, 'spread_bps'), target = int(p.target_price_cents, 'target_price_cents');
      const credit = Number(BigInt(value) * BigInt(10000 - spread) / 10000n);
      Object.assign(out, { items_value_cents: value, spread_bps: spread, credit_cents: credit, target_price_cents: target,
        difference_cents: target <= credit ? credit - target : null, allowed: target <= credit });
    },
    rules(p, doc, out) { Object.assign(out, RULES); },
  };
  games.warehouse = games.pinata = games.case;

  // verifyDocument: a play, a list of plays, or {contents: [...], plays: [...]} → one JSON line per play.
  // A play names a listed table by its key, or a table priced by a snapshot by its prices_sha256.
  function verifyDocument(doc) {
    const plays = Array.isArray(doc) ? doc : Array.isArray(doc.plays) ? doc.plays : [doc];
    const ctx = { byKey: {} };
    for (const c of Array.isArray(doc.contents) ? doc.contents : []) { const d = c && c.data ? c.data : c; ctx.byKey[d.prices_sha256 || d.key] = d; }
    return plays.map((p, index) => {
      const game = p !== null && typeof p === 'object' && typeof p.game === 'string' ? p.game : null, out = { index, game };
      try {
        (Object.prototype.hasOwnProperty.call(games, game) ? games[game] : fail('unknown game ' + JSON.stringify(game)))(p, ctx, out);
      } catch (e) {
        for (const k of Object.keys(out)) if (k !== 'index' && k !== 'game') delete out[k];
        out.error = e.message;
      }
      return JSON.stringify(out);
    });
  }
  root.CasefrontVerifier = { verifyDocument, sha256hex, bits52, RULES };
  if (typeof module !== 'undefined') module.exports = root.CasefrontVerifier;

  if (typeof module !== 'undefined' && require.main === module) {
    const fs = require('fs');
    const text = fs.readFileSync(process.argv[2] || 0, 'utf8');
    process.stdout.write(verifyDocument(JSON.parse(text)).join('\n') + '\n');
  } else if (typeof document !== 'undefined') {
    // index.html: paste (or load) the JSON, press Verify.
    document.addEventListener('DOMContentLoaded', () => {
      const input = document.getElementById('input'), output = document.getElementById('output');
      document.getElementById('file').addEventListener('change', (e) => {
        const f = e.target.files[0];
        if (f) f.text().then((t) => { input.value = t; });
      });
      document.getElementById('verify').addEventListener('click', () => {
        try { output.textContent = verifyDocument(JSON.parse(input.value)).join('\n'); } catch (e) { output.textContent = 'error: ' + e.message; }
      });
    });
  }
})(typeof globalThis !== 'undefined' ? globalThis : this);
