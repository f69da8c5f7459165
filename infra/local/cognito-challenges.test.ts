import { describe, expect, it } from 'vitest';
import { AUTH_SESSION_MINUTES } from '../../shared/auth';
import { cognitoError, createChallengeFront, type CallUpstream, type CognitoAnswer } from './cognito-challenges';

const TOKENS = { AccessToken: 'access', IdToken: 'id', RefreshToken: 'refresh' };
const ok = (body: Record<string, unknown>): CognitoAnswer => ({ status: 200, body });

/** A cognito-local stand-in whose answers each test sets, recording what the front asked it. */
function upstream(answers: Record<string, CognitoAnswer | ((request: Record<string, unknown>) => CognitoAnswer)>) {
  const calls: { operation: string; request: Record<string, unknown> }[] = [];
  const call: CallUpstream = async (operation, request) => {
    calls.push({ operation, request });
    const answer = answers[operation];
    if (!answer) throw new Error(`unexpected ${operation}`);
    return typeof answer === 'function' ? answer(request) : answer;
  };
  return { call, calls };
}

const signIn = { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'client', AuthParameters: { USERNAME: 'a@example.com', PASSWORD: 'secret123' } };

describe('the Cognito front: a required authenticator', () => {
  it('answers MFA_SETUP for an account without one and signs in only after a verified set-up', async () => {
    const { call, calls } = upstream({
      InitiateAuth: ok({ AuthenticationResult: TOKENS }),
      GetUser: ok({ Username: 'a', UserMFASettingList: [] }),
      AssociateSoftwareToken: ok({ SecretCode: 'JBSWY3DPEHPK3PXP' }),
      VerifySoftwareToken: (request) => (request.UserCode === '123456' ? ok({ Status: 'SUCCESS' }) : cognitoError('CodeMismatchException', 'Incorrect confirmation code')),
    });
    const front = createChallengeFront(call);

    const challenge = await front.handle('InitiateAuth', signIn);
    expect(challenge).toMatchObject({ status: 200, body: { ChallengeName: 'MFA_SETUP', ChallengeParameters: { MFAS_CAN_SETUP: '["SOFTWARE_TOKEN_MFA"]' } } });
    expect(challenge?.body).not.toHaveProperty('AuthenticationResult');

    const associated = await front.handle('AssociateSoftwareToken', { Session: challenge?.body.Session });
    expect(associated).toMatchObject({ status: 200, body: { SecretCode: 'JBSWY3DPEHPK3PXP' } });
    expect(calls.find((c) => c.operation === 'AssociateSoftwareToken')?.request).toEqual({ AccessToken: 'access' });

    const early = await front.handle('RespondToAuthChallenge', { ChallengeName: 'MFA_SETUP', Session: associated?.body.Session, ChallengeResponses: { USERNAME: 'a@example.com' } });
    expect(early).toMatchObject({ status: 400, body: { __type: 'NotAuthorizedException' } });
  });

  it('refuses a wrong set-up code as Cognito does, keeps the session for another try, then signs in', async () => {
    const { call } = upstream({
      InitiateAuth: ok({ AuthenticationResult: TOKENS }),
      GetUser: ok({ UserMFASettingList: [] }),
      AssociateSoftwareToken: ok({ SecretCode: 'JBSWY3DPEHPK3PXP' }),
      VerifySoftwareToken: (request) => (request.UserCode === '123456' ? ok({ Status: 'SUCCESS' }) : cognitoError('CodeMismatchException', 'Incorrect confirmation code')),
    });
    const front = createChallengeFront(call);
    const challenge = await front.handle('InitiateAuth', signIn);
    const { body: associated } = (await front.handle('AssociateSoftwareToken', { Session: challenge?.body.Session }))!;

    expect(await front.handle('VerifySoftwareToken', { Session: associated.Session, UserCode: '000000' })).toEqual(
      cognitoError('EnableSoftwareTokenMFAException', 'Code mismatch and fail enable Software Token MFA'),
    );
    const verified = await front.handle('VerifySoftwareToken', { Session: associated.Session, UserCode: '123456' });
    expect(verified).toMatchObject({ status: 200, body: { Status: 'SUCCESS' } });

    expect(await front.handle('RespondToAuthChallenge', { ChallengeName: 'MFA_SETUP', Session: verified?.body.Session })).toEqual(
      ok({ ChallengeParameters: {}, AuthenticationResult: TOKENS }),
    );
  });

  it('hands the tokens of an account with an authenticator over only for its current code, in a session it checks', async () => {
    const { call } = upstream({
      InitiateAuth: ok({ AuthenticationResult: TOKENS }),
      GetUser: ok({ Username: 'a', UserMFASettingList: ['SOFTWARE_TOKEN_MFA'] }),
      VerifySoftwareToken: (request) => (request.UserCode === '123456' ? ok({ Status: 'SUCCESS' }) : cognitoError('CodeMismatchException', 'Incorrect confirmation code')),
    });
    const front = createChallengeFront(call);
    const challenge = await front.handle('InitiateAuth', signIn);
    expect(challenge).toMatchObject({ status: 200, body: { ChallengeName: 'SOFTWARE_TOKEN_MFA', ChallengeParameters: { USER_ID_FOR_SRP: 'a' } } });
    expect(challenge?.body).not.toHaveProperty('AuthenticationResult');
    const respond = (Session: unknown, code: string) =>
      front.handle('RespondToAuthChallenge', { ChallengeName: 'SOFTWARE_TOKEN_MFA', Session, ChallengeResponses: { USERNAME: 'a', SOFTWARE_TOKEN_MFA_CODE: code } });

    expect(await respond('made-up', '123456')).toMatchObject({ status: 400, body: { __type: 'NotAuthorizedException' } });
    expect(await respond(challenge?.body.Session, '000000')).toEqual(cognitoError('CodeMismatchException', 'Invalid code received for user'));
    expect(await respond(challenge?.body.Session, '123456')).toEqual(ok({ ChallengeParameters: {}, AuthenticationResult: TOKENS }));
    // A session that signed in is spent.
    expect(await respond(challenge?.body.Session, '123456')).toMatchObject({ status: 400, body: { __type: 'NotAuthorizedException' } });
  });

  it('follows a new password with the authenticator set-up, signing in again with it for tokens cognito-local can refresh', async () => {
    const { call, calls } = upstream({
      InitiateAuth: (request) =>
        (request.AuthParameters as Record<string, string>).PASSWORD === 'Temporary1'
          ? ok({ ChallengeName: 'NEW_PASSWORD_REQUIRED', ChallengeParameters: {}, Session: 'upstream' })
          : ok({ AuthenticationResult: TOKENS }),
      RespondToAuthChallenge: ok({ AuthenticationResult: { AccessToken: 'not-refreshable' } }),
      GetUser: ok({ UserMFASettingList: [] }),
    });
    const front = createChallengeFront(call);
    const challenge = await front.handle('InitiateAuth', { ...signIn, AuthParameters: { USERNAME: 'a@example.com', PASSWORD: 'Temporary1' } });
    expect(challenge).toMatchObject({ body: { ChallengeName: 'NEW_PASSWORD_REQUIRED' } });

    const next = await front.handle('RespondToAuthChallenge', {
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      ClientId: 'client',
      Session: challenge?.body.Session,
      ChallengeResponses: { USERNAME: 'a@example.com', NEW_PASSWORD: 'Chosen123' },
    });

    expect(next).toMatchObject({ status: 200, body: { ChallengeName: 'MFA_SETUP' } });
    expect(calls.at(-2)).toEqual({ operation: 'InitiateAuth', request: { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'client', AuthParameters: { USERNAME: 'a@example.com', PASSWORD: 'Chosen123' } } });
  });

  it(`lets a challenge session expire after ${AUTH_SESSION_MINUTES} minutes`, async () => {
    let now = 0;
    const { call } = upstream({ InitiateAuth: ok({ AuthenticationResult: TOKENS }), GetUser: ok({}), AssociateSoftwareToken: ok({ SecretCode: 'S' }) });
    const front = createChallengeFront(call, () => now);
    const challenge = await front.handle('InitiateAuth', signIn);

    now = AUTH_SESSION_MINUTES * 60_000;

    expect(await front.handle('AssociateSoftwareToken', { Session: challenge?.body.Session })).toEqual(
      cognitoError('NotAuthorizedException', 'Invalid session for the user, session is expired.'),
    );
  });

  it('says a wrong password the way Cognito does, and leaves token refresh alone', async () => {
    const { call } = upstream({ InitiateAuth: cognitoError('InvalidPasswordException', 'Invalid password') });
    const front = createChallengeFront(call);

    expect(await front.handle('InitiateAuth', signIn)).toEqual(cognitoError('NotAuthorizedException', 'Incorrect username or password.'));
    expect(await front.handle('InitiateAuth', { AuthFlow: 'REFRESH_TOKEN_AUTH' })).toBeUndefined();
    expect(await front.handle('ListUsers', {})).toBeUndefined();
  });
});

describe('the Cognito front: password reset without revealing who has an account', () => {
  it('answers an unknown address as if a code went out, and then refuses any code', async () => {
    const { call } = upstream({ ForgotPassword: cognitoError('UserNotFoundException', 'User not found'), ConfirmForgotPassword: cognitoError('UserNotFoundException', 'User not found') });
    const front = createChallengeFront(call);

    expect(await front.handle('ForgotPassword', { Username: 'nobody@example.org' })).toEqual(
      ok({ CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: 'n***@e***' } }),
    );
    expect(await front.handle('ConfirmForgotPassword', { Username: 'nobody@example.org', ConfirmationCode: '123456', Password: 'abcdef12' })).toMatchObject({
      status: 400,
      body: { __type: 'CodeMismatchException' },
    });
  });

  it('masks where the code went', async () => {
    const { call } = upstream({ ForgotPassword: ok({ CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: 'admin@example.com' } }) });

    expect(await createChallengeFront(call).handle('ForgotPassword', { Username: 'admin@example.com' })).toMatchObject({ body: { CodeDeliveryDetails: { Destination: 'a***@e***' } } });
  });

  it('lets a reset code expire after an hour, as Cognito does', async () => {
    let now = 0;
    const { call } = upstream({
      ForgotPassword: ok({ CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: 'admin@example.com' } }),
      ConfirmForgotPassword: ok({}),
    });
    const front = createChallengeFront(call, () => now);
    await front.handle('ForgotPassword', { Username: 'admin@example.com' });
    const confirm = () => front.handle('ConfirmForgotPassword', { Username: 'admin@example.com', ConfirmationCode: '123456', Password: 'Chosen123' });

    now = 60 * 60_000 - 1;
    expect(await confirm()).toEqual(ok({}));
    now = 60 * 60_000;
    expect(await confirm()).toEqual(cognitoError('ExpiredCodeException', 'Invalid code provided, please request a code again.'));
  });
});
