// A link to another step of a flow, followed inside the app.
import type { MouseEvent, ReactNode } from 'react';

export interface FlowLinkProps {
  id: string;
  href: string;
  /** Follows the link inside the app (no page load); a plain link without it. */
  onNavigate?: (href: string) => void;
  children: ReactNode;
}

/** A modified click (new tab, new window) stays the browser's. */
export function FlowLink({ id, href, onNavigate, children }: FlowLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(href);
  };
  return (
    <a id={id} href={href} onClick={onClick}>
      {children}
    </a>
  );
}
