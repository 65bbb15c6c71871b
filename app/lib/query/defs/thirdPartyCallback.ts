// The thirdPartyCallback query, with the checks of its parts (see ../queries.ts).
import { queryDef } from '../queries';
import { validate as thirdPartyCallback } from '../validators/thirdPartyCallback.generated';

export const THIRD_PARTY_CALLBACK_QUERY = /* @__PURE__ */ queryDef('thirdPartyCallback', { thirdPartyCallback });
