// The base query, with the checks of its parts (see ../queries.ts).
import { queryDef } from '../queries';
import { validate as base } from '../validators/base.generated';

export const BASE_QUERY = /* @__PURE__ */ queryDef('base', { base });
