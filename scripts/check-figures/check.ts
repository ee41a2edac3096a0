// What each part of npm run check:figures answers: what it counted, and every stored figure that differs
// from its recount (index.ts runs the parts and prints).
import type { Firestore } from 'firebase-admin/firestore';

export interface FigureDifference {
  /** The document holding the figures, e.g. products/serum. */
  path: string;
  /** What a person knows it by (a product's title). */
  title: string;
  stored: string;
  counted: string;
}

export interface CheckResult {
  /** What was counted, e.g. "12 products, 34 reviews". */
  counted: string;
  differences: FigureDifference[];
}

export interface FiguresCheck {
  name: string;
  run: (db: Firestore) => Promise<CheckResult>;
}

export const describeDifference = ({ path, title, stored, counted }: FigureDifference): string =>
  `${path} "${title}"\n  stored:  ${stored}\n  counted: ${counted}`;

/** Runs every check in turn; answers the lines to print and whether every figure matched. */
export const checkFigures = async (
  db: Firestore,
  checks: readonly FiguresCheck[],
): Promise<{ ok: boolean; lines: string[] }> => {
  const results = [];
  for (const check of checks) results.push({ name: check.name, ...(await check.run(db)) });
  const differences = results.flatMap((result) =>
    result.differences.map((difference) => `[${result.name}] ${describeDifference(difference)}`),
  );
  const counted = results.map((result) => result.counted).join('; ');
  if (!differences.length) return { ok: true, lines: [`All figures match (${counted})`] };
  const summary = `${differences.length} ${differences.length === 1 ? 'document differs' : 'documents differ'} (${counted})`;
  return { ok: false, lines: [...differences, summary] };
};
