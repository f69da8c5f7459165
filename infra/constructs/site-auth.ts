import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import {
  AccountRecovery,
  CfnUserPoolUser,
  CfnUserPoolUserToGroupAttachment,
  FeaturePlan,
  Mfa,
  UserPool,
  UserPoolClient,
  UserPoolGroup,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { ADMIN_GROUP } from '../../shared/api-routes';
import { AUTH_SESSION_MINUTES, MFA, PASSWORD_POLICY, SESSION_HOURS } from '../../shared/auth';
import { acknowledge } from './nag';

export interface SiteAuthProps {
  /** When set, this address is created as a user in the admin group at deploy; Cognito mails it a temporary password. */
  adminEmail?: string;
  /** Whether visitors may sign up themselves (with e-mail verification). */
  selfSignUp: boolean;
}

/**
 * Sign-in for the site (Cognito): e-mail addresses as user names, sign-up with e-mail verification
 * where allowed, the password rule of docs/decisions/sign-in-rules.md, the 7-day temporary password of an account made for someone,
 * an authenticator app's code at every sign-in (TOTP, never SMS; docs/decisions/mfa-required.md), password reset
 * by e-mail only, the admin group, and the web app's client (no secret; USER_PASSWORD_AUTH, because
 * cognito-local has no SRP, and refresh).
 */
export class SiteAuth extends Construct {
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;
  readonly adminGroup: UserPoolGroup;
  readonly selfSignUp: boolean;

  constructor(scope: Construct, id: string, props: SiteAuthProps) {
    super(scope, id);
    this.selfSignUp = props.selfSignUp;
    this.userPool = new UserPool(this, 'UserPool', {
      selfSignUpEnabled: props.selfSignUp,
      signInAliases: { email: true },
      autoVerify: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      // Cognito can require digits but not "a letter" (only lower- or upper-case specifically):
      // the letter half of the rule is enforced by the sign-up form's shared schema.
      passwordPolicy: {
        minLength: PASSWORD_POLICY.minLength,
        requireDigits: PASSWORD_POLICY.requireDigits,
        requireLowercase: false,
        requireUppercase: false,
        requireSymbols: false,
        tempPasswordValidity: Duration.days(7),
      },
      mfa: MFA.required ? Mfa.REQUIRED : Mfa.OFF,
      mfaSecondFactor: { otp: true, sms: false },
      // A forgotten password is reset with a code sent to the verified e-mail, never by SMS.
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      featurePlan: FeaturePlan.ESSENTIALS,
      // Accounts are data: neither a stack deletion nor a slip in the console removes them.
      removalPolicy: RemovalPolicy.RETAIN,
      deletionProtection: true,
    });
    acknowledge(
      this.userPool,
      'docs/decisions/sign-in-rules.md fixes the password rule for every sign-up path: at least 8 characters with a letter and a digit. ' +
        'Cognito enforces the length and the digit; requiring upper case and symbols would contradict the rule.',
      'AwsSolutions-COG1',
    );
    acknowledge(
      this.userPool,
      'Threat protection needs the Plus plan, billed per monthly active user; for one admin and the occasional sign-up ' +
        "the Essentials plan with Cognito's lockout after repeated failed sign-ins is proportionate.",
      'AwsSolutions-COG8',
    );

    // docs/product.md#constants: an 8-hour session. The refresh token lives no longer, so a session cannot be stretched past it.
    const session = Duration.hours(SESSION_HOURS);
    this.userPoolClient = this.userPool.addClient('WebClient', {
      generateSecret: false,
      authFlows: { userPassword: true },
      disableOAuth: true,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: session,
      idTokenValidity: session,
      refreshTokenValidity: session,
      // How long the new-password and authenticator challenges wait for their answer.
      authSessionValidity: Duration.minutes(AUTH_SESSION_MINUTES),
    });

    this.adminGroup = new UserPoolGroup(this, 'AdminGroup', {
      userPool: this.userPool,
      groupName: ADMIN_GROUP,
      description: 'Site administrators: manage photos and read inquiries',
    });

    if (props.adminEmail) {
      const admin = new CfnUserPoolUser(this, 'AdminUser', {
        userPoolId: this.userPool.userPoolId,
        username: props.adminEmail,
        userAttributes: [
          { name: 'email', value: props.adminEmail },
          { name: 'email_verified', value: 'true' },
        ],
        desiredDeliveryMediums: ['EMAIL'],
      });
      const membership = new CfnUserPoolUserToGroupAttachment(this, 'AdminMembership', {
        userPoolId: this.userPool.userPoolId,
        groupName: this.adminGroup.groupName,
        username: props.adminEmail,
      });
      membership.addResourceDependency(admin);
    }
  }
}
