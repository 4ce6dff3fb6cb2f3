/**
 * The one place an exhibit is named in a packet (issue 28): its label ("B-2") and its title. The compiled
 * packet's tab pages and index (apps/api/src/packets) and any screen showing packet labels call these, so the
 * same exhibit never carries two numbers.
 *
 * Numbering (issue 12, gaps closed in issue 28): only what goes into the packet is numbered. Modules with an
 * exhibit in the packet get letters A, B, … Z, AA, AB, …; their top-level exhibits in the packet numbers from 1
 * sub-exhibits a lower-case letter (A-1.a), deeper levels a number again (A-1.a.1). Left out, and so
 * never numbered: hidden modules and exhibits (with their sub-exhibits) and exhibits without documents — unless
 * staff keep one "to follow", or one of its sub-exhibits is in the packet.
 */

/** What the numbering needs to know of an exhibit. */
export interface LabelExhibit {
  id: string;
  visible: boolean;
  /** Files of its own (not counting sub-exhibits'). */
  hasDocuments: boolean;
  /** Staff keep it in the packet without documents ("to follow", exhibits.packet_to_follow). */
  packetToFollow: boolean;
  subExhibits: readonly LabelExhibit[];
}

export interface LabelModule {
  visible: boolean;
  /** Top-level exhibits, in order. */
  exhibits: readonly LabelExhibit[];
}

/** 0 → A, 25 → Z, 26 → AA (bijective base 26, as spreadsheet columns). */
export function moduleLetter(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

/** The label of the child at `index` (0-based) under `parentLabel`, at nesting `depth` (0 = exhibit of a module). */
export function childLabel(parentLabel: string, depth: number, index: number): string {
  if (depth === 0) return `${parentLabel}-${index + 1}`;
  const part = depth % 2 === 1 ? moduleLetter(index).toLowerCase() : String(index + 1);
  return `${parentLabel}.${part}`;
}

/** Whether an exhibit goes into the packet: visible, and with documents, kept "to follow", or holding one that goes in. */
export function isInPacket(exhibit: LabelExhibit): boolean {
  if (!exhibit.visible) return false;
  return exhibit.hasDocuments || exhibit.packetToFollow || exhibit.subExhibits.some(isInPacket);
}

/**
 * Every exhibit in the packet by id → its label. Exhibits absent from the map are not in the packet (and
 * have no label: a number shown for them would not be the one filed).
 */
export function packetExhibitLabels(modules: readonly LabelModule[]): Map<string, string> {
  const labels = new Map<string, string>();
  const walk = (exhibits: readonly LabelExhibit[], parentLabel: string, depth: number) => {
    exhibits.filter(isInPacket).forEach((exhibit, index) => {
      const label = childLabel(parentLabel, depth, index);
      labels.set(exhibit.id, label);
      walk(exhibit.subExhibits, label, depth + 1);
    });
  };
  modules
    .filter((module) => module.visible && module.exhibits.some(isInPacket))
    .forEach((module, index) => walk(module.exhibits, moduleLetter(index), 0));
  return labels;
}

/**
 * Numbering a name may carry from elsewhere ("Exhibit 3-3: ", "Ex. B-2 – ", "Tab 4. ", a bare "Exhibit A"): the packet prints
 * its own label beside the title, so a second, different number must never print with it.
 */
const OWN_NUMBERING =
  /^\s*(?:exhibit\b|exh\b\.?|ex\.|tab\b)\s*(?:[a-z]{1,3}|[a-z]{0,3}\d+)(?:[-.][a-z0-9]+)*\s*(?:[:.)]|[-–—]\s|$)\s*/i;

function withoutNumbering(name: string | null | undefined): string {
  return (name ?? '').replace(OWN_NUMBERING, '').trim();
}

/**
 * The title printed beside an exhibit's label: the override name staff set for the packet, else the
 * exhibit's name (the one the workspace shows), each without any exhibit number of its own.
 */
export function exhibitTitle(exhibit: { name: string; compilerOverrideName?: string | null }): string {
  return withoutNumbering(exhibit.compilerOverrideName) || withoutNumbering(exhibit.name) || 'Untitled exhibit';
}
