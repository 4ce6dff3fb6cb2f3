import { dateUnder, datesIn, isLabelOnly, isPrintedLabel, untilNextLabel } from './receipt-notice-header.ts';

/**
 * An approval notice's validity box (I-797, I-797A/B for an I-129): the period USCIS approved, printed "Valid from
 * 10/15/2026 to 10/14/2029" on one line, or as a "Validity Dates" box with "10/15/2026 - 10/14/2029" under it in a
 * row of labels (one label a line in OCR of a photo). Read the same careful way as the header's other boxes
 * (receipt-notice-header.ts), since the notice's sentences hold other periods and dates ("must be filed by …").
 */

/** The validity box's labels as notices print them ("Valid from", "Validity Dates", "VALIDITY:"). */
const VALIDITY_LABEL = /\b(?:validity\s+dates?|validity|valid\s+from)\b/gi;

export interface NoticeValidity {
  /** YYYY-MM-DD */
  validFrom: string | null;
  /** YYYY-MM-DD */
  validTo: string | null;
}

/** Both dates of a period, or none: half a period, or one that ends before it starts, is a misreading. */
function period(from: string | null | undefined, to: string | null | undefined): NoticeValidity | null {
  return from && to && to > from ? { validFrom: from, validTo: to } : null;
}

/**
 * The approved period printed in the notice's validity box. Only a printed label counts (isPrintedLabel: not "the
 * petition is valid from …" in a sentence), and its dates are the period right after it on its line ("Valid from
 * 10/15/2026 to 10/14/2029", "VALIDITY DATES: 10/15/2026 - 10/14/2029") or the two under it in a row of labels
 * (dateUnder). The first box with a whole period wins; none (a receipt notice, an RFE) is both null.
 */
export function headerValidity(lines: readonly string[]): NoticeValidity {
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    for (const match of line.matchAll(VALIDITY_LABEL)) {
      if (!isPrintedLabel(line, match)) continue;
      const after = line.slice(match.index + match[0].length);
      const sameLine = untilNextLabel(after.replace(/^[\s:]+/, ''), true).trim();
      if (sameLine) {
        // The period must start the box's text, its end joined to it ("to", "-"): never dates further along.
        const [start, end] = datesIn(sameLine);
        const found = start?.column === 0 && end?.joined ? period(start.iso, end.iso) : null;
        if (found) return found;
        continue;
      }
      if (!isLabelOnly(line)) continue;
      const found = period(dateUnder(lines, index, match.index, 0), dateUnder(lines, index, match.index, 1));
      if (found) return found;
    }
  }
  return { validFrom: null, validTo: null };
}
