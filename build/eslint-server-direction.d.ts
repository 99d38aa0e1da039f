import type { Rule } from 'eslint';

export function isTestSupport(file: string): boolean;
export const serverImportDirection: Rule.RuleModule;
