/**
 * The /ask board in a URL (lib/ask/codec.ts): every feature of a board survives the round trip, the encoding is
 * compact and versioned, and hostile input — cut-off links, garbage, decompression bombs, wrong shapes, references
 * to cards that are not there, prototype keys — gets a message for the reader, never an exception.
 */
import { deflateRawSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeBoard, encodeBoard, FORMAT_VERSION, MAX_ENCODED_LENGTH } from "@/lib/ask/codec";
import { emptyBoard, flatCards, newKey, type AskBoard, type AskCard } from "@/lib/ask/model";

const card = (slug: string, extra: Partial<AskCard> = {}): AskCard => ({ key: newKey(), card: slug, ...extra });

/** A board with every zone, flag, stack, aura, kind of action, answers and a title. */
function everything(): AskBoard {
  const b = emptyBoard();
  b.turn = { number: 7, active: "B" };
  const soldier = card("aqua-soldier", { tapped: true, fresh: true, under: [{ key: newKey(), card: "aqua-vehicle" }, { key: newKey(), card: "writhing-bone-ghoul" }], auras: [{ key: newKey(), card: "chupacal-reigen" }] });
  const pacos = card("reso-pacos-clear-sky-guardian");
  const love = card("deadly-love");
  const evo = card("skull-moon-the-enlightened");
  const aura = card("chupacal-reigen");
  b.players.A.battle.push(soldier, card("writhing-bone-ghoul"));
  b.players.A.hand.push(love, evo, aura);
  b.players.A.mana.push(card("aqua-vehicle", { tapped: true }));
  const shield = card("aqua-vehicle");
  b.players.A.shields.push(shield, card("aqua-vehicle"));
  b.players.A.graveyard.push(card("aqua-vehicle"));
  b.players.A.deck.push(card("aqua-vehicle"), card("terror-pit"));
  b.players.A.hyperspatial.push(card("aqua-vehicle"));
  b.players.A.gr.push(card("aqua-vehicle"));
  b.players.B.battle.push(pacos);
  b.players.B.hand.push(card("aqua-vehicle"));
  b.actions = [
    { kind: "cast", card: love.key },
    { kind: "attack", card: pacos.key, target: soldier.key },
    // the defender's declarations (the codec keeps them; the engine judges them)
    { kind: "attack", card: pacos.key, target: "A", block: soldier.key, shieldTriggers: [shield.key] },
    { kind: "battle", card: pacos.key, other: soldier.key },
    { kind: "destroy", card: soldier.key, by: "B" },
    { kind: "seal", card: pacos.key, by: "A", count: 2 },
    { kind: "evolve", card: evo.key, on: [soldier.key] },
    { kind: "use-aura", card: aura.key, on: null },
    { kind: "draw", player: "A", count: 3 },
    { kind: "end-turn" },
  ];
  b.answers = { "s0.p0": { pick: ["a_writhing_bone_ghoul"] }, "s0.p1": { answer: "yes" }, "s1.p0": { pick: [] }, "s2.p3": { pick: ["b_x:return-instead", "a_y:ab@b_z"] } };
  b.title = "Does Aqua Soldier come back?";
  return b;
}

/** The board without its local keys: cards in order, actions naming cards by position. */
function shape(b: AskBoard) {
  const flat = flatCards(b);
  const pos = new Map(flat.map((l, i) => [l.card.key, i]));
  const strip = (v: unknown): unknown => JSON.parse(JSON.stringify(v, (k, x) => (k === "key" ? undefined : typeof x === "string" && pos.has(x) ? `#${pos.get(x)}` : x)));
  return strip({ turn: b.turn, players: b.players, actions: b.actions, answers: b.answers, title: b.title ?? null });
}

const wire = (json: unknown, version = FORMAT_VERSION) => `${version}.${deflateRawSync(Buffer.from(typeof json === "string" ? json : JSON.stringify(json))).toString("base64url")}`;

describe("the /ask board in a URL", () => {
  it("round trip: every zone, flag, stack, aura, action, answer and the title", async () => {
    const b = everything();
    const enc = await encodeBoard(b);
    expect(enc).toMatch(/^1\.[A-Za-z0-9_-]+$/);
    const d = await decodeBoard(enc);
    expect(d.ok).toBe(true);
    if (!d.ok) return;
    expect(shape(d.board)).toEqual(shape(b));
    expect(await encodeBoard(d.board)).toBe(enc); // stable
    // the decoded board gets keys of its own, all different
    const keys = flatCards(d.board).map((l) => l.card.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("compact: a typical question fits a short URL", async () => {
    const b = emptyBoard();
    const love = card("deadly-love");
    b.players.A.battle.push(card("super-trash-train-fuuma-devil"), card("writhing-bone-ghoul"));
    b.players.A.hand.push(love);
    b.players.A.deck.push(card("aqua-vehicle"));
    b.players.B.battle.push(card("aqua-soldier"));
    b.actions = [{ kind: "cast", card: love.key }];
    b.answers = { "s0.p0": { pick: ["a_writhing_bone_ghoul"] }, "s0.p2": { answer: "no" } };
    const enc = await encodeBoard(b);
    expect(enc.length).toBeLessThan(260);
    expect(enc.length).toBeLessThan(JSON.stringify(b).length / 2);
  });

  it("versioned: another format's link is named as such, never misread", async () => {
    const good = await encodeBoard(everything());
    const body = good.slice(2);
    const newer = await decodeBoard(`2.${body}`);
    expect(newer).toEqual({ ok: false, error: expect.stringContaining("newer version of Shinpan (board format 2; this page reads format 1)") });
    expect(await decodeBoard(`0.${body}`)).toEqual({ ok: false, error: expect.stringContaining("format (0) this page does not read") });
    expect((await decodeBoard(body)).ok).toBe(false); // no version at all
    expect((await decodeBoard(`1.${body}`)).ok).toBe(true);
  });

  it("hostile input: a message for the reader, never an exception", async () => {
    const base = { t: [3, "A"] };
    const cases: [string | null | undefined, RegExp][] = [
      [null, /holds no board/],
      [undefined, /holds no board/],
      ["", /holds no board/],
      ["1.", /cut off or changed/],
      ["1.%%%", /cut off or changed/],
      ["1.abc def", /cut off or changed/],
      [`1.${"A".repeat(MAX_ENCODED_LENGTH)}`, /too long/],
      ["1.AAAAAAAAAAAAAAAA", /cut off or changed/], // not deflate data
      [wire("not json"), /cut off or changed/],
      [wire("[".repeat(20_000) + "]".repeat(20_000)), /cut off or changed|too large/], // deep nesting
      [`1.${deflateRawSync(Buffer.alloc(4 * 1024 * 1024, 32)).toString("base64url")}`, /too large/], // a decompression bomb
      [wire({}), /t:/],
      [wire({ ...base, extra: 1 }), /cut off or changed/],
      [wire({ t: [0, "A"] }), /cut off or changed/],
      [wire({ t: [1e999, "A"] }), /cut off or changed/],
      [wire({ t: [3, "C"] }), /cut off or changed/],
      [wire({ ...base, A: { b: ["Aqua Soldier"] } }), /cut off or changed/], // a name, not an id
      [wire({ ...base, A: { b: ["../../etc/passwd"] } }), /cut off or changed/],
      [wire({ ...base, A: { q: ["aqua-soldier"] } }), /cut off or changed/], // no such zone
      [wire({ ...base, A: { h: [{ c: "aqua-soldier", u: ["aqua-vehicle"] }] } }), /only battle-zone cards/],
      [wire({ ...base, A: { b: Array(41).fill("aqua-soldier") } }), /cut off or changed/],
      [wire({ ...base, A: { b: Array(40).fill("aqua-soldier"), h: Array(40).fill("aqua-soldier") }, B: { h: Array(21).fill("x") } }), /at most 100/],
      [wire({ ...base, A: { h: ["deadly-love"] }, a: [{ k: "cast", c: 5 }] }), /action 1: it names a card that is not on the board/],
      [wire({ ...base, A: { h: ["deadly-love"] }, a: [{ k: "cast", c: -1 }] }), /cut off or changed/],
      [wire({ ...base, A: { b: ["aqua-soldier"] }, a: [{ k: "attack", c: 0 }] }), /an attack needs a target/],
      [wire({ ...base, A: { b: ["aqua-soldier"] }, a: [{ k: "destroy", c: 0 }] }), /whose effect/],
      [wire({ ...base, a: [{ k: "format-disk" }] }), /cut off or changed/],
      [wire({ ...base, c: { "s0.p0": ["<script>"] } }), /cut off or changed/],
      [wire({ ...base, c: { constructor: "yes" } }), /cut off or changed/],
      [wire(`{"t":[3,"A"],"__proto__":{"polluted":true}}`), /cut off or changed/],
      [wire({ ...base, q: "x".repeat(201) }), /cut off or changed/],
    ];
    for (const [raw, message] of cases) {
      const d = await decodeBoard(raw);
      expect(d.ok, String(raw).slice(0, 60)).toBe(false);
      if (!d.ok) expect(d.error, String(raw).slice(0, 60)).toMatch(message);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // a "__proto__" answer key is dropped (zod never copies it), and pollutes nothing
    const proto = await decodeBoard(wire(`{"t":[3,"A"],"c":{"__proto__":{"polluted":true}}}`));
    expect(proto.ok && Object.keys(proto.board.answers)).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // control characters in the question are dropped, not kept
    const d = await decodeBoard(wire({ ...base, q: "Why\u0000 does\u001b it\u0085 happen?" }));
    expect(d.ok && d.board.title).toBe("Why  does  it  happen?");
  });

  it("never throws, whatever the text (fuzz)", async () => {
    const good = await encodeBoard(everything());
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ maxLength: 300 }), fc.string({ maxLength: 40 }).map((s) => `1.${s}`), fc.nat(good.length - 1).chain((i) => fc.string({ minLength: 1, maxLength: 3 }).map((s) => good.slice(0, i) + s + good.slice(i + 1)))), async (raw) => {
        const d = await decodeBoard(raw);
        expect(typeof d.ok).toBe("boolean");
        if (!d.ok) expect(d.error.length).toBeGreaterThan(10);
      }),
      { numRuns: 400 },
    );
  });
});
