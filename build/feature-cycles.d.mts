export function featureGraph(srcDir: string): Map<string, Set<string>>;
export function moduleGraph(serverDir: string): Map<string, Set<string>>;
export function cyclesOf(graph: Map<string, Set<string>>): string[][];
