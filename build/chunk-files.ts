import type { OutputBundle } from 'rolldown';

/**
 * The files a browser loads with these chunks: each chunk, the chunks it imports statically (and
 * theirs), and their stylesheets. `into` gathers them, in the order found.
 */
export function filesLoadedWith(
  bundle: OutputBundle,
  fileNames: Iterable<string>,
  into = new Set<string>(),
): Set<string> {
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (!chunk || chunk.type !== 'chunk' || into.has(fileName)) return;
    into.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
    for (const imported of chunk.imports) visit(imported);
  };
  for (const fileName of fileNames) visit(fileName);
  return into;
}
