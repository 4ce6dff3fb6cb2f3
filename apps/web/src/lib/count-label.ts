/**
 * "1 file", "2 files", "0 files": a count with its noun in the right number, for the admin tools' English
 * text (customer screens say counts through their translated plural messages instead).
 */
export function countLabel(count: number, one: string, other: string): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : other}`;
}
