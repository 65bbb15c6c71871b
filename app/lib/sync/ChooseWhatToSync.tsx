// 'Choose what to sync' (SPEC §3.12): a checkbox per offered engine, and a
// note when the choice is flagged (nothing chosen, or payment methods
// chosen). Pure.
import { useLocalization } from '@fluent/react';
import styled from 'styled-components';
import { Banner, Checkbox, tokens } from '../../../design-system';
import { choiceFlags } from './engines';
import type { EngineChoice } from './engines';

export interface ChooseWhatToSyncProps {
  /** Each offered engine's id and whether it is chosen, in the order they are listed. */
  choice: EngineChoice;
  onChange: (engine: string, selected: boolean) => void;
}

const Engines = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
  legend {
    font-weight: 600;
    margin-block-end: ${tokens.space.sm};
  }
`;

export function ChooseWhatToSync({ choice, onChange }: ChooseWhatToSyncProps) {
  const { l10n } = useLocalization();
  const flags = choiceFlags(choice);
  return (
    <Engines id="sync-engines">
      <legend>{l10n.getString('sync-engines-legend')}</legend>
      {Object.entries(choice).map(([engine, selected]) => (
        <Checkbox key={engine} name={`sync-engine-${engine}`} label={l10n.getString(`sync-engine-${engine}`)} isSelected={selected} onChange={(next) => onChange(engine, next)} />
      ))}
      {flags.empty && <Banner type="warning" description={l10n.getString('sync-engines-none')} />}
      {flags.paymentMethods && <Banner type="info" description={l10n.getString('sync-engines-payment-methods')} />}
    </Engines>
  );
}
