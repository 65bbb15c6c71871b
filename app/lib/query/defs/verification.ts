// The verification query, with the checks of its parts (see ../queries.ts).
import { queryDef } from '../queries';
import { validate as base } from '../validators/base.generated';
import { validate as verification } from '../validators/verification.generated';

export const VERIFICATION_QUERY = /* @__PURE__ */ queryDef('verification', { base, verification });
