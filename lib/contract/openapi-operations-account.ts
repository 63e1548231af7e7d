import { z } from 'zod';
import { gettingStartedReply, locationsReply, userReply } from './account';
import {
  changeEmailRequest,
  changePasswordRequest,
  confirmEmailRequest,
  loginRequest,
  recoverPasswordRequest,
  registerRequest,
  resendEmailRequest,
  resetPasswordRequest,
  tokenReply,
} from './auth';
import {
  cardRequest,
  confirmPaymentRequest,
  invoicesReply,
  plansQuery,
  plansReply,
  subscriptionReply,
  subscriptionRequest,
} from './billing';
import { businessRegisterReply, businessRegisterRequest, businessTypesReply, countriesReply } from './business';
import { demoDataReply, outboxReply } from './dev';
import { messageReply } from './errors';
import { readyReply } from './readiness';
import { created, op, tagged, withBody, withQuery } from './openapi-types';

/** Sign-in and confirmations answer the token, the account and a message. */
export const tokenMessageReply = tokenReply.extend({ message: z.string() });
/** The document itself: described as an object, not by its own schema. */
export const openApiDocumentReply = z
  .object({ openapi: z.string(), info: z.object({ title: z.string(), version: z.string() }) })
  .catchall(z.unknown());
export const outboxQuery = z.object({ to: z.string().optional() });

export const accountOperations = {
  ...tagged('Sign-up and session', {
    'GET /business-type': op('Business types offered at sign-up', businessTypesReply),
    'GET /country': op('Countries offered at sign-up', countriesReply),
    'POST /user/register': withBody(
      'Create an account and send the e-mail confirmation code',
      registerRequest,
      messageReply,
      created,
    ),
    'POST /user/email/resend': withBody('Send the confirmation code again', resendEmailRequest, messageReply),
    'POST /user/email/change': withBody(
      'Change the e-mail of an unconfirmed sign-up',
      changeEmailRequest,
      messageReply,
    ),
    'POST /user/email/confirm': withBody(
      'Confirm the e-mail with its code; signs in',
      confirmEmailRequest,
      tokenMessageReply,
    ),
    'POST /user/login': withBody('Sign in with e-mail and password', loginRequest, tokenReply),
    'POST /user/logout': op('End this session (revokes the token)', messageReply),
    'POST /user/password/recover': withBody('Send a password reset code', recoverPasswordRequest, messageReply),
    'POST /user/password/reset': withBody(
      'Set a new password with the reset code; signs in',
      resetPasswordRequest,
      tokenMessageReply,
    ),
    'POST /user/password/change': withBody(
      'Change the password of the signed-in user',
      changePasswordRequest,
      messageReply,
    ),
  }),
  ...tagged('Account and business', {
    'GET /user': op('The signed-in user, their role, flags and business', userReply),
    'GET /getting-started': op('The onboarding checklist', gettingStartedReply),
    'GET /location': op('Locations the caller may work at', locationsReply),
    'POST /business/register': withBody(
      'Register the business of a signed-in user',
      businessRegisterRequest,
      businessRegisterReply,
      created,
    ),
  }),
  ...tagged('Billing', {
    'GET /subscription/plan': withQuery('Plans on offer', plansQuery, plansReply),
    'GET /subscription': op('The subscription and its billing details', subscriptionReply),
    'POST /subscription': withBody(
      'Choose a first plan (202 while the bank asks for a confirmation)',
      subscriptionRequest,
      subscriptionReply,
      [201, 202],
    ),
    'PUT /subscription': withBody(
      'Change plan (202 while the bank asks for a confirmation)',
      subscriptionRequest,
      subscriptionReply,
      [200, 202],
    ),
    'POST /subscription/confirm': withBody(
      'Confirm a payment the bank asked about',
      confirmPaymentRequest,
      subscriptionReply,
    ),
    'POST /subscription/cancel': op('Cancel at the end of the period', subscriptionReply),
    'POST /subscription/resume': op('Keep a subscription set to cancel', subscriptionReply),
    'PUT /subscription/card': withBody('Replace the card on file', cardRequest, subscriptionReply),
    'GET /invoice': op('Invoices of the business', invoicesReply),
    'GET /invoice/:id/pdf': op('One invoice as a PDF', {
      media: 'application/pdf',
      description: 'The invoice, as an attachment',
    }),
  }),
  ...tagged('Contract', {
    'GET /openapi.json': op('This document: the API as OpenAPI 3.1', openApiDocumentReply),
  }),
  ...tagged('Operations', {
    'GET /ready': op(
      'Readiness for a load balancer: database reachable, migrations applied (503 otherwise)',
      readyReply,
      [200, 503],
    ),
  }),
  ...tagged('Development', {
    'GET /dev/outbox': withQuery(
      'Mail kept in the outbox (DEV_TOOLS only; e2e tests read codes here)',
      outboxQuery,
      outboxReply,
    ),
    'POST /dev/demo-data': op(
      "Add the demo data set to the caller's new business (DEV_TOOLS only)",
      demoDataReply,
      created,
    ),
  }),
};
