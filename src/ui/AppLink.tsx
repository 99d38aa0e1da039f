import { useRouter } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

function isExternal(href: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('//');
}

/**
 * A link to an address that comes as text (menus, banners, footers): in-app addresses navigate
 * without a page load and preload on intent; external ones open normally.
 */
export function AppLink({
  href,
  onClick,
  onMouseEnter,
  onFocus,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const router = useRouter();
  const external = isExternal(href);
  const preload = () => {
    if (!external) router.preloadRoute({ to: '.', href }).catch(() => undefined);
  };
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      external ||
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey ||
      rest.target === '_blank'
    ) {
      return;
    }
    event.preventDefault();
    void router.navigate({ href });
  };
  return (
    <a
      href={href}
      onClick={handleClick}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        preload();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        preload();
      }}
      rel={external ? 'noopener' : undefined}
      {...rest}
    />
  );
}
