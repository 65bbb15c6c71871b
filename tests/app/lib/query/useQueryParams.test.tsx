// @vitest-environment happy-dom
import { beforeAll, describe, expect, it } from 'vitest';
import { Component, act } from 'react';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { QueryParameterViolation, SIGN_IN_QUERY, useQueryParams } from '../../../../app/lib/query';

class Catch extends Component<{ children: ReactNode; onError: (error: unknown) => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function Probe({ onValue }: { onValue: (value: unknown) => void }) {
  onValue(useQueryParams(SIGN_IN_QUERY));
  return null;
}

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

async function render(url: string) {
  let value: unknown;
  let error: unknown;
  const root = createRoot(document.createElement('div'));
  await act(async () => {
    root.render(
      <MemoryRouter initialEntries={[url]}>
        <Catch onError={(e) => (error = e)}>
          <Probe onValue={(v) => (value = v)} />
        </Catch>
      </MemoryRouter>,
    );
  });
  act(() => root.unmount());
  return { value, error };
}

describe('useQueryParams', () => {
  it("reads the page's model from the location", async () => {
    const { value } = await render('/signin?country=DE&multi_service=true');
    expect(value).toEqual({ country: 'DE', multiService: true });
  });

  it('throws a QueryParameterViolation for the error boundary', async () => {
    const { error } = await render('/signin?multi_service=maybe');
    expect(error).toBeInstanceOf(QueryParameterViolation);
  });
});
