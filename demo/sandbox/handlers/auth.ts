import { checkPassword, dummyPasswordHash, generatePassword, hashPassword, randomId, sessionToken, sha256 } from '../crypto';
import { SandboxError, checkCode, endSessions, me, newCode, sendMail, type Ctx } from '../context';
import type { UserRecord } from '../db';
import type { Handlers } from '../handler-types';
import { clearAddressFailures, loginWait, recordLoginFailure } from '../login-throttle';
import { findCountry, userView } from '../views';

const findUser = (ctx: Ctx, email: string) => ctx.db.users.find((user) => user.email === email) ?? null;

function sendCode(ctx: Ctx, user: UserRecord): void {
  user.verification = newCode(ctx);
  const { code } = user.verification;
  const subject = ctx.lang === 'de' ? 'Ihr Bestätigungscode' : 'Your verification code';
  const text =
    ctx.lang === 'de'
      ? `Hallo ${user.name},\n\nIhr Bestätigungscode lautet ${code}. Er ist 30 Minuten gültig.`
      : `Hello ${user.name},\n\nyour verification code is ${code}. It is valid for 30 minutes.`;
  sendMail(ctx, user.email, subject, text, { code });
}

export const authHandlers: Handlers<'register' | 'login' | 'verifyToken' | 'finalizeRegister' | 'forgotPassword' | 'setPassword' | 'deleteAccount' | 'logout'> =
  {
    register(ctx, input) {
      const existing = findUser(ctx, input.email);
      if (existing?.finalized) throw new SandboxError(409, 'EMAIL_EXISTS', 'email');
      if (existing) throw new SandboxError(409, 'EMAIL_UNVERIFIED', 'email');
      if (!findCountry(input.country)) throw new SandboxError(400, 'REGISTER_FAILED', 'country');
      const business = input.accountType === 'business';
      const _id = `usr_${randomId()}`;
      const user: UserRecord = {
        _id,
        email: input.email,
        passwordHash: hashPassword(input.password, ctx.options.passwordCost),
        userType: input.accountType,
        roles: ['customer'],
        status: 1,
        emailVerified: false,
        finalized: false,
        verification: null,
        name: input.name,
        lastName: input.surname,
        street: input.street,
        houseNumber: input.houseNumber,
        zipCode: input.zipCode,
        city: input.city,
        country: input.country,
        companyName: business ? (input.companyName ?? null) : null,
        position: business ? (input.position ?? null) : null,
        taxID: business ? (input.taxID ?? null) : null,
        walletAddress: `0x${sha256(`wallet:${_id}`).slice(0, 40)}`,
        tokensSpent: 0,
        holdings: [],
        createdAt: ctx.now.toISOString(),
      };
      ctx.store.change((db) => {
        db.users.push(user);
        sendCode(ctx, user);
      });
      return { message: 'Registered, a verification code was sent', email: user.email };
    },

    login(ctx, input) {
      const now = ctx.now.getTime();
      // Per address, known or not (a throttle only for known addresses would tell which exist), and per client.
      const wait = loginWait(ctx, input.email);
      if (wait) {
        const minutes = Math.ceil(wait.seconds / 60);
        const by = wait.limit === 'address' ? 'for this address' : 'from this network';
        throw new SandboxError(
          429,
          'LOGIN_THROTTLED',
          undefined,
          undefined,
          `Too many failed logins ${by}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          wait.seconds,
        );
      }
      const user = findUser(ctx, input.email);
      const mailedHash = user?.mailedPassword && user.mailedPassword.expiresAt > now ? user.mailedPassword.hash : null;
      // Both checks always run, against a dummy where there is no hash: a known address, one with a mailed password
      // and an unknown one take the same time, so the time tells nothing about which exist.
      const rightPassword = checkPassword(input.password, user?.passwordHash ?? dummyPasswordHash(ctx.options.passwordCost));
      const rightMailed = checkPassword(input.password, mailedHash ?? dummyPasswordHash(ctx.options.passwordCost)) && mailedHash !== null;
      const mailed = rightMailed ? (user?.mailedPassword ?? null) : null;
      if (!user || (!mailed && !rightPassword)) {
        recordLoginFailure(ctx, input.email);
        throw new SandboxError(401, 'WRONG_CREDENTIALS');
      }
      if (user.status !== 1) throw new SandboxError(403, 'USER_NOT_ACTIVE');
      if (!user.finalized) throw new SandboxError(403, 'EMAIL_UNVERIFIED', 'email');
      const expiresAt = now + ctx.options.sessionTtlMs;
      const token = sessionToken(user._id, expiresAt);
      ctx.store.change((db) => {
        clearAddressFailures(db, user.email);
        if (mailed) {
          // The mailed password's first use is the reset: it replaces the old one and ends every other session.
          user.passwordHash = mailed.hash;
          user.mailedPassword = null;
          endSessions(ctx, user._id);
        }
        db.sessions = db.sessions.filter((session) => session.expiresAt > now && !session.revoked);
        db.sessions.push({ token, userId: user._id, expiresAt, revoked: false });
      });
      return { user: userView(user, ctx.lang), session: { token, expiresAt: new Date(expiresAt).toISOString() } };
    },

    verifyToken(ctx, input) {
      const user = findUser(ctx, input.email);
      if (!user || user.finalized) throw new SandboxError(400, 'VERIFY_TOKEN_FAILED', 'email');
      if ('resend' in input) {
        ctx.store.change(() => sendCode(ctx, user));
        return { verified: false, message: 'A new code was sent' };
      }
      checkCode(ctx, user.verification, input.code, () => new SandboxError(400, 'TOKEN_NOT_VERIFIED', 'code'));
      ctx.store.change(() => {
        user.emailVerified = true;
      });
      return { verified: true, message: 'Token verified' };
    },

    finalizeRegister(ctx, input) {
      const user = findUser(ctx, input.email);
      if (!user || user.finalized || !user.emailVerified) throw new SandboxError(400, 'FINALIZE_REGISTER_FAILED');
      checkCode(ctx, user.verification, input.code, () => new SandboxError(400, 'FINALIZE_REGISTER_FAILED'));
      ctx.store.change(() => {
        user.finalized = true;
        user.verification = null;
      });
      return { message: 'Registration finalized' };
    },

    forgotPassword(ctx, input) {
      const found = findUser(ctx, input.email);
      const user = found && found.finalized && found.status === 1 ? found : null;
      // The answer and the work are the same whether or not the address is known (no account enumeration, not even by
      // the time it takes): a password is made and hashed, and the data file written, in both paths.
      const password = generatePassword();
      const hash = hashPassword(password, ctx.options.passwordCost);
      ctx.store.change(() => {
        if (user) {
          // Not a replacement yet: anyone may ask for a reset of any address, and that must not lock the owner out.
          user.mailedPassword = { hash, expiresAt: ctx.now.getTime() + ctx.options.mailedPasswordTtlMs };
          const subject = ctx.lang === 'de' ? 'Ihr neues Passwort' : 'Your new password';
          const text =
            ctx.lang === 'de'
              ? `Hallo ${user.name},\n\nIhr neues Passwort lautet: ${password}\nBitte melden Sie sich an und wählen Sie ein eigenes Passwort. Ihr bisheriges Passwort gilt, bis Sie sich mit diesem angemeldet haben.`
              : `Hello ${user.name},\n\nyour new password is: ${password}\nPlease log in and choose a password of your own. Your previous password works until you have logged in with this one.`;
          sendMail(ctx, user.email, subject, text, { password });
        }
      });
      return { message: 'If the address is registered, a new password has been sent' };
    },

    setPassword(ctx, input) {
      const user = me(ctx);
      if (!checkPassword(input.currentPassword, user.passwordHash)) throw new SandboxError(400, 'PASSWORD_CHANGE_FAILED', 'currentPassword');
      ctx.store.change(() => {
        user.passwordHash = hashPassword(input.password, ctx.options.passwordCost);
        user.mailedPassword = null;
        endSessions(ctx, user._id, ctx.c.req.header('lt'));
      });
      return { message: 'Password changed' };
    },

    logout(ctx) {
      const token = ctx.c.req.header('lt');
      ctx.store.change((db) => {
        for (const session of db.sessions) if (session.token === token) session.revoked = true;
      });
      return { message: 'Logged out' };
    },

    deleteAccount(ctx) {
      const user = me(ctx);
      ctx.store.change((db) => {
        db.users = db.users.filter((candidate) => candidate._id !== user._id);
        db.sessions = db.sessions.filter((session) => session.userId !== user._id);
        db.projects = db.projects.filter((project) => project.userId !== user._id);
        db.cards = db.cards.filter((card) => card.userId !== user._id);
        // Payments, transactions and certificates stay: they are records of the public register and of accounting.
        for (const certificate of db.certificates) if (certificate.userId === user._id) certificate.userId = null;
      });
      return { message: 'Account deleted' };
    },
  };
