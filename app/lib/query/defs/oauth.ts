// The oauth query, with the checks of its parts (see ../queries.ts).
import { queryDef } from '../queries';
import { validate as base } from '../validators/base.generated';
import { validate as oauth } from '../validators/oauth.generated';

export const OAUTH_QUERY = /* @__PURE__ */ queryDef('oauth', { base, oauth });
