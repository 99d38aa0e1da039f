/** A section of a long document, for its table of contents. */
export interface TocEntry {
  id: string;
  title: string;
}

export interface ShapedDocument {
  html: string;
  toc: TocEntry[];
}

const isHeading = (node: Element, tags: string[]) => tags.includes(node.tagName);

/**
 * Gives each section heading (h2) an anchor for the table of contents and, for a page of
 * questions, folds each question (h3) and its answer into a details element. The HTML is
 * already clean; this only moves its elements around.
 */
export function shapeDocument(html: string, { questions }: { questions: boolean }): ShapedDocument {
  const template = document.createElement('template');
  template.innerHTML = html;
  const root = template.content;
  const toc: TocEntry[] = [];
  root.querySelectorAll('h2').forEach((heading, i) => {
    heading.id = `section-${i + 1}`;
    toc.push({ id: heading.id, title: heading.textContent?.trim() ?? '' });
  });
  if (questions) {
    for (const question of Array.from(root.children).filter((n) => n.tagName === 'H3')) {
      const details = document.createElement('details');
      const summary = document.createElement('summary');
      const answer = document.createElement('div');
      question.replaceWith(details);
      summary.append(question);
      details.append(summary, answer);
      while (details.nextElementSibling && !isHeading(details.nextElementSibling, ['H2', 'H3'])) {
        answer.append(details.nextElementSibling);
      }
    }
  }
  const out = document.createElement('div');
  out.append(root);
  return { html: out.innerHTML, toc };
}

/** An address inside the shop that the router can open without reloading the page. */
export function inAppHref(anchor: HTMLAnchorElement): string | null {
  const href = anchor.getAttribute('href') ?? '';
  if (!href.startsWith('/') || href.startsWith('//') || anchor.target === '_blank') return null;
  return href;
}
