/** What the /ask page shows of a card: its printed data, and what the engine does not understand of it. */
export interface CardView {
  name: string;
  nameJa: string | null;
  type: string;
  cost: number | null;
  power: number | null;
  civilizations: string[];
  text: string;
  /** the printed sentences the engine does not understand (absent when fully modelled) */
  notModelled?: string[];
}
