/** Types of scripts/unnamed-dialogs.mjs for the test that imports it (apps/web/src/ui/unnamed-dialogs.test.ts). */
export function unnamedDialogs(text: string): { line: number; role: string }[];
export function findUnnamedDialogs(): string[];
