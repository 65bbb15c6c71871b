// Starts the whole server around an open database: services, the HTTP app
// and a listening socket. main.ts uses it for `npm start`; tests use it to
// run a real server on 127.0.0.1 and a random port.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import { sanitizeCmsEntries } from './cms/sanitize';
import { createApp } from './http/app';
import { hostInUrl } from './config/public-origin';
import type { Logger } from './log';
import { startSweeper } from './maintenance/sweep';
import { startDeliveryWorker } from './maintenance/deliveries';
import { clientsToRegister, devRelyingPartyClients, settingsClient } from './config/oauth-clients';
import { PairingRelay } from './http/pairing-relay';
import { createServices } from './services';
import { startDevProviders } from './third-party/dev-providers';
import type { RunningDevProviders } from './third-party/dev-providers';
import type { Services } from './request/services';

export interface RunningServer {
  /** Base URL, for example http://127.0.0.1:40123 */
  readonly url: string;
  readonly port: number;
  readonly services: Services;
  /** The pairing relay on the server's port. */
  readonly relay: PairingRelay;
  /** Stops listening and the sweep (waiting for one under way), then releases the services; the database stays open. */
  close(): Promise<void>;
}

export async function startServer(options: {
  config: ServerConfig;
  db: Database;
  logger: Logger;
  now?: () => number;
}): Promise<RunningServer> {
  const services = createServices(options);
  // The configured OAuth clients (and, outside production, the example ones) and the signing keys are written before the first request.
  try {
    await services.oauthClients.registerAll(clientsToRegister(options.config.oauthClients, !options.config.development));
    await services.oauthClients.register(settingsClient(options.config.oauth.publicUrl ?? `http://localhost:${options.config.port}`));
    await services.signingKeys.load(options.config.oauth.signingKeys);
    // The content file's branding, each unsafe value left out with its reason logged, and the configured products.
    // Without a file, the stored branding is checked again with today's settings: what no longer passes is
    // logged, and left out of what the pages get (cms-store.ts).
    const { cms } = options.config;
    if (cms.entries) await services.cms.replaceAll(sanitizeCmsEntries(cms.entries, options.logger, cms.imageHosts));
    else sanitizeCmsEntries(await services.cms.entries(), options.logger, cms.imageHosts);
    await services.cms.refreshImageOrigins();
    await services.products.seed(options.config.products);
  } catch (error) {
    services.close();
    throw error;
  }
  const app = createApp(services);
  const { config, logger } = options;
  // Expired codes, finished rate-limit windows and old outbox messages are swept on a schedule.
  const sweeper = startSweeper(services, logger);
  // Logout tokens queued for relying parties are sent by every instance, each message once.
  const deliveries = startDeliveryWorker(services.deliveries, logger, { intervalMs: config.oauth.deliveryIntervalMs });
  const stopSchedules = () => Promise.all([sweeper.stop(), deliveries.stop()]);
  // The pairing relay answers WebSocket upgrades on the same port.
  const relay = new PairingRelay({
    limits: config.pairing.relay,
    trustedProxies: config.trustedProxies,
    places: services.places,
    logger,
    allowedOrigins: config.oauth.publicUrl ? [config.oauth.publicUrl] : [],
  });
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, async (info: AddressInfo) => {
      relay.attach(server);
      services.publicOrigin.listeningAt(info.port);
      const host = hostInUrl(config.host);
      if (config.development) {
        // The example relying party's callbacks, at every origin the server is now reached at.
        const origins = [`http://localhost:${info.port}`, `http://127.0.0.1:${info.port}`, ...(config.oauth.publicUrl ? [config.oauth.publicUrl] : [])];
        // Its logout tokens are posted to the address the server listens on (loopback when it listens on every address).
        const listening = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : host;
        await services.oauthClients.registerAll(devRelyingPartyClients(origins, `http://${listening}:${info.port}`));
      }
      let identityProviders: RunningDevProviders | undefined;
      if (config.thirdParty.devProviders) {
        // The local identity providers, with this server's callback at each of its origins.
        const origins = [`http://localhost:${info.port}`, `http://127.0.0.1:${info.port}`, ...(config.oauth.publicUrl ? [config.oauth.publicUrl] : [])];
        try {
          identityProviders = await startDevProviders({ ports: config.thirdParty.devProviderPorts, origins });
        } catch (error) {
          server.close();
          void stopSchedules().finally(() => {
            services.close();
            reject(error instanceof Error ? new Error(`the local identity providers (DEV_IDENTITY_PROVIDER_PORTS): ${error.message}`) : error);
          });
          return;
        }
        for (const { provider, settings } of identityProviders.providers) services.thirdParty.fillIn(provider, settings);
      }
      resolve({
        url: `http://${host}:${info.port}`,
        port: info.port,
        services,
        relay,
        close: async () => {
          relay.close();
          await Promise.all([
            stopSchedules(),
            identityProviders?.close(),
            new Promise<void>((done) => {
              server.close(() => done());
              if ('closeAllConnections' in server) server.closeAllConnections();
            }),
          ]);
          services.close();
        },
      });
    });
    // A port in use or not allowed: the start fails instead of the process.
    server.once('error', (error) => {
      void stopSchedules().finally(() => {
        services.close();
        reject(error);
      });
    });
  });
}
