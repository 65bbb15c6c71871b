// The endSession query, with the checks of its parts (see ../queries.ts).
import { queryDef } from '../queries';
import { validate as endSession } from '../validators/endSession.generated';

export const END_SESSION_QUERY = /* @__PURE__ */ queryDef('endSession', { endSession });
