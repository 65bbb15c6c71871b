// The 'Continue with …' buttons of a flow page (entry, sign-in, sign-up):
// the providers the configuration turns on, and leaving for one with this
// page, its flow parameters included, as the state to come back to and the
// nonce kept in the session store.
import { useState } from 'react';
import { useAppServices } from '../app';
import { enabledProviders, startThirdPartySignIn } from './start';
import type { ThirdPartyProvider } from './start';
import type { ThirdPartyButtonsProps } from './ThirdPartyButtons';

export function useThirdPartyButtons(): ThirdPartyButtonsProps {
  const { config, sessionStore } = useAppServices();
  const [leavingFor, setLeavingFor] = useState<ThirdPartyProvider>();
  return {
    providers: enabledProviders(config),
    leavingFor,
    onContinue: (provider) => {
      setLeavingFor(provider);
      startThirdPartySignIn(config, sessionStore, provider, window.location.href);
    },
  };
}
