import { clsx, type ClassValue } from 'clsx';
import { mergeClasses } from './class-merge.ts';

/** Joins class names; later Tailwind utilities win over earlier conflicting ones (as tailwind-merge does). */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
