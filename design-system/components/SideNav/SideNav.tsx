import { useId, useState } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../../tokens';
import { Button } from '../Button';

export interface SideNavItem {
  id: string;
  href: string;
  label: ReactNode;
  /** 'page' when the page shown is this item's own page, 'location' when it is a part of the page shown. */
  current?: 'page' | 'location';
}

export interface SideNavProps {
  /** The navigation landmark's name. */
  label: string;
  /** The text of the button that opens the navigation on a narrow frame. */
  toggleLabel: ReactNode;
  /** The toggle button's id, for tests. */
  toggleId?: string;
  items: readonly SideNavItem[];
  /**
   * Called on a click of an item (after the narrow menu closes): a page that follows links
   * without a page load calls preventDefault on a plain click.
   */
  onItemClick?: (event: MouseEvent<HTMLAnchorElement>, href: string) => void;
  /** What stands under the navigation (a sign-out button). */
  after?: ReactNode;
  /** The page beside the navigation. */
  children: ReactNode;
}

const NARROW = '(max-width: 640px)';

const Root = styled.div`
  container-type: inline-size;
`;

const Columns = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${tokens.space.lg};
  @container ${NARROW} {
    flex-direction: column;
    gap: ${tokens.space.md};
  }
`;

const Side = styled.div`
  flex: 0 0 240px;
  position: sticky;
  inset-block-start: ${tokens.space.md};
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.md};
  @container ${NARROW} {
    position: static;
    flex-basis: auto;
    inline-size: 100%;
  }
`;

const Toggle = styled.div`
  display: none;
  @container ${NARROW} {
    display: block;
  }
`;

const Nav = styled.nav<{ $open: boolean }>`
  padding: ${tokens.space.sm};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.background.surface};
  box-shadow: 0 2px 12px rgba(21, 20, 26, 0.12);
  @media (forced-colors: active) {
    border: 1px solid CanvasText;
  }
  @container ${NARROW} {
    display: ${({ $open }) => ($open ? 'block' : 'none')};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: flex;
    align-items: center;
    min-block-size: 40px;
    padding-inline: ${tokens.space.md};
    border-radius: ${tokens.radius.md};
    color: ${tokens.color.text.primary};
    text-decoration: none;
  }
  a:hover {
    background: ${tokens.color.background.secondary};
  }
  a:focus-visible {
    outline: 2px solid ${tokens.color.focus};
    outline-offset: 2px;
  }
  a[aria-current] {
    font-weight: ${tokens.font.weight.bold};
    background: ${tokens.color.background.info};
    box-shadow: inset 4px 0 0 ${tokens.color.border.info};
  }
  [dir='rtl'] & a[aria-current] {
    box-shadow: inset -4px 0 0 ${tokens.color.border.info};
  }
  @media (forced-colors: active) {
    a[aria-current] {
      outline: 2px solid Highlight;
    }
  }
`;

const Content = styled.div`
  flex: 1 1 0;
  min-inline-size: 0;
  inline-size: 100%;
`;

/**
 * A wide page's navigation beside its content: a landmark of links to the
 * parts of one area (the settings' sections), the current one marked, with
 * what belongs under it (sign out). On a narrow frame the links fold behind a
 * menu button and the content follows under it.
 */
export function SideNav({ label, toggleLabel, toggleId, items, onItemClick, after, children }: SideNavProps) {
  const [open, setOpen] = useState(false);
  const navId = useId();
  return (
    <Root>
      <Columns>
        <Side>
          <Toggle>
            <Button id={toggleId} variant="secondary" aria-expanded={open} aria-controls={navId} onPress={() => setOpen(!open)} fullWidth>
              {toggleLabel}
            </Button>
          </Toggle>
          <Nav id={navId} $open={open} aria-label={label}>
            <ul>
              {items.map((item) => (
                <li key={item.id}>
                  <a
                    id={item.id}
                    href={item.href}
                    aria-current={item.current}
                    onClick={(event) => {
                      setOpen(false);
                      onItemClick?.(event, item.href);
                    }}
                  >
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </Nav>
          {after}
        </Side>
        <Content>{children}</Content>
      </Columns>
    </Root>
  );
}
