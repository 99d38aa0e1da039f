import type { Rule } from 'eslint';

export const APP_FIRST_SEGMENTS: string[];
export const appLinks: Rule.RuleModule;
