export type BuildPart = 'app' | 'server' | 'admin';
export const BUILD_INPUTS: Record<BuildPart, string[]>;
export const BUILD_RECORDS: Record<BuildPart, string>;
export function buildFiles(root: string, part: BuildPart): string[];
export function sourceDigest(root: string, part: BuildPart): string | null;
export function builtDigest(root: string, part: BuildPart): string | null;
