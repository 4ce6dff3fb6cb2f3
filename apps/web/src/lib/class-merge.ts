/**
 * Merges Tailwind class lists the way tailwind-merge does (a later utility drops an earlier one it
 * conflicts with, variant by variant), for the utility families this app writes. It replaces
 * tailwind-merge in the customer's first load (issue 17: its default configuration is ~8 KiB of the
 * first page's gzipped JavaScript). `class-merge.test.ts` checks every pair of classes written anywhere in
 * `src` against tailwind-merge itself, so a class family added later that this table does not know fails
 * the test instead of silently keeping both classes.
 */

/** Groups whose presence drops other groups too (tailwind-merge's conflictingClassGroups). */
const SIDES = ['s', 'e', 't', 'r', 'b', 'l'];
const CONFLICTS: Record<string, readonly string[]> = {
  overflow: ['overflow-x', 'overflow-y'],
  inset: ['inset-x', 'inset-y', 'start', 'end', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['start', 'end', 'right', 'left'],
  'inset-y': ['top', 'bottom'],
  flex: ['basis', 'grow', 'shrink'],
  gap: ['gap-x', 'gap-y'],
  p: ['px', 'py', 'ps', 'pe', 'pt', 'pr', 'pb', 'pl'],
  px: ['ps', 'pe', 'pr', 'pl'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'ms', 'me', 'mt', 'mr', 'mb', 'ml'],
  mx: ['ms', 'me', 'mr', 'ml'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  'font-size': ['leading'],
  'line-clamp': ['display', 'overflow'],
  rounded: ['s', 'e', 't', 'r', 'b', 'l', 'ss', 'se', 'ee', 'es', 'tl', 'tr', 'br', 'bl'].map((side) => `rounded-${side}`),
  'rounded-s': ['rounded-ss', 'rounded-es'],
  'rounded-e': ['rounded-se', 'rounded-ee'],
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  'border-w': ['x', 'y', ...SIDES].map((side) => `border-w-${side}`),
  'border-w-x': ['s', 'e', 'r', 'l'].map((side) => `border-w-${side}`),
  'border-w-y': ['t', 'b'].map((side) => `border-w-${side}`),
  'border-color': ['x', 'y', ...SIDES].map((side) => `border-color-${side}`),
  'border-color-x': ['s', 'e', 'r', 'l'].map((side) => `border-color-${side}`),
  'border-color-y': ['t', 'b'].map((side) => `border-color-${side}`),
};

const KEYWORD_GROUPS: Record<string, string> = {};
const keywords = (group: string, words: string) => {
  for (const word of words.split(' ')) KEYWORD_GROUPS[word] = group;
};
keywords(
  'display',
  'block inline-block inline flex inline-flex table inline-table table-caption table-cell table-column table-column-group ' +
    'table-footer-group table-header-group table-row-group table-row flow-root grid inline-grid contents list-item hidden',
);
keywords('position', 'static fixed absolute relative sticky');
keywords('visibility', 'visible invisible collapse');
keywords('sr', 'sr-only not-sr-only');
keywords('font-style', 'italic not-italic');
keywords('text-decoration', 'underline overline line-through no-underline');
keywords('text-transform', 'uppercase lowercase capitalize normal-case');
keywords('text-overflow', 'truncate text-ellipsis text-clip');
keywords('text-alignment', 'text-left text-center text-right text-justify text-start text-end');
keywords(
  'vertical-align',
  'align-baseline align-top align-middle align-bottom align-text-top align-text-bottom align-sub align-super',
);
keywords('flex-direction', 'flex-row flex-row-reverse flex-col flex-col-reverse');
keywords('flex-wrap', 'flex-wrap flex-wrap-reverse flex-nowrap');
keywords('grow', 'grow');
keywords('shrink', 'shrink');
keywords('border-w', 'border');
keywords('border-style', 'border-solid border-dashed border-dotted border-double border-hidden border-none');
keywords('border-collapse', 'border-collapse border-separate');
keywords('outline-w', 'outline');
keywords('outline-style', 'outline-solid outline-dashed outline-dotted outline-double outline-none outline-hidden');
keywords('ring-w', 'ring');
keywords('ring-w-inset', 'ring-inset');
keywords('shadow', 'shadow');
keywords('rounded', 'rounded');
keywords('transition', 'transition');
keywords('filter', 'filter filter-none');
keywords('touch', 'touch-auto touch-none touch-manipulation');
keywords('list-style-position', 'list-inside list-outside');
keywords('object-fit', 'object-contain object-cover object-fill object-none object-scale-down');
keywords(
  'whitespace',
  'whitespace-normal whitespace-nowrap whitespace-pre whitespace-pre-line whitespace-pre-wrap whitespace-break-spaces',
);
keywords('break', 'break-normal break-words break-all break-keep');
keywords('table-layout', 'table-auto table-fixed');
keywords(
  'align-content',
  'content-normal content-center content-start content-end content-between content-around content-evenly content-baseline content-stretch',
);

const FONT_SIZES = /^text-(xs|sm|base|lg|xl|[2-9]xl)$/;
const FONT_WEIGHTS = /^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\d+|\[(number|weight):.+\])$/;
const ARBITRARY_LENGTH = /^\[(length:.+|-?[\d.]+(px|rem|em|%|vh|vw|ch)|calc\(.+\))\]$/;
const NUMBER = /^\d+$/;
/** What inset, top, right… accept: a spacing step, a fraction, auto, full, px or an arbitrary value. */
const INSET_VALUE = /^(\d+(\.\d+)?|\d+\/\d+|auto|full|px|\[.+\]|\(.+\))$/;
const insetGroup = (group: string) => (value: string) => (INSET_VALUE.test(value) ? group : undefined);

/** Prefix rules, most specific first: [prefix, group, or a function of the value after the prefix]. */
const PREFIX_RULES: readonly [string, string | ((value: string) => string | undefined)][] = [
  ...(['px', 'py', 'ps', 'pe', 'pt', 'pr', 'pb', 'pl', 'p'] as const).map((group) => [`${group}-`, group] as [string, string]),
  ...(['mx', 'my', 'ms', 'me', 'mt', 'mr', 'mb', 'ml', 'm'] as const).map((group) => [`${group}-`, group] as [string, string]),
  ['min-w-', 'min-w'],
  ['max-w-', 'max-w'],
  ['min-h-', 'min-h'],
  ['max-h-', 'max-h'],
  ['size-', 'size'],
  ['w-', 'w'],
  ['h-', 'h'],
  ['gap-x-', 'gap-x'],
  ['gap-y-', 'gap-y'],
  ['gap-', 'gap'],
  ['space-x-', (value) => (value === 'reverse' ? 'space-x-reverse' : 'space-x')],
  ['space-y-', (value) => (value === 'reverse' ? 'space-y-reverse' : 'space-y')],
  ['inset-x-', insetGroup('inset-x')],
  ['inset-y-', insetGroup('inset-y')],
  ['inset-', insetGroup('inset')],
  ['top-', insetGroup('top')],
  ['right-', insetGroup('right')],
  ['bottom-', insetGroup('bottom')],
  ['left-', insetGroup('left')],
  ['start-', insetGroup('start')],
  ['end-', insetGroup('end')],
  ['z-', 'z'],
  ['shrink-', 'shrink'],
  ['flex-', 'flex'],
  ['grid-cols-', 'grid-cols'],
  ['col-', 'col-start-end'],
  ['justify-items-', 'justify-items'],
  ['justify-self-', 'justify-self'],
  ['justify-', 'justify-content'],
  ['content-', (value) => (value === 'none' || /^[[(].+[\])]$/.test(value) ? 'content' : undefined)],
  ['items-', 'align-items'],
  // tailwind-merge's align-self values only: a word such as 'self-petitioner' in a string is no class.
  [
    'self-',
    (value) =>
      /^(auto|start|end|end-safe|center|center-safe|stretch|baseline|baseline-last)$/.test(value) ? 'align-self' : undefined,
  ],
  ['overflow-x-', 'overflow-x'],
  ['overflow-y-', 'overflow-y'],
  ['overflow-', 'overflow'],
  ['text-', (value) => (ARBITRARY_LENGTH.test(value) ? 'font-size' : 'text-color')],
  ['font-', 'font-family'],
  ['leading-', 'leading'],
  ['tracking-', 'tracking'],
  ['line-clamp-', 'line-clamp'],
  ['list-', 'list-style-type'],
  ['underline-offset-', 'underline-offset'],
  ['whitespace-', 'whitespace'],
  ['bg-', (value) => (/^(none|(linear|radial|conic|gradient)-.*)$/.test(value) ? 'bg-image' : 'bg-color')],
  [
    'rounded-',
    (value) => (/^(ss|se|ee|es|tl|tr|br|bl|s|e|t|r|b|l)(-|$)/.exec(value) ? `rounded-${value.split('-')[0]}` : 'rounded'),
  ],
  [
    'border-',
    (value) => {
      const side = /^(x|y|s|e|t|r|b|l)(?:-(.+))?$/.exec(value);
      if (side) {
        const [, edge, width] = side;
        return width === undefined || NUMBER.test(width) || ARBITRARY_LENGTH.test(width)
          ? `border-w-${edge}`
          : `border-color-${edge}`;
      }
      return NUMBER.test(value) || ARBITRARY_LENGTH.test(value) ? 'border-w' : 'border-color';
    },
  ],
  ['divide-x', (value) => (value === '-reverse' ? 'divide-x-reverse' : 'divide-x')],
  ['divide-y', (value) => (value === '-reverse' ? 'divide-y-reverse' : 'divide-y')],
  ['divide-', (value) => (/^(solid|dashed|dotted|double|hidden|none)$/.test(value) ? 'divide-style' : 'divide-color')],
  ['outline-', (value) => (NUMBER.test(value) || ARBITRARY_LENGTH.test(value) ? 'outline-w' : 'outline-color')],
  ['ring-offset-', (value) => (NUMBER.test(value) || ARBITRARY_LENGTH.test(value) ? 'ring-offset-w' : 'ring-offset-color')],
  ['ring-', (value) => (NUMBER.test(value) || ARBITRARY_LENGTH.test(value) ? 'ring-w' : 'ring-color')],
  ['shadow-', (value) => (/^(2xs|xs|sm|md|lg|xl|2xl|none|inner)$/.test(value) ? 'shadow' : 'shadow-color')],
  ['opacity-', 'opacity'],
  ['cursor-', 'cursor'],
  ['pointer-events-', 'pointer-events'],
  ['select-', 'select'],
  ['transition-', 'transition'],
  ['animate-', 'animate'],
  ['fill-', 'fill'],
  ['accent-', 'accent'],
  ['translate-x-', 'translate-x'],
  ['translate-y-', 'translate-y'],
  ['aspect-', 'aspect'],
];

/** The conflict group of a utility (no variants, no `!`, no leading `-`), or undefined for a class it does not know. */
export function utilityGroup(utility: string): string | undefined {
  const keyword = KEYWORD_GROUPS[utility];
  if (keyword) return keyword;
  if (FONT_SIZES.test(utility)) return 'font-size';
  if (FONT_WEIGHTS.test(utility)) return 'font-weight';
  for (const [prefix, group] of PREFIX_RULES) {
    if (!utility.startsWith(prefix)) continue;
    const value = utility.slice(prefix.length);
    return typeof group === 'string' ? group : group(value);
  }
  return undefined;
}

/** Variants that apply in the order written (pseudo-elements and the like); others are order-free. */
const ORDER_SENSITIVE = new Set([
  '*',
  '**',
  'after',
  'backdrop',
  'before',
  'details-content',
  'file',
  'first-letter',
  'first-line',
  'marker',
  'placeholder',
  'selection',
]);

/** `hover:focus:` and `focus:hover:` are the same variant; arbitrary and order-sensitive ones keep their place. */
function variantKey(modifiers: string[]): string {
  const sorted: string[] = [];
  let run: string[] = [];
  for (const modifier of modifiers) {
    if (modifier.startsWith('[') || ORDER_SENSITIVE.has(modifier)) {
      sorted.push(...run.sort(), modifier);
      run = [];
    } else {
      run.push(modifier);
    }
  }
  sorted.push(...run.sort());
  return sorted.join(':');
}

interface ParsedClass {
  modifiers: string[];
  important: boolean;
  utility: string;
  /** Where a `/…` postfix (opacity, line height, fraction) starts in `utility`, outside brackets; -1 if none. */
  postfixAt: number;
}

function parseClass(className: string): ParsedClass {
  const modifiers: string[] = [];
  let depth = 0;
  let start = 0;
  let postfixAt = -1;
  for (let index = 0; index < className.length; index++) {
    const char = className[index];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (depth === 0 && char === ':') {
      modifiers.push(className.slice(start, index));
      start = index + 1;
      postfixAt = -1;
    } else if (depth === 0 && char === '/') postfixAt = index;
  }
  let utility = className.slice(start);
  let offset = start;
  let important = false;
  if (utility.startsWith('!')) {
    important = true;
    utility = utility.slice(1);
    offset += 1;
  } else if (utility.endsWith('!')) {
    important = true;
    utility = utility.slice(0, -1);
  }
  if (utility.startsWith('-') && utility.length > 1) {
    utility = utility.slice(1);
    offset += 1;
  }
  return { modifiers, important, utility, postfixAt: postfixAt >= 0 ? postfixAt - offset : -1 };
}

/**
 * Merged lists by their input. A page renders the same few hundred class lists over and over (every row, badge
 * and button), and merging one costs far more than a lookup: on a phone this was ~100 ms of a documents page's
 * start (issue 35). Bounded: when full it starts again rather than grow without limit.
 */
const mergedLists = new Map<string, string>();
const MERGED_LISTS_LIMIT = 1_000;

/** One class list, later conflicting utilities winning; unknown classes are all kept. */
export function mergeClasses(classList: string): string {
  const known = mergedLists.get(classList);
  if (known !== undefined) return known;
  const merged = mergeClassList(classList);
  if (mergedLists.size >= MERGED_LISTS_LIMIT) mergedLists.clear();
  mergedLists.set(classList, merged);
  return merged;
}

function mergeClassList(classList: string): string {
  const classes = classList.trim().split(/\s+/);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let index = classes.length - 1; index >= 0; index--) {
    const className = classes[index];
    if (!className) continue;
    const { modifiers, important, utility, postfixAt } = parseClass(className);
    let group = utilityGroup(postfixAt > 0 ? utility.slice(0, postfixAt) : utility);
    let withPostfix = postfixAt > 0;
    if (!group && withPostfix) {
      group = utilityGroup(utility);
      withPostfix = false;
    }
    if (!group) {
      kept.push(className);
      continue;
    }
    const variant = variantKey(modifiers) + (important ? '!' : '');
    const id = `${variant}|${group}`;
    if (taken.has(id)) continue;
    taken.add(id);
    for (const other of CONFLICTS[group] ?? []) taken.add(`${variant}|${other}`);
    // A postfix on a font size (text-sm/6) sets the line height as well.
    if (withPostfix && group === 'font-size') taken.add(`${variant}|leading`);
    kept.push(className);
  }
  return kept.reverse().join(' ');
}
