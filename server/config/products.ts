// Subscription products (SPEC §3.7 ProductInfo), read at start and stored:
//
//   SUBSCRIPTION_PRODUCTS='[{"id": "prod_vpn", "name": "Orbit VPN"}]'
//   SUBSCRIPTION_PRODUCTS_FILE=/etc/orbit/products.json     (the same JSON in a file)
//
// Each entry: id (1 to 64 letters, digits, '_' or '-') and name (1 to 256
// characters). Anything else stops the start. Outside production, with none
// configured, example products are stored so the pages can be tried.
import { readFileSync } from 'node:fs';

export interface Product {
  readonly id: string;
  readonly name: string;
}

export const PRODUCT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The products of development mode. */
export const EXAMPLE_PRODUCTS: readonly Product[] = [
  { id: 'prod_orbitvpn', name: 'Orbit VPN' },
  { id: 'prod_orbitmonitor', name: 'Orbit Monitor Plus' },
  { id: 'prod_orbitrelay', name: 'Orbit Relay Premium' },
];

function parse(text: string, source: string): Product[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(`${source} must be JSON`);
  }
  if (!Array.isArray(value)) throw new Error(`${source} must be a JSON array of products`);
  return value.map((entry: unknown, index) => {
    const where = `${source}[${index}]`;
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) throw new Error(`${where} must be an object`);
    const fields = entry as Record<string, unknown>;
    for (const key of Object.keys(fields)) if (key !== 'id' && key !== 'name') throw new Error(`${where} has an unknown field ${JSON.stringify(key)}`);
    if (typeof fields.id !== 'string' || !PRODUCT_ID.test(fields.id)) throw new Error(`${where}.id must be 1 to 64 letters, digits, '_' or '-'`);
    if (typeof fields.name !== 'string' || fields.name.trim() === '' || fields.name.length > 256 || /\p{Cc}/u.test(fields.name)) {
      throw new Error(`${where}.name must be a plain text of 1 to 256 characters`);
    }
    return { id: fields.id, name: fields.name };
  });
}

export function loadProducts(env: NodeJS.ProcessEnv, production: boolean): Product[] {
  const products: Product[] = [];
  if (env.SUBSCRIPTION_PRODUCTS && env.SUBSCRIPTION_PRODUCTS.trim() !== '') products.push(...parse(env.SUBSCRIPTION_PRODUCTS, 'SUBSCRIPTION_PRODUCTS'));
  const file = env.SUBSCRIPTION_PRODUCTS_FILE;
  if (file && file !== '') {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      throw new Error(`SUBSCRIPTION_PRODUCTS_FILE ${JSON.stringify(file)} cannot be read`);
    }
    products.push(...parse(text, 'SUBSCRIPTION_PRODUCTS_FILE'));
  }
  const seen = new Set<string>();
  for (const product of products) {
    if (seen.has(product.id)) throw new Error(`Subscription product ${product.id} is configured twice`);
    seen.add(product.id);
  }
  return products.length === 0 && !production ? [...EXAMPLE_PRODUCTS] : products;
}
