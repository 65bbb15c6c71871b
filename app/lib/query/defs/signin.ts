// The signin query, with the checks of its parts (see ../queries.ts).
import { queryDef } from '../queries';
import { validate as base } from '../validators/base.generated';
import { validate as signin } from '../validators/signin.generated';

export const SIGN_IN_QUERY = /* @__PURE__ */ queryDef('signin', { base, signin });
