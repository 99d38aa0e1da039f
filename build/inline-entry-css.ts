import type { Plugin } from 'vite';

/**
 * The stylesheets of the entry chunk and the chunks it imports travel inside index.html: the
 * first paint then waits for the document alone instead of two more requests. Each file's link
 * stays, disabled, so the browser does not fetch it while Vite's loader for lazy chunks, which
 * lists the stylesheets already on the page by their links, does not add it again.
 */
export function inlineEntryCss(): Plugin {
  const inlined = new Set<string>();
  return {
    name: 'shop:inline-entry-css',
    apply: 'build',
    generateBundle(_options, bundle) {
      inlined.clear();
      const visited = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (chunk?.type !== 'chunk' || visited.has(fileName)) return;
        visited.add(fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) inlined.add(css);
        for (const imported of chunk.imports) visit(imported);
      };
      for (const [fileName, output] of Object.entries(bundle))
        if (output.type === 'chunk' && output.isEntry) visit(fileName);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (tag, fileName: string) => {
            const asset = bundle[fileName];
            if (!inlined.has(fileName) || asset?.type !== 'asset') return tag;
            const css = String(asset.source).trim();
            if (css.includes('</style')) return tag;
            return `<style>${css}</style><link rel="stylesheet" href="/${fileName}" disabled>`;
          },
        );
      },
    },
  };
}
