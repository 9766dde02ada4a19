/**
 * What the admin calls each field, for error messages and the editor: "cards.0: no card …" reaches the
 * curator as "Cards, item 1: no card …". The API keeps the key path in `field` for programs.
 * Pure: imported by the server (lib/admin) and by the editor in the browser.
 */
export const FIELD_LABEL: Readonly<Record<string, string>> = {
  slug: "Slug",
  gameId: "Game",
  status: "Status",
  titleEn: "Title (English)",
  titleJa: "Title (Japanese)",
  questionEn: "Question (English)",
  questionJa: "Question (Japanese)",
  answerEn: "Answer (English)",
  answerJa: "Answer (Japanese)",
  sourceTitle: "Source title",
  sourceUrl: "Source URL",
  sourceDate: "Source date",
  cards: "Cards",
  clauses: "Clauses",
  same: "Same principle as",
  mentions: "Mentions",
  note: "Curators' note",
  unverified: "Unverified",
  scenario: "Scenario",
  "scenario.source": "Scenario (YAML)",
  "scenario.slug": "Scenario",
  outcome: "Expected outcome",
  supersededBy: "Superseded by",
  supersededOn: "Superseded on",
  inForceFrom: "In force from",
  inForceUntil: "In force until",
  baseRevision: "Revision started from",
  number: "Revision",
  revision: "Revision",
  message: "What changed",
  form: "Form",
  email: "Email",
  name: "Name",
  password: "Password",
  currentPassword: "Current password",
  newPassword: "New password",
  role: "Role",
  id: "User",
};

/** "cards.0" → "Cards, item 1"; "scenario.source" → "Scenario (YAML)"; an unknown key stays as it is. */
export function labelOf(path: string): string {
  if (FIELD_LABEL[path]) return FIELD_LABEL[path];
  const m = /^([A-Za-z]+)\.(\d+)(?:\.(.+))?$/.exec(path);
  if (m && FIELD_LABEL[m[1]]) return `${FIELD_LABEL[m[1]]}, item ${Number(m[2]) + 1}${m[3] ? ` (${m[3]})` : ""}`;
  const head = path.split(".")[0];
  return FIELD_LABEL[head] ? `${FIELD_LABEL[head]} (${path.slice(head.length + 1)})` : path;
}

/** A message that starts with its field's key path ("titleEn: is required") starts with the field's label instead. */
export function labelled(message: string, field: string | null): string {
  if (!field) return message;
  const prefix = `${field}: `;
  if (message.startsWith(prefix)) return `${labelOf(field)}: ${message.slice(prefix.length)}`;
  const head = field.split(".")[0];
  if (message.startsWith(`${head}: `)) return `${labelOf(head)}: ${message.slice(head.length + 2)}`;
  return message;
}
