// /post_verify/third_party_auth/set_password: an account made through a
// third-party sign-in has no password, and sync encrypts with one: it is
// created here, with the choice of what to sync (SPEC §2.2, §3.12). Pure.
import { useLocalization } from '@fluent/react';
import styled from 'styled-components';
import { Button, Checkbox, Form, tokens } from '../../../../design-system';
import { ErrorBanner, FlowCard, NewPasswordFields, Stack } from '../../../lib/flow';
import type { NewPasswordErrors, NewPasswordValues, ShownError } from '../../../lib/flow';

/** The engines offered by default (SPEC §3.12), in the order they are listed. */
export const OFFERED_ENGINES = ['bookmarks', 'history', 'passwords', 'addons', 'tabs', 'prefs'] as const;
export type SyncEngine = (typeof OFFERED_ENGINES)[number];

export interface SetPasswordPageProps {
  email: string;
  values: NewPasswordValues;
  onChange: (values: NewPasswordValues) => void;
  errors?: NewPasswordErrors;
  /** Each offered engine and whether it is chosen. */
  engines: Readonly<Record<SyncEngine, boolean>>;
  onEngineChange: (engine: SyncEngine, selected: boolean) => void;
  bannerError?: ShownError;
  busy?: boolean;
  onSubmit: () => void;
}

const Engines = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  legend {
    font-weight: 600;
    margin-block-end: ${tokens.space.sm};
  }
`;

export function SetPasswordPage({ email, values, onChange, errors, engines, onEngineChange, bannerError, busy = false, onSubmit }: SetPasswordPageProps) {
  const { l10n } = useLocalization();
  return (
    <FlowCard heading={l10n.getString('third-party-set-password-heading')} lead={l10n.getString('third-party-set-password-lead', { email })}>
      <ErrorBanner error={bannerError} />
      <Form onSubmit={() => onSubmit()}>
        <Stack>
          <NewPasswordFields
            id="third-party-set-password"
            labels={{ password: l10n.getString('third-party-set-password-new'), confirmation: l10n.getString('third-party-set-password-confirm') }}
            values={values}
            onChange={onChange}
            errors={errors}
          />
          <Engines>
            <legend>{l10n.getString('third-party-set-password-engines')}</legend>
            {OFFERED_ENGINES.map((engine) => (
              <Checkbox key={engine} name={engine} label={l10n.getString(`third-party-engine-${engine}`)} isSelected={engines[engine]} onChange={(selected) => onEngineChange(engine, selected)} />
            ))}
          </Engines>
          <Button id="third-party-set-password-submit" type="submit" isPending={busy} fullWidth>
            {l10n.getString('third-party-set-password-submit')}
          </Button>
        </Stack>
      </Form>
    </FlowCard>
  );
}
