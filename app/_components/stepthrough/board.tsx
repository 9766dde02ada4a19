/**
 * The board of a step: both players' zones, stacks, tapped cards turned, face-down shields, deck counts, what is
 * attached to the cards, and the cards that changed in this step highlighted. Each tile shows the card's name, cost,
 * civilization and power; tapping (or focusing) a face-up tile shows its text. Pure rendering of a BoardView, in
 * English or Japanese. No hooks: the tile's text opens with <details>, so it works without JavaScript too.
 */
import type { BoardView, PlayerId, ZoneName } from "@/lib/engine";
import type { CardInfo, Names } from "@/lib/stepthrough/frames";
import { boardWords, civWord, type Lang } from "./words";
import { civBarClass } from "../civ";

const ROWS: ZoneName[] = ["battle", "resolving", "shields", "mana", "hand", "graveyard", "hyperspatial", "gr", "abyss"];

export interface BoardProps {
  board: BoardView;
  instances: Record<string, string>;
  cards: Record<string, CardInfo>;
  changed: string[];
  /** what each card is called (disambiguated); without it, the card's name */
  names?: Names;
  lang?: Lang;
}

function cardOf(id: string, p: BoardProps): CardInfo | undefined {
  return p.cards[p.board.faces?.[id] ?? p.instances[id]];
}

function nameOf(id: string, p: BoardProps): string {
  const lang = p.lang ?? "en";
  const flipped = p.board.faces?.[id];
  if (flipped) {
    const info = p.cards[flipped];
    if (info) return lang === "ja" ? (info.nameJa ?? info.name) : info.name;
  }
  return p.names?.[lang][id] ?? cardOf(id, p)?.name ?? id;
}

/** The creature whose EX Life shield this shield is, if any. */
function exLifeOwner(id: string, props: BoardProps): string | undefined {
  return Object.entries(props.board.exLife ?? {}).find(([, shield]) => shield === id)?.[0];
}

function Chip({ id, props, faceDown, under }: { id: string; props: BoardProps; faceDown: boolean; under?: string[] }) {
  const w = boardWords(props.lang ?? "en");
  const info = cardOf(id, props);
  const name = nameOf(id, props);
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
  const civ = civBarClass(info?.civilizations);
  const label = [
    faceDown ? `${w.faceDown} ${exLifeOf ? `${w.exLifeShieldOf} ${nameOf(exLifeOf, props)}` : w.card}` : name,
    tapped ? w.tapped : null,
    under?.length ? w.onTop(under.length) : null,
    exLifeShield ? w.hasExLife : null,
    crossedWith ? `${w.crossedWith} ${nameOf(crossedWith, props)}` : null,
    equippedTo ? `${w.equippedTo} ${nameOf(equippedTo, props)}` : null,
    auras.length ? w.auras(auras.length) : null,
    seals.length ? w.sealed(seals.length) : null,
    linked.length ? `${w.linkedWith} ${linked.map((l) => nameOf(l, props)).join(", ")}` : null,
    star ? w.star : null,
    changed ? w.changed : null,
  ]
    .filter(Boolean)
    .join(", ");
  const face = (
    <span
      aria-hidden="true"
      className={[
        "flex h-[4.5rem] w-28 flex-col justify-between rounded-md border border-l-4 bg-white px-1.5 py-1 text-[11px] leading-tight shadow-sm transition",
        faceDown ? "border-l-stone-500 bg-[repeating-linear-gradient(45deg,#44403c,#44403c_4px,#57534e_4px,#57534e_8px)] text-stone-100" : civ,
        tapped ? "rotate-90" : "",
        changed ? "ring-2 ring-brand-500 ring-offset-1" : "",
        under?.length ? "shadow-[3px_3px_0_0_#d6d3d1,6px_6px_0_0_#a8a29e]" : "",
      ].join(" ")}
    >
      {faceDown ? (
        <>
          <span className="font-semibold">{exLifeOf ? w.exLifeShield : w.faceDownCard}</span>
          <span className="truncate opacity-80">{exLifeOf ? `${w.of} ${nameOf(exLifeOf, props)}` : ""}</span>
        </>
      ) : (
        <>
          <span className="line-clamp-2 font-medium">
            {name}
            {exLifeShield && <span className="ml-1 rounded bg-sky-100 px-1 text-[9px] text-sky-800">EX</span>}
            {star && <span className="ml-1 rounded bg-amber-100 px-1 text-[9px] text-amber-800">★</span>}
            {auras.length > 0 && <span className="ml-1 rounded bg-violet-100 px-1 text-[9px] text-violet-800">{w.auras(auras.length)}</span>}
            {seals.length > 0 && <span className="ml-1 rounded bg-stone-700 px-1 text-[9px] text-white">{w.sealed(seals.length)}</span>}
            {linked.length > 0 && <span className="ml-1 rounded bg-yellow-100 px-1 text-[9px] text-yellow-800">{w.linked}</span>}
            {crossedWith && <span className="ml-1 rounded bg-lime-100 px-1 text-[9px] text-lime-800">{w.crossed}</span>}
            {equippedTo && <span className="ml-1 rounded bg-orange-100 px-1 text-[9px] text-orange-800">{w.equipped}</span>}
          </span>
          <span className="flex items-center justify-between gap-1 text-stone-500">
            <span className="min-w-0 truncate" title={w.cost}>
              {info?.cost != null ? <span className="rounded-full border border-stone-300 px-1 font-mono text-[10px] text-stone-700">{info.cost}</span> : null}
              <span className="ml-1">{info?.civilizations.map((c) => civWord(c, props.lang ?? "en")).join("/")}</span>
            </span>
            {info?.power != null && <span className="shrink-0">{info.power}</span>}
          </span>
        </>
      )}
    </span>
  );
  return (
    <li className={`relative inline-flex ${tapped ? "mx-3 my-1" : ""}`} data-card={id} data-name={name} data-changed={changed || undefined} data-tapped={tapped || undefined}>
      {faceDown || !info ? (
        <>
          <span className="sr-only">{label}</span>
          {face}
        </>
      ) : (
        <details className="group">
          <summary className="list-none cursor-pointer rounded-md focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 [&::-webkit-details-marker]:hidden">
            <span className="sr-only">{label}</span>
            {face}
          </summary>
          <div className="absolute left-0 top-full z-20 mt-1 w-64 rounded-md border border-stone-200 bg-white p-2 text-xs shadow-lg" lang={props.lang === "ja" ? "ja" : "en"}>
            <p className="font-semibold">{info.name}</p>
            {info.nameJa && <p lang="ja" className="text-stone-600">{info.nameJa}</p>}
            <p className="mt-1 text-stone-500">
              {info.type}
              {info.cost != null ? ` · ${w.cost} ${info.cost}` : ""}
              {info.power != null ? ` · ${w.power} ${info.power}` : ""}
              {info.civilizations.length ? ` · ${info.civilizations.map((c) => civWord(c, props.lang ?? "en")).join("/")}` : ""}
            </p>
            {info.text && <p className="mt-1 whitespace-pre-line text-stone-700" lang="en">{info.text}</p>}
          </div>
        </details>
      )}
      {under && under.length > 0 && (
        <span aria-hidden="true" className="absolute -bottom-2 -right-2 rounded-full bg-stone-700 px-1.5 text-[10px] text-white">
          +{under.length}
        </span>
      )}
    </li>
  );
}

/** What sits on the battle zone's cards: cards under a stack, auras (310), seals (116), linked gods (804). */
function Attachments({ ids, props }: { ids: string[]; props: BoardProps }) {
  const w = boardWords(props.lang ?? "en");
  const name = (x: string) => nameOf(x, props);
  const lines: { key: string; text: string }[] = [];
  for (const id of ids) {
    const under = props.board.under?.[id] ?? [];
    const auras = props.board.auras?.[id] ?? [];
    const seals = props.board.seals?.[id] ?? [];
    const linked = props.board.linked?.[id] ?? [];
    const cores = props.board.cores?.[id] ?? [];
    if (under.length) lines.push({ key: `${id}-u`, text: w.underLine(name(id), under.map(name), cardOf(id, props)?.type.includes("Star Evolution") ?? false) });
    if (auras.length) lines.push({ key: `${id}-a`, text: w.aurasLine(name(id), auras.map(name)) });
    if (seals.length) lines.push({ key: `${id}-s`, text: w.sealsLine(name(id), seals.length, cardOf(id, props)?.type.includes("Creature") ?? false) });
    if (linked.length) lines.push({ key: `${id}-l`, text: w.linkedLine([id, ...linked].map(name)) });
    if (cores.length) lines.push({ key: `${id}-c`, text: w.coresLine(name(id), cores.length) });
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
  const w = boardWords(props.lang ?? "en");
  const zones = props.board[player];
  const deck = zones.deck?.length ?? 0;
  const active = props.board.active === player;
  return (
    <section aria-label={`${w.player(player)}${active ? ` (${w.turnPlayer})` : ""}`} className="space-y-2 rounded-lg border border-stone-200 bg-stone-50 p-3">
      <h4 className="flex flex-wrap items-center gap-2 text-sm font-semibold">
        {w.player(player)}
        {active && (
          <span className="rounded bg-brand-100 px-1.5 py-0.5 text-xs font-medium text-brand-700">
            {w.turnPlayer} · {w.turn(props.board.turn)}
          </span>
        )}
        <span className="ml-auto text-xs font-normal text-stone-500">{w.deck(deck)}</span>
      </h4>
      <dl className="space-y-1.5">
        {ROWS.filter((z) => (zones[z]?.length ?? 0) > 0 || z === "battle").map((z) => (
          <div key={z} className="grid grid-cols-[5.5rem_1fr] items-start gap-2">
            <dt className="pt-1 text-xs text-stone-500">
              {w.zone[z]}
              {zones[z]?.length ? ` (${zones[z]!.length})` : ""}
            </dt>
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
                <span className="text-xs text-stone-400">{w.empty}</span>
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
