// The bare cost of the server's password hash: scrypt with the server's
// parameters, as many calls in flight as the libuv thread pool runs at once
// (UV_THREADPOOL_SIZE, 4 by default, as in the server process), for a given
// time. Prints {hashes, seconds, perSecond} as JSON.
//
//   node bench/hash-limit.mjs <N> <r> <p> <seconds>
import { randomBytes, scrypt } from 'node:crypto';

const [N, r, p, seconds] = process.argv.slice(2).map(Number);
const threads = Number(process.env.UV_THREADPOOL_SIZE ?? 4);
const options = { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
const password = randomBytes(32);

function once() {
  return new Promise((resolve, reject) => {
    scrypt(password, randomBytes(32), 32, options, (error) => (error ? reject(error) : resolve()));
  });
}

const started = performance.now();
const deadline = started + seconds * 1000;
let hashes = 0;
async function lane() {
  while (performance.now() < deadline) {
    await once();
    hashes += 1;
  }
}
await Promise.all(Array.from({ length: threads }, lane));
const elapsed = (performance.now() - started) / 1000;
console.log(JSON.stringify({ hashes, seconds: elapsed, perSecond: hashes / elapsed, threads }));
