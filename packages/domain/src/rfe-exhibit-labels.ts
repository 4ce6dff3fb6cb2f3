import { childLabel, isInPacket, moduleLetter, type LabelExhibit } from './exhibit-labels.ts';

/**
 * Exhibit labels of an RFE response packet (issue 31): the response CONTINUES the filed packet's numbering, so the
 * officer reads one sequence across both. Exhibits filed with the petition keep the label they were filed under
 * (read from the filed packet's record, compiled_petition_sources); every exhibit now in the packet that was not
 * filed is new, and numbered after the last filed one of its place:
 * - a new exhibit of a criterion (module) that had exhibits filed continues that criterion: filed B-1…B-3 → B-4;
 * - a new sub-exhibit of a filed exhibit continues its sub-exhibits: filed B-2.a → B-2.b;
 * - a criterion with no exhibit filed takes the letter after the last filed letter: filed A…C → D-1.
 * Nothing filed is ever renumbered, and no new exhibit can take a filed label.
 */

export interface ContinuedLabelModule {
  id: string;
  visible: boolean;
  exhibits: readonly LabelExhibit[];
}

/** The index (0-based) a label's last part stands for: "B-3" → 2, "B-3.b" → 1, "B" → the letter's index. */
function lastPartIndex(label: string): number {
  const part = label.split(/[-.]/).at(-1) ?? '';
  if (/^\d+$/.test(part)) return Number(part) - 1;
  let n = 0;
  for (const char of part.toUpperCase()) n = n * 26 + (char.charCodeAt(0) - 64);
  return n - 1;
}

/**
 * Labels of the new exhibits (id → label), given the filed exhibits' labels (id → label). Filed exhibits are not
 * in the answer: the response cites them by their filed label.
 */
export function continuedExhibitLabels(
  modules: readonly ContinuedLabelModule[],
  filedLabels: ReadonlyMap<string, string>,
): Map<string, string> {
  const labels = new Map<string, string>();
  const filedLetters = [...filedLabels.values()].map((label) => label.split('-')[0]!).filter((letter) => /^[A-Z]+$/.test(letter));
  let nextLetter = filedLetters.length === 0 ? 0 : Math.max(...filedLetters.map((letter) => lastPartIndex(letter))) + 1;

  /** Next index after the filed children of `parentLabel` among `exhibits`. */
  const nextAfterFiled = (exhibits: readonly LabelExhibit[]) =>
    Math.max(-1, ...exhibits.flatMap((e) => (filedLabels.has(e.id) ? [lastPartIndex(filedLabels.get(e.id)!)] : []))) + 1;

  const walk = (exhibits: readonly LabelExhibit[], parentLabel: string, depth: number) => {
    let next = nextAfterFiled(exhibits);
    for (const exhibit of exhibits) {
      const filed = filedLabels.get(exhibit.id);
      if (filed) {
        walk(exhibit.subExhibits, filed, depth + 1);
        continue;
      }
      if (!isInPacket(exhibit)) continue;
      const label = childLabel(parentLabel, depth, next);
      next += 1;
      labels.set(exhibit.id, label);
      // Everything under a new exhibit is new: numbered from the start.
      walkNew(exhibit.subExhibits, label, depth + 1);
    }
  };
  const walkNew = (exhibits: readonly LabelExhibit[], parentLabel: string, depth: number) => {
    exhibits.filter(isInPacket).forEach((exhibit, index) => {
      const label = childLabel(parentLabel, depth, index);
      labels.set(exhibit.id, label);
      walkNew(exhibit.subExhibits, label, depth + 1);
    });
  };

  for (const module of modules) {
    if (!module.visible) continue;
    const filedTop = module.exhibits.find((e) => filedLabels.has(e.id));
    if (filedTop) {
      walk(module.exhibits, filedLabels.get(filedTop.id)!.split('-')[0]!, 0);
    } else if (module.exhibits.some(isInPacket)) {
      walk(module.exhibits, moduleLetter(nextLetter), 0);
      nextLetter += 1;
    }
  }
  return labels;
}
