// Pieces of layout the sign-up pages share.
import styled from 'styled-components';
import { tokens } from '../../../design-system';

export const Heading = styled.h1`
  margin: 0 0 ${tokens.space.sm};
  font-size: ${tokens.font.size.xl};
  text-align: center;
`;

export const Lead = styled.p`
  margin: 0 0 ${tokens.space.lg};
  color: ${tokens.color.text.secondary};
  text-align: center;
  overflow-wrap: anywhere;
`;

/** 'to continue to {serviceName}' under the heading of an OAuth flow's step (SPEC §2.1). */
export const ServiceLine = styled.p`
  margin: 0 0 ${tokens.space.sm};
  color: ${tokens.color.text.secondary};
  text-align: center;
  overflow-wrap: anywhere;
`;

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.md};
  p {
    margin: 0;
  }
`;

export const Centered = styled.div`
  display: flex;
  justify-content: center;
`;

/** A row for a link-styled button, at least 24px high so it is easy to hit (WCAG 2.5.8). */
export const LinkRow = styled.div`
  display: flex;
  justify-content: center;
  > button {
    min-block-size: 24px;
  }
`;
