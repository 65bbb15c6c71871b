// What a page that needs the password shows an account that has none (one
// made with a third-party provider): why the step needs a password, and the
// way to the page that creates one, instead of a password field whose every
// answer would be refused. Pure.
import { useLocalization } from '@fluent/react';
import { Button } from '../../../../design-system';
import { settingsPageHref } from '../paths';
import { Buttons, Lead } from './blocks';

export interface CreatePasswordFirstProps {
  /** The id of the page's paragraph; its text is the Fluent message of the same id. */
  id: string;
  onNavigate?: ((href: string) => void) | undefined;
}

export function CreatePasswordFirst({ id, onNavigate }: CreatePasswordFirstProps) {
  const { l10n } = useLocalization();
  return (
    <>
      <Lead id={id}>{l10n.getString(id)}</Lead>
      <Buttons>
        <Button id={`${id}-create`} onPress={() => onNavigate?.(settingsPageHref('create_password'))}>
          {l10n.getString('settings-create-password-first')}
        </Button>
      </Buttons>
    </>
  );
}
