// Resolvers of the GraphQL contract implemented by the server core: the
// signed-in account and session, sign-up and sign-in, sign-out and the
// account settings mutations. Typed by the generated `Resolvers`.
import type { Resolvers } from '../../generated/resolvers';
import { randomHex } from '../crypto/tokens';
import { appError } from '../errors';
import { isClientId } from '../oauth/client-registry';
import { PRODUCT_ID } from '../config/products';
import { SOURCE_LIMITED_FIELDS, countSource } from '../ratelimit/per-source';
import { toGraphQLClientInfo } from '../oauth/client-info';
import type { GraphQLContext } from './context';
import { callerOfContext, mailLocaleOfContext, requireSession } from './context';
import { loadAccount } from './account-data';
import { isValidDisplayName } from '../accounts/display-name';

/** A BCP 47 tag as the contracts accept it. */
const LOCALE_TAG = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

/** What the sign-up and sign-in payloads both say of the new session. */
function newSession(
  clientMutationId: string | null | undefined,
  result: { uid: string; sessionToken: string; authAt: number; keyFetchToken?: string; verificationMethod?: string; verificationReason?: string },
) {
  return {
    clientMutationId: clientMutationId ?? null,
    uid: result.uid,
    sessionToken: result.sessionToken,
    authAt: result.authAt,
    keyFetchToken: result.keyFetchToken ?? null,
    verificationMethod: result.verificationMethod ?? null,
    verificationReason: result.verificationReason ?? null,
  };
}

export const resolvers: Resolvers<GraphQLContext> = {
  Query: {
    async account(_parent, _args, ctx) {
      const session = await requireSession(ctx);
      return loadAccount(ctx.services, session, ctx.origin, ctx.services.strings.negotiate(ctx.acceptLanguage));
    },
    async session(_parent, _args, ctx) {
      const session = await requireSession(ctx, { verified: false });
      return { verified: session.verified };
    },
    async isValidToken(_parent, args, ctx) {
      return ctx.services.sessions.exists(args.sessionToken);
    },
    async getRecoveryKeyBundle(_parent, { input }, ctx) {
      const { passwordReset, recoveryKeys } = ctx.services;
      const pending = await passwordReset.resetToken(input.accountResetToken);
      const bundle = await recoveryKeys.check(pending.uid, input.recoveryKeyId, callerOfContext(ctx), 'RECOVERY_KEY_NOT_FOUND');
      return { recoveryData: bundle.recoveryData, recoveryKeyHint: bundle.hint };
    },
    async clientInfo(_parent, { input }, ctx) {
      if (!isClientId(input)) throw appError('INVALID_PARAMETER', { message: 'Invalid parameter in request body: clientId' });
      const client = await ctx.services.oauthClients.get(input);
      return client ? toGraphQLClientInfo(client) : null;
    },
    async legalDoc(_parent, { input }, ctx) {
      if (input.locale.length > 16 || !LOCALE_TAG.test(input.locale)) {
        throw appError('INVALID_PARAMETER', { message: 'Invalid parameter in request body: locale' });
      }
      return { markdown: ctx.services.legal.get(input.file, [input.locale]).markdown };
    },
    async productInfo(_parent, { input }, ctx) {
      if (!PRODUCT_ID.test(input)) throw appError('INVALID_PARAMETER', { message: 'Invalid parameter in request body: productId' });
      const product = await ctx.services.products.get(input);
      return product ? { subscriptionProductId: product.id, subscriptionProductName: product.name } : null;
    },
  },
  Mutation: {
    async signUp(_parent, { input }, ctx) {
      await countSource(ctx.services.limiter, SOURCE_LIMITED_FIELDS.signUp!, callerOfContext(ctx));
      const result = await ctx.services.signUp.create({
        email: input.email,
        authPW: input.authPW,
        wrapKb: input.wrapKb,
        authPWVersion2: input.authPWVersion2 ?? undefined,
        wrapKbVersion2: input.wrapKbVersion2 ?? undefined,
        clientSalt: input.clientSalt ?? undefined,
        locale: ctx.services.strings.negotiate(ctx.acceptLanguage),
        userAgent: ctx.userAgent,
        keys: input.options?.keys === true,
      });
      return { ...newSession(input.clientMutationId, result), verified: false };
    },
    async signIn(_parent, { input }, ctx) {
      const result = await ctx.services.signIn.signIn({
        email: input.email,
        authPW: input.authPWVersion2 ?? input.authPW,
        locale: ctx.services.strings.negotiate(ctx.acceptLanguage),
        userAgent: ctx.userAgent,
        keys: input.options?.keys === true,
        unblockCode: input.options?.unblockCode ?? undefined,
        ip: ctx.ip,
        originalLoginEmail: input.options?.originalLoginEmail ?? undefined,
      });
      return { ...newSession(input.clientMutationId, result), verified: result.sessionVerified, metricsEnabled: result.metricsEnabled };
    },
    async passwordForgotCodeStatus(_parent, { input }, ctx) {
      const status = await ctx.services.passwordReset.status(input.token);
      return { clientMutationId: input.clientMutationId ?? null, tries: status.tries, ttl: status.ttlMs };
    },
    async passwordForgotVerifyCode(_parent, { input }, ctx) {
      const result = await ctx.services.passwordReset.verifyResetCode(
        input.token,
        input.code,
        {
          accountResetWithRecoveryKey: input.options?.accountResetWithRecoveryKey === true,
          includeRecoveryKeyPrompt: input.options?.includeRecoveryKeyPrompt === true,
        },
        callerOfContext(ctx),
      );
      return { clientMutationId: input.clientMutationId ?? null, accountResetToken: result.accountResetToken };
    },
    async accountReset(_parent, { input }, ctx) {
      const v2 = input.newPasswordV2;
      // Without the version 2 fields the server makes kB: a random wrapKb for the new password.
      const result = await ctx.services.passwordReset.reset(
        input.accountResetToken,
        {
          authPW: input.newPasswordAuthPW,
          wrapKb: v2?.wrapKb ?? randomHex(32),
          ...(v2 ? { authPWVersion2: v2.authPWVersion2, wrapKbVersion2: v2.wrapKbVersion2, clientSalt: v2.clientSalt } : {}),
          sessionToken: input.options?.sessionToken === true,
          keys: input.options?.keys === true && input.options.sessionToken === true,
          userAgent: ctx.userAgent,
          locale: mailLocaleOfContext(ctx),
        },
        callerOfContext(ctx),
      );
      return {
        clientMutationId: input.clientMutationId ?? null,
        uid: result.uid,
        sessionToken: result.sessionToken ?? null,
        authAt: result.sessionToken ? result.authAt : null,
        keyFetchToken: result.keyFetchToken ?? null,
        verified: result.verified,
      };
    },
    async destroySession(_parent, { input }, ctx) {
      const session = await requireSession(ctx, { verified: false });
      await ctx.services.sessions.destroy(ctx.services.db, session.id);
      return { clientMutationId: input.clientMutationId ?? null };
    },
    async updateDisplayName(_parent, { input }, ctx) {
      const session = await requireSession(ctx);
      if (!isValidDisplayName(input.displayName)) {
        throw appError('INVALID_PARAMETER', { message: 'Invalid parameter in request body: displayName' });
      }
      await ctx.services.accounts.setDisplayName(session.uid, input.displayName, session.userAgent);
      return { clientMutationId: input.clientMutationId ?? null, displayName: input.displayName };
    },
    async deleteAvatar(_parent, { input }, ctx) {
      const session = await requireSession(ctx);
      // Only an uploaded avatar of this account can go; a default one is not stored.
      if (!/^[0-9a-f]{32}$/.test(input.id) || !(await ctx.services.avatars.remove(session.uid, input.id))) {
        throw appError('INVALID_PARAMETER', { message: 'Invalid parameter in request body: id' });
      }
      return { clientMutationId: input.clientMutationId ?? null };
    },
    async metricsOpt(_parent, { input }, ctx) {
      const session = await requireSession(ctx);
      await ctx.services.accounts.setMetricsEnabled(session.uid, input.state === 'in');
      return { clientMutationId: input.clientMutationId ?? null };
    },
    async attachedClientDisconnect(_parent, { input }, ctx) {
      const session = await requireSession(ctx);
      if (!input.sessionTokenId && !input.deviceId && !input.refreshTokenId && !input.clientId) {
        throw appError('INVALID_PARAMETER', { message: 'Invalid parameter in request body: nothing names a client' });
      }
      if (input.sessionTokenId) {
        const target = await ctx.services.sessions.get(ctx.services.db, input.sessionTokenId);
        if (!target || target.uid !== session.uid) {
          throw appError('INVALID_PARAMETER', { message: 'Invalid parameter in request body: sessionTokenId' });
        }
        await ctx.services.sessions.destroy(ctx.services.db, target.id);
      } else if (input.deviceId) {
        // A device is one signed-in browser or app: signing it out ends its session.
        if (!(await ctx.services.sessions.destroyDevice(ctx.services.db, session.uid, input.deviceId))) {
          throw appError('INVALID_PARAMETER', { message: 'Invalid parameter in request body: deviceId' });
        }
      }
      if (input.refreshTokenId) {
        // The refresh token's whole family ends, with the access tokens it issued.
        if (!(await ctx.services.oauthTokens.disconnectRefreshToken(session.uid, input.refreshTokenId))) {
          throw appError('INVALID_PARAMETER', { message: 'Invalid parameter in request body: refreshTokenId' });
        }
      } else if (input.clientId) {
        await ctx.services.oauthTokens.disconnectClient(session.uid, input.clientId);
      }
      return { clientMutationId: input.clientMutationId ?? null };
    },
  },
};

