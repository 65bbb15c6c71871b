-- An account's paid subscriptions, one row per product. The payments system
-- that sells them writes these rows; this server sells nothing and only reads
-- them (the settings page lists them by product name). A product id missing
-- from the products table is still listed, under its id.
CREATE TABLE subscriptions (
  uid         text NOT NULL REFERENCES accounts (uid) ON DELETE CASCADE,
  product_id  text NOT NULL CHECK (product_id ~ '^[A-Za-z0-9_-]{1,64}$'),
  created_at  bigint NOT NULL,
  PRIMARY KEY (uid, product_id)
);
