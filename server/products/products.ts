// Subscription products as stored: seeded from configuration at start
// (server/products/config.ts) and looked up by the id in a page's path; and
// the accounts' subscriptions to them, which the payments system records.
import type { Database } from '../db/database';
import { PRODUCT_ID } from '../config/products';
import type { Product } from '../config/products';

export class ProductStore {
  constructor(private readonly db: Database) {}

  /** Stores the configured products, a name changed in configuration replacing the stored one. */
  async seed(products: readonly Product[]): Promise<void> {
    for (const product of products) {
      await this.db.query('INSERT INTO products (id, name) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name', [product.id, product.name]);
    }
  }

  /**
   * Records that the account `uid` subscribes to `productId` since `createdAt`,
   * as the payments system that sells the products does; a second record of
   * the same product keeps the first date.
   */
  async subscribe(uid: string, productId: string, createdAt: number): Promise<void> {
    if (!PRODUCT_ID.test(productId)) throw new Error(`Not a product id: ${JSON.stringify(productId)}`);
    await this.db.query('INSERT INTO subscriptions (uid, product_id, created_at) VALUES ($1, $2, $3) ON CONFLICT (uid, product_id) DO NOTHING', [
      uid,
      productId,
      createdAt,
    ]);
  }

  async get(id: string): Promise<Product | undefined> {
    if (!PRODUCT_ID.test(id)) return undefined;
    const [row] = await this.db.query<Product>('SELECT id, name FROM products WHERE id = $1', [id]);
    return row;
  }
}
