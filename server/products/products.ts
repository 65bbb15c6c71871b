// Subscription products as stored: seeded from configuration at start
// (server/products/config.ts) and looked up by the id in a page's path.
import type { Database } from '../db/database';
import { PRODUCT_ID } from './config';
import type { Product } from './config';

export class ProductStore {
  constructor(private readonly db: Database) {}

  /** Stores the configured products, a name changed in configuration replacing the stored one. */
  async seed(products: readonly Product[]): Promise<void> {
    for (const product of products) {
      await this.db.query('INSERT INTO products (id, name) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name', [product.id, product.name]);
    }
  }

  async get(id: string): Promise<Product | undefined> {
    if (!PRODUCT_ID.test(id)) return undefined;
    const [row] = await this.db.query<Product>('SELECT id, name FROM products WHERE id = $1', [id]);
    return row;
  }
}
