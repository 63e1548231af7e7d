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
import { created, tagged } from './openapi-types';

/** Sign-in and confirmations answer the token, the account and a message. */
export const tokenMessageReply = tokenReply.extend({ message: z.string() });
/** The document itself: described as an object, not by its own schema. */
export const openApiDocumentReply = z
  .object({ openapi: z.string(), info: z.object({ title: z.string(), version: z.string() }) })
  .catchall(z.unknown());
export const outboxQuery = z.object({ to: z.string().optional() });

export const accountOperations = {
  ...tagged('Sign-up and session', {
    'GET /business-type': { summary: 'Business types offered at sign-up', reply: businessTypesReply },
    'GET /country': { summary: 'Countries offered at sign-up', reply: countriesReply },
    'POST /user/register': {
      summary: 'Create an account and send the e-mail confirmation code',
      body: registerRequest,
      reply: messageReply,
      statuses: created,
    },
    'POST /user/email/resend': {
      summary: 'Send the confirmation code again',
      body: resendEmailRequest,
      reply: messageReply,
    },
    'POST /user/email/change': {
      summary: 'Change the e-mail of an unconfirmed sign-up',
      body: changeEmailRequest,
      reply: messageReply,
    },
    'POST /user/email/confirm': {
      summary: 'Confirm the e-mail with its code; signs in',
      body: confirmEmailRequest,
      reply: tokenMessageReply,
    },
    'POST /user/login': { summary: 'Sign in with e-mail and password', body: loginRequest, reply: tokenReply },
    'POST /user/logout': { summary: 'End this session (revokes the token)', reply: messageReply },
    'POST /user/password/recover': {
      summary: 'Send a password reset code',
      body: recoverPasswordRequest,
      reply: messageReply,
    },
    'POST /user/password/reset': {
      summary: 'Set a new password with the reset code; signs in',
      body: resetPasswordRequest,
      reply: tokenMessageReply,
    },
    'POST /user/password/change': {
      summary: 'Change the password of the signed-in user',
      body: changePasswordRequest,
      reply: messageReply,
    },
  }),
  ...tagged('Account and business', {
    'GET /user': { summary: 'The signed-in user, their role, flags and business', reply: userReply },
    'GET /getting-started': { summary: 'The onboarding checklist', reply: gettingStartedReply },
    'GET /location': { summary: 'Locations the caller may work at', reply: locationsReply },
    'POST /business/register': {
      summary: 'Register the business of a signed-in user',
      body: businessRegisterRequest,
      reply: businessRegisterReply,
      statuses: created,
    },
  }),
  ...tagged('Billing', {
    'GET /subscription/plan': { summary: 'Plans on offer', query: plansQuery, reply: plansReply },
    'GET /subscription': { summary: 'The subscription and its billing details', reply: subscriptionReply },
    'POST /subscription': {
      summary: 'Choose a first plan (202 while the bank asks for a confirmation)',
      body: subscriptionRequest,
      reply: subscriptionReply,
      statuses: [201, 202],
    },
    'PUT /subscription': {
      summary: 'Change plan (202 while the bank asks for a confirmation)',
      body: subscriptionRequest,
      reply: subscriptionReply,
      statuses: [200, 202],
    },
    'POST /subscription/confirm': {
      summary: 'Confirm a payment the bank asked about',
      body: confirmPaymentRequest,
      reply: subscriptionReply,
    },
    'POST /subscription/cancel': { summary: 'Cancel at the end of the period', reply: subscriptionReply },
    'POST /subscription/resume': { summary: 'Keep a subscription set to cancel', reply: subscriptionReply },
    'PUT /subscription/card': { summary: 'Replace the card on file', body: cardRequest, reply: subscriptionReply },
    'GET /invoice': { summary: 'Invoices of the business', reply: invoicesReply },
    'GET /invoice/:id/pdf': {
      summary: 'One invoice as a PDF',
      reply: { media: 'application/pdf', description: 'The invoice, as an attachment' },
    },
  }),
  ...tagged('Contract', {
    'GET /openapi.json': { summary: 'This document: the API as OpenAPI 3.1', reply: openApiDocumentReply },
  }),
  ...tagged('Operations', {
    'GET /ready': {
      summary: 'Readiness for a load balancer: database reachable, migrations applied (503 otherwise)',
      reply: readyReply,
      statuses: [200, 503],
    },
  }),
  ...tagged('Development', {
    'GET /dev/outbox': {
      summary: 'Mail kept in the outbox (DEV_TOOLS only; e2e tests read codes here)',
      query: outboxQuery,
      reply: outboxReply,
    },
    'POST /dev/demo-data': {
      summary: "Add the demo data set to the caller's new business (DEV_TOOLS only)",
      reply: demoDataReply,
      statuses: created,
    },
  }),
};
