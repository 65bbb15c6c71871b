import { Fragment } from 'react';
import styled from 'styled-components';

export interface EmailAddressProps {
  /** The address, as typed. */
  children: string;
  id?: string;
}

/** A part of an address: never broken, unless it is longer than a line on its own. */
const Part = styled.span`
  display: inline-block;
  max-inline-size: 100%;
  overflow-wrap: anywhere;
`;

/**
 * An email address that a narrow line may break before its '@' and before
 * each dot, never inside a word nor after a hyphen (a part longer than the
 * line still breaks rather than overflow). It reads left to right in every
 * language: isolated, its parts keep their order on a right-to-left page.
 */
export function EmailAddress({ children: address, id }: EmailAddressProps) {
  return (
    <bdi id={id} dir="ltr" data-breakable="">
      {address.split(/(?=[@.])/).map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          <Part>{part}</Part>
        </Fragment>
      ))}
    </bdi>
  );
}
