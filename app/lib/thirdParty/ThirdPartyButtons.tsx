// 'Continue with …' buttons for the third-party providers the configuration
// turns on, under the page's own form.
import { useLocalization } from '@fluent/react';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { Button, ButtonGroup, tokens } from '../../../design-system';
import type { ThirdPartyProvider } from './start';

export interface ThirdPartyButtonsProps {
  providers: readonly ThirdPartyProvider[];
  onContinue: (provider: ThirdPartyProvider) => void;
  /** The provider being left for, whose button shows it is busy. */
  leavingFor?: ThirdPartyProvider;
}

const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: ${tokens.space.sm};
  margin: 0;
  color: ${tokens.color.text.secondary};
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-block-start: 1px solid currentColor;
  }
`;

export function ThirdPartyButtons({ providers, onContinue, leavingFor }: ThirdPartyButtonsProps) {
  const { l10n } = useLocalization();
  if (providers.length === 0) return null;
  // The buttons submit a form of their own: a press made before the app has taken over the page the
  // server drew is held by the page's head script and sent again once it has (see lib/ssr/heldSubmit),
  // where a plain button's press would be lost.
  const continueWith = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const provider = providers.find((each) => submitter?.id === `third-party-${each}`);
    if (provider && leavingFor === undefined) onContinue(provider);
  };
  return (
    <form id="third-party-form" onSubmit={continueWith}>
      <ButtonGroup align="stack" spaced role="group" aria-labelledby="third-party-or">
        <Divider id="third-party-or">{l10n.getString('third-party-or')}</Divider>
        {providers.map((provider) => (
          <Button
            key={provider}
            id={`third-party-${provider}`}
            type="submit"
            variant="secondary"
            fullWidth
            isPending={leavingFor === provider}
            isDisabled={leavingFor !== undefined && leavingFor !== provider}
          >
            {l10n.getString(`third-party-continue-${provider}`)}
          </Button>
        ))}
      </ButtonGroup>
    </form>
  );
}
