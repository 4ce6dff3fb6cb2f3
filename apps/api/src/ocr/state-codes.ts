/**
 * Three-letter codes ICAO 9303 (part 3) allows for issuing states and
 * nationalities, including D (Germany), the UN and refugee codes, and UTO
 * (the specimens' Utopia). Taken from the `mrz` package's list
 * (lib/generated/states.js), which its package exports do not expose.
 */
const CODES = [
  'AFG ALB DZA ASM AND AGO AIA ATA ATG ARG ARM ABW AUS AUT AZE BHS',
  'BHR BGD BRB BLR BEL BLZ BEN BMU BTN BOL BES BIH BWA BVT BRA IOT',
  'BRN BGR BFA BDI CPV KHM CMR CAN CYM CAF TCD CHL CHN CXR CCK COL',
  'COM COD COG COK CRI HRV CUB CUW CYP CZE CIV DNK DJI DMA DOM ECU',
  'EGY SLV GNQ ERI EST SWZ ETH FLK FRO FJI FIN FRA GUF PYF ATF GAB',
  'GMB GEO DEU GHA GIB GRC GRL GRD GLP GUM GTM GGY GIN GNB GUY HTI',
  'HMD VAT HND HKG HUN ISL IND IDN IRN IRQ IRL IMN ISR ITA JAM JPN',
  'JEY JOR KAZ KEN KIR PRK KOR KWT KGZ LAO LVA LBN LSO LBR LBY LIE',
  'LTU LUX MAC MDG MWI MYS MDV MLI MLT MHL MTQ MRT MUS MYT MEX FSM',
  'MDA MCO MNG MNE MSR MAR MOZ MMR NAM NRU NPL NLD NCL NZL NIC NER',
  'NGA NIU NFK MKD MNP NOR OMN PAK PLW PSE PAN PNG PRY PER PHL PCN',
  'POL PRT PRI QAT ROU RUS RWA REU BLM SHN KNA LCA MAF SPM VCT WSM',
  'SMR STP SAU SEN SRB SYC SLE SGP SXM SVK SVN SLB SOM ZAF SGS SSD',
  'ESP LKA SDN SUR SJM SWE CHE SYR TWN TJK TZA THA TLS TGO TKL TON',
  'TTO TUN TUR TKM TCA TUV UGA UKR ARE GBR UMI USA URY UZB VUT VEN',
  'VNM VGB VIR WLF ESH YEM ZMB ZWE ALA GBD GBN GBO GBS GBP RKS D',
  'XXK EUE UNO UNA UNK XBA XIM XCC XCE XCO XEC XPO XES XOM XDC XXA',
  'XXB XXC XXX ANT NTZ',
  'UTO',
].join(' ');

export const ICAO_STATE_CODES: ReadonlySet<string> = new Set(CODES.split(' '));

/** Letters OCR confuses in OCR-B capitals, tried when a code is not a known one. */
const LETTER_LOOKALIKES: Record<string, string[]> = {
  H: ['W', 'M', 'N'],
  W: ['H', 'M'],
  M: ['H', 'N', 'W'],
  N: ['H', 'M'],
  O: ['D', 'Q'],
  D: ['O'],
  Q: ['O'],
  C: ['G'],
  G: ['C'],
  E: ['F'],
  F: ['E'],
  I: ['T', 'L'],
  K: ['X'],
  U: ['V'],
  V: ['U'],
};

/**
 * A state code as read, or the one known code a single look-alike letter
 * away when the read one is unknown ('THN' → 'TWN'). Answers `known: false`
 * when neither settles it.
 */
export function settleStateCode(code: string): { code: string; known: boolean } {
  const bare = code.replace(/<+$/, '');
  if (ICAO_STATE_CODES.has(bare)) return { code, known: true };
  const found = new Set<string>();
  for (let i = 0; i < code.length; i += 1) {
    for (const alt of LETTER_LOOKALIKES[code[i]!] ?? []) {
      const variant = code.slice(0, i) + alt + code.slice(i + 1);
      if (ICAO_STATE_CODES.has(variant.replace(/<+$/, ''))) found.add(variant);
    }
  }
  return found.size === 1 ? { code: [...found][0]!, known: true } : { code, known: false };
}
