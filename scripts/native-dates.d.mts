/** Types of scripts/native-dates.mjs for the test that imports it (apps/web/src/ui/native-dates.test.ts). */
export function nativeDateInputs(text: string): { line: number; kind: string }[];
export function findNativeDateInputs(): string[];
