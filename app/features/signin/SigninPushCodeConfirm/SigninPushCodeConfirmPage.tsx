// /signin_push_code_confirm: opened on one of the account's devices from a
// sign-in notification. It shows what the notification says of the sign-in
// (device, place, address) and how to confirm it: with the code emailed to
// the account, entered on the device that is signing in. Pure.
import { useLocalization } from '@fluent/react';
import { Fragment } from 'react';
import styled from 'styled-components';
import { BellIllustration, tokens } from '../../../../design-system';
import { FlowCard, FlowLink, Text } from '../../../lib/flow';

export interface PushSigninDetails {
  device?: string;
  location?: string;
  ipAddress?: string;
}

export interface SigninPushCodeConfirmPageProps {
  details: PushSigninDetails;
  /** Where to secure the account when the sign-in is not the person's. */
  secureHref: string;
  onNavigate?: (href: string) => void;
}

const Details = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${tokens.space.xs} ${tokens.space.md};
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export function SigninPushCodeConfirmPage({ details, secureHref, onNavigate }: SigninPushCodeConfirmPageProps) {
  const { l10n } = useLocalization();
  const rows = (
    [
      ['device', details.device],
      ['location', details.location],
      ['ip', details.ipAddress],
    ] as const
  ).filter((row): row is readonly ['device' | 'location' | 'ip', string] => Boolean(row[1]));
  return (
    <FlowCard heading={l10n.getString('signin-push-confirm-heading')} picture={<BellIllustration decorative />}>
      {rows.length > 0 && (
        <Details id="signin-push-confirm-details">
          {rows.map(([name, value]) => (
            <Fragment key={name}>
              <dt>{l10n.getString(`signin-push-confirm-${name}`)}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </Details>
      )}
      <Text id="signin-push-confirm-how">{l10n.getString('signin-push-confirm-how')}</Text>
      <FlowLink id="signin-push-confirm-secure" href={secureHref} {...(onNavigate ? { onNavigate } : {})}>
        {l10n.getString('signin-push-confirm-not-you')}
      </FlowLink>
    </FlowCard>
  );
}
