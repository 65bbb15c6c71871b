// What a service will be allowed if the person agrees: the consent list the
// /authorization and /device pages share.
import { useLocalization } from '@fluent/react';
import styled from 'styled-components';
import { tokens } from '../../../design-system';
import type { Permission } from './flow';

const List = styled.ul`
  margin: 0;
  padding-inline-start: ${tokens.space.lg};
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.xs};
  overflow-wrap: anywhere;
`;

export interface ConsentPermissionsProps {
  id: string;
  /** The id of the sentence introducing the list. */
  labelledBy: string;
  permissions: readonly Permission[];
}

export function ConsentPermissions({ id, labelledBy, permissions }: ConsentPermissionsProps) {
  const { l10n } = useLocalization();
  return (
    <List aria-labelledby={labelledBy} id={id}>
      {permissions.map((permission) => (
        <li key={permission.scope}>{l10n.getString(permission.ftlId, { scope: permission.scope })}</li>
      ))}
    </List>
  );
}
