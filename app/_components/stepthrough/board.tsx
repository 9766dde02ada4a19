/**
 * The board of a step: both players' zones, stacks, tapped cards turned, face-down shields,
 * deck counts, and the cards that changed in this step highlighted. Pure rendering of a BoardView.
 */
import type { BoardView, PlayerId, ZoneName } from "@/lib/engine";
import type { CardInfo } from "@/lib/stepthrough/frames";

const CIV_BAR: Record<string, string> = {
  light: "border-l-yellow-400",
  water: "border-l-sky-500",
  darkness: "border-l-stone-700",
  fire: "border-l-red-500",
  nature: "border-l-green-600",
  zero: "border-l-stone-300",
};

const ZONE_LABEL: Record<ZoneName, string> = {
  battle: "Battle zone",
  shields: "Shields",
  mana: "Mana",
  hand: "Hand",
  graveyard: "Graveyard",
  deck: "Deck",
  hyperspatial: "Hyperspatial",
  gr: "Super GR",
  abyss: "Abyss",
  resolving: "Resolving",
};

const ROWS: ZoneName[] = ["battle", "resolving", "shields", "mana", "hand", "graveyard", "hyperspatial", "gr", "abyss"];

export interface BoardProps {
  board: BoardView;
  instances: Record<string, string>;
  cards: Record<string, CardInfo>;
  changed: string[];
}

function cardOf(id: string, p: BoardProps): CardInfo | undefined {
  return p.cards[p.board.faces?.[id] ?? p.instances[id]];
}

/** The creature whose EX Life shield this shield is, if any. */
function exLifeOwner(id: string, props: BoardProps): string | undefined {
  return Object.entries(props.board.exLife ?? {}).find(([, shield]) => shield === id)?.[0];
}

function Chip({ id, props, faceDown, under }: { id: string; props: BoardProps; faceDown: boolean; under?: string[] }) {
  const info = cardOf(id, props);
  const exLifeOf = faceDown ? exLifeOwner(id, props) : undefined;
  const exLifeShield = !faceDown ? props.board.exLife?.[id] : undefined;
  const star = !faceDown && info?.type.includes("Star Evolution") && (under?.length ?? 0) > 0;
  const crossedWith = !faceDown ? props.board.crossed?.[id] : undefined;
  const equippedTo = !faceDown ? props.board.equipped?.[id] : undefined;
  const auras = props.board.auras?.[id] ?? [];
  const seals = props.board.seals?.[id] ?? [];
  const linked = props.board.linked?.[id] ?? [];
  const tapped = props.board.tapped.includes(id);
  const changed = props.changed.includes(id);
  const civ = info?.civilizations.length === 1 ? CIV_BAR[info.civilizations[0]] : "border-l-stone-400";
  const label = `${faceDown ? "face-down " : ""}${info?.name ?? id}${tapped ? ", tapped" : ""}${under?.length ? `, on top of ${under.length} card${under.length > 1 ? "s" : ""}` : ""}${
    exLifeOf ? `, EX Life shield of ${cardOf(exLifeOf, props)?.name ?? exLifeOf}` : ""
  }${exLifeShield ? ", has an EX Life shield" : ""}${crossedWith ? `, crossed with ${cardOf(crossedWith, props)?.name ?? crossedWith}` : ""}${
    equippedTo ? `, equipped to ${cardOf(equippedTo, props)?.name ?? equippedTo}` : ""
  }${auras.length ? `, with ${auras.length} aura${auras.length > 1 ? "s" : ""}` : ""}${seals.length ? `, sealed (${seals.length} seal${seals.length > 1 ? "s" : ""})` : ""}${
    linked.length ? `, linked with ${linked.map((l) => cardOf(l, props)?.name ?? l).join(" and ")}` : ""
  }${star ? ", Star Evolution: only the top card leaves" : ""}${changed ? ", changed in this step" : ""}`;
  return (
    <li
      className={`relative inline-flex ${tapped ? "mx-3 my-1" : ""}`}
      data-card={id}
      data-changed={changed || undefined}
      data-tapped={tapped || undefined}
    >
      <span className="sr-only">{label}</span>
      <span
        aria-hidden="true"
        title={info ? `${info.name}${info.nameJa ? ` / ${info.nameJa}` : ""}\n${info.type}${info.power != null ? ` · ${info.power}` : ""}\n${info.text}` : id}
        className={[
          "flex h-16 w-28 flex-col justify-between rounded-md border border-l-4 bg-white px-1.5 py-1 text-[11px] leading-tight shadow-sm transition",
          faceDown ? "border-l-stone-500 bg-[repeating-linear-gradient(45deg,#44403c,#44403c_4px,#57534e_4px,#57534e_8px)] text-stone-100" : civ,
          tapped ? "rotate-90" : "",
          changed ? "ring-2 ring-brand-500 ring-offset-1" : "",
          under?.length ? "shadow-[3px_3px_0_0_#d6d3d1,6px_6px_0_0_#a8a29e]" : "",
        ].join(" ")}
      >
        {faceDown ? (
          <>
            <span className="font-semibold">{exLifeOf ? "EX Life shield" : "Shield"}</span>
            <span className="truncate opacity-80">{exLifeOf ? `of ${cardOf(exLifeOf, props)?.name ?? exLifeOf}` : (info?.name ?? id)}</span>
          </>
        ) : (
          <>
            <span className="line-clamp-2 font-medium">
              {info?.name ?? id}
              {exLifeShield && <span className="ml-1 rounded bg-sky-100 px-1 text-[9px] text-sky-800">EX Life</span>}
              {star && <span className="ml-1 rounded bg-amber-100 px-1 text-[9px] text-amber-800">Star</span>}
              {crossedWith && <span className="ml-1 rounded bg-lime-100 px-1 text-[9px] text-lime-800">crossed: {cardOf(crossedWith, props)?.name ?? crossedWith}</span>}
              {equippedTo && <span className="ml-1 rounded bg-orange-100 px-1 text-[9px] text-orange-800">equipped: {cardOf(equippedTo, props)?.name ?? equippedTo}</span>}
              {auras.length > 0 && <span className="ml-1 rounded bg-violet-100 px-1 text-[9px] text-violet-800">{auras.length} aura{auras.length > 1 ? "s" : ""}</span>}
              {seals.length > 0 && <span className="ml-1 rounded bg-stone-700 px-1 text-[9px] text-white">sealed ×{seals.length}</span>}
              {linked.length > 0 && <span className="ml-1 rounded bg-yellow-100 px-1 text-[9px] text-yellow-800">linked ×{linked.length + 1}</span>}
            </span>
            <span className="flex justify-between gap-1 text-stone-500">
              <span className="truncate font-mono">{id}</span>
              {info?.power != null && <span className="shrink-0">{info.power}</span>}
            </span>
          </>
        )}
      </span>
      {under && under.length > 0 && (
        <span aria-hidden="true" className="absolute -bottom-2 -right-2 rounded-full bg-stone-700 px-1.5 text-[10px] text-white">
          +{under.length}
        </span>
      )}
    </li>
  );
}

/** What sits on the battle zone's cards: auras (310), seals (116), linked gods (804). */
function Attachments({ ids, props }: { ids: string[]; props: BoardProps }) {
  const name = (x: string) => cardOf(x, props)?.name ?? x;
  const lines: { key: string; text: string }[] = [];
  for (const id of ids) {
    const auras = props.board.auras?.[id] ?? [];
    const seals = props.board.seals?.[id] ?? [];
    const linked = props.board.linked?.[id] ?? [];
    if (auras.length) lines.push({ key: `${id}-a`, text: `Auras on ${name(id)} (first attached first): ${auras.map(name).join(", ")} — they go wherever it goes (310.8)` });
    if (seals.length) lines.push({ key: `${id}-s`, text: `${seals.length} seal${seals.length > 1 ? "s" : ""} on ${name(id)} (face down)${cardOf(id, props)?.type.includes("Creature") ? ": a sealed creature is ignored (116.2)" : ""}` });
    if (linked.length) lines.push({ key: `${id}-l`, text: `${[id, ...linked].map(name).join(" + ")}: linked gods, one creature; when it would leave, only one card leaves (804.7)` });
  }
  if (lines.length === 0) return null;
  return (
    <ul className="mt-2 space-y-0.5 text-xs text-stone-600">
      {lines.map((l) => (
        <li key={l.key}>{l.text}</li>
      ))}
    </ul>
  );
}

function PlayerSide({ player, props }: { player: PlayerId; props: BoardProps }) {
  const zones = props.board[player];
  const deck = zones.deck?.length ?? 0;
  const active = props.board.active === player;
  return (
    <section aria-label={`Player ${player}${active ? " (turn player)" : ""}`} className="space-y-2 rounded-lg border border-stone-200 bg-stone-50 p-3">
      <h4 className="flex items-center gap-2 text-sm font-semibold">
        Player {player}
        {active && <span className="rounded bg-brand-100 px-1.5 py-0.5 text-xs font-medium text-brand-700">turn player · turn {props.board.turn}</span>}
        <span className="ml-auto text-xs font-normal text-stone-500">Deck: {deck} card{deck === 1 ? "" : "s"}</span>
      </h4>
      <dl className="space-y-1.5">
        {ROWS.filter((z) => (zones[z]?.length ?? 0) > 0 || z === "battle").map((z) => (
          <div key={z} className="grid grid-cols-[5.5rem_1fr] items-start gap-2">
            <dt className="pt-1 text-xs text-stone-500">{ZONE_LABEL[z]}{zones[z]?.length ? ` (${zones[z]!.length})` : ""}</dt>
            <dd>
              {zones[z]?.length ? (
                <ul className="flex flex-wrap gap-2" data-zone={`${player}.${z}`}>
                  {zones[z]!.map((id) => (
                    <Chip
                      key={id}
                      id={id}
                      props={props}
                      faceDown={(z === "shields" && !props.board.faceUpShields?.includes(id)) || (z === "mana" && (props.board.faceDownMana?.includes(id) ?? false)) || z === "gr"}
                      under={z === "battle" ? props.board.under?.[id] : undefined}
                    />
                  ))}
                </ul>
              ) : (
                <span className="text-xs text-stone-400">empty</span>
              )}
              {z === "battle" &&
                (zones.battle ?? []).some((id) => props.board.under?.[id]?.length) && (
                  <ul className="mt-2 space-y-0.5 text-xs text-stone-600">
                    {(zones.battle ?? [])
                      .filter((id) => props.board.under?.[id]?.length)
                      .map((id) => (
                        <li key={id}>
                          Under {cardOf(id, props)?.name ?? id} (bottom first):{" "}
                          {props.board.under![id].map((u) => `${cardOf(u, props)?.name ?? u} (${u})`).join(", ")}
                          {cardOf(id, props)?.type.includes("Star Evolution") && " — Star Evolution: when it would leave, only the top card leaves and the rest stays"}
                        </li>
                      ))}
                  </ul>
                )}
              {z === "battle" && <Attachments ids={zones.battle ?? []} props={props} />}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function Board(props: BoardProps) {
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      <PlayerSide player="A" props={props} />
      <PlayerSide player="B" props={props} />
    </div>
  );
}
