// A list a page reads when it opens: a spinner while it comes, the failure
// with Try again, a sentence when it is empty, else the list itself. Its ids
// and words share one stem: `${id}-retry` (the button and its word) and
// `${id}-empty`. Pure.
import { useLocalization } from '@fluent/react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, LoadingSpinner, tokens } from '../../../../design-system';
import { ErrorBanner } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';

export interface ReadListProps<T> {
  /** The stem of the ids and words ('settings-clients'). */
  id: string;
  /** What was read; undefined while it comes or after a failure. */
  items: readonly T[] | undefined;
  /** Why it could not be read. */
  error: ShownError | undefined;
  onRetry: () => void;
  /** The list, when it has something. */
  children: (items: readonly T[]) => ReactNode;
}

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding-block: ${tokens.space.lg};
`;

export function ReadList<T>({ id, items, error, onRetry, children }: ReadListProps<T>) {
  const { l10n } = useLocalization();
  if (error) {
    return (
      <>
        <ErrorBanner error={error} />
        <Button id={`${id}-retry`} variant="secondary" onPress={onRetry}>
          {l10n.getString(`${id}-retry`)}
        </Button>
      </>
    );
  }
  if (!items) {
    return (
      <Centered>
        <LoadingSpinner />
      </Centered>
    );
  }
  if (items.length === 0) return <p id={`${id}-empty`}>{l10n.getString(`${id}-empty`)}</p>;
  return children(items);
}
