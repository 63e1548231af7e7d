import { z } from 'zod';
import {
  couponApplyReply,
  couponApplyRequest,
  couponRequest,
  couponResultsQuery,
  couponResultsReply,
  couponReply,
  couponsReply,
} from './coupons';
import { customerListQuery, customerOrdersReply, customerReply, customersReply } from './customers';
import { dashboardReply } from './dashboard';
import {
  doordashInvoiceDeleteReply,
  doordashInvoiceReply,
  doordashInvoiceRequest,
  doordashReportQuery,
  doordashReportReply,
} from './doordash-report';
import { messageReply } from './errors';
import {
  giftCardDigitalReply,
  giftCardHistoryReply,
  giftCardImportReply,
  giftCardImportRequest,
  giftCardIssueRequest,
  giftCardListQuery,
  giftCardRedeemRequest,
  giftCardReloadRequest,
  giftCardReply,
  giftCardResendRequest,
  giftCardsReply,
  giftCardSummaryQuery,
  giftCardSummaryReply,
} from './gift-cards';
import {
  futureOrdersRequest,
  orderAddressRequest,
  orderBoardReply,
  orderDateTimeRequest,
  orderDetailReply,
  orderHistoryQuery,
  orderHistoryReply,
  orderReply,
  ordersReply,
  orderStatusRequest,
  orderStreamEvent,
  testOrderMenuReply,
  testOrderRequest,
} from './orders';
import { dashboardDays } from './plain/dashboard';
import { salesSummaryQuery, salesSummaryReply } from './sales-summary';
import { driverReportQuery, driverReportReply, timesheetReportQuery, timesheetReportReply } from './staff-reports';
import { created, csv, tagged } from './openapi-types';

/** The dashboard's period, parsed in server/routes/dashboard.ts (7 when absent). */
export const dashboardQuery = z.object({ days: z.enum(dashboardDays.map(String) as [string, ...string[]]).optional() });
/** Where a reconnecting stream resumes, for clients that cannot send the Last-Event-ID header. */
export const orderStreamQuery = z.object({
  last_event_id: z
    .string()
    .regex(/^\d{1,15}$/)
    .optional(),
});

export const orderOperations = {
  ...tagged('Orders', {
    'GET /dashboard': {
      summary: "The location's figures over 7 or 30 days",
      query: dashboardQuery,
      reply: dashboardReply,
    },
    'GET /order/test': { summary: 'Whether a test order can be placed (orderable items)', reply: testOrderMenuReply },
    'POST /order/test': {
      summary: 'Place a test order at the location',
      body: testOrderRequest,
      reply: orderReply,
      statuses: created,
    },
    'GET /order/history': {
      summary: 'Order history, paged and filtered',
      query: orderHistoryQuery,
      reply: orderHistoryReply,
    },
    'GET /order/history/export': {
      summary: 'The filtered order history as CSV',
      query: orderHistoryQuery,
      reply: csv('Orders of the range, one line each (streamed)'),
    },
    'POST /order/future_order': {
      summary: 'Scheduled orders still to come',
      body: futureOrdersRequest,
      reply: ordersReply,
    },
    'GET /order': { summary: "The location's live order board", reply: orderBoardReply },
    'GET /order/stream': {
      summary: "Server-sent events of the location's order changes (resumes after Last-Event-ID)",
      query: orderStreamQuery,
      reply: {
        media: 'text/event-stream',
        description: 'Events `order` with an id; each data line is the JSON below',
        event: orderStreamEvent,
      },
    },
    'GET /order/:id': { summary: 'One order (marks it seen)', reply: orderDetailReply },
    'PUT /order/:id/status': { summary: "Change an order's status", body: orderStatusRequest, reply: orderReply },
    'GET /order/:id/cancel': { summary: 'Cancel an order (a GET in SPEC §7)', reply: orderReply },
    'POST /order/:id/address': { summary: 'Change the delivery address', body: orderAddressRequest, reply: orderReply },
    'POST /order/:id/date-time': {
      summary: 'Change the scheduled time',
      body: orderDateTimeRequest,
      reply: orderReply,
    },
    'GET /order/:id/create-driver': { summary: 'Request a delivery driver', reply: orderReply },
    'GET /order/:id/cancel-driver': { summary: 'Cancel the delivery driver', reply: orderReply },
  }),
  ...tagged('Reports', {
    'GET /order/sales_summary': {
      summary: "Sales summary of the location's days",
      query: salesSummaryQuery,
      reply: salesSummaryReply,
    },
    'GET /timesheet/report': {
      summary: 'Hours worked per staff member',
      query: timesheetReportQuery,
      reply: timesheetReportReply,
    },
    'GET /staff/delivery/report': {
      summary: 'Deliveries per driver',
      query: driverReportQuery,
      reply: driverReportReply,
    },
    'GET /order/doordash/report': {
      summary: 'DoorDash orders and invoice reconciliation',
      query: doordashReportQuery,
      reply: doordashReportReply,
    },
    'POST /order/doordash/invoice': {
      summary: 'Import a DoorDash invoice (CSV text)',
      body: doordashInvoiceRequest,
      reply: doordashInvoiceReply,
      statuses: created,
    },
    'DELETE /order/doordash/invoice/:id': { summary: 'Delete an imported invoice', reply: doordashInvoiceDeleteReply },
  }),
  ...tagged('Customers and coupons', {
    'GET /customer/list': { summary: 'Customers, paged and filtered', query: customerListQuery, reply: customersReply },
    'GET /customer/export': {
      summary: 'The filtered customers as CSV',
      query: customerListQuery,
      reply: csv('Customers, one line each'),
    },
    'GET /customer/:id/orders': { summary: "A customer's orders", reply: customerOrdersReply },
    'GET /customer/:id/block': { summary: 'Block or unblock a customer (a GET in SPEC §7)', reply: customerReply },
    'DELETE /customer/:id': { summary: 'Delete a customer', reply: messageReply },
    'GET /coupon': { summary: 'Coupons of the business', reply: couponsReply },
    'POST /coupon': { summary: 'Create a coupon', body: couponRequest, reply: couponReply, statuses: created },
    'GET /coupon/results': {
      summary: 'What coupons brought in a range',
      query: couponResultsQuery,
      reply: couponResultsReply,
    },
    'POST /coupon/apply': { summary: 'Check a code against a cart', body: couponApplyRequest, reply: couponApplyReply },
    'PUT /coupon/:id': { summary: 'Change a coupon', body: couponRequest, reply: couponReply },
    'DELETE /coupon/:id': { summary: 'Delete a coupon', reply: messageReply },
  }),
  ...tagged('Gift cards', {
    'GET /gift-card': { summary: 'Gift cards, searchable', query: giftCardListQuery, reply: giftCardsReply },
    'GET /gift-card/export': {
      summary: 'Outstanding balances (liability) as CSV',
      reply: csv('Cards with a balance, and a total'),
    },
    'GET /gift-card/summary/sale': {
      summary: 'Sales of a range',
      query: giftCardSummaryQuery,
      reply: giftCardSummaryReply,
    },
    'GET /gift-card/summary/redeem': {
      summary: 'Redemptions of a range',
      query: giftCardSummaryQuery,
      reply: giftCardSummaryReply,
    },
    'GET /gift-card/:id/transaction': { summary: "A card's history", reply: giftCardHistoryReply },
    'GET /gift-card/digital': { summary: 'Set a code aside for the next online sale', reply: giftCardDigitalReply },
    'POST /gift-card': { summary: 'Sell a card', body: giftCardIssueRequest, reply: giftCardReply, statuses: created },
    'POST /gift-card/import': { summary: 'Import cards', body: giftCardImportRequest, reply: giftCardImportReply },
    'POST /gift-card/:id/resend': { summary: 'Send the card again', body: giftCardResendRequest, reply: giftCardReply },
    'POST /gift-card/reload-card': {
      summary: 'Add value to a card',
      body: giftCardReloadRequest,
      reply: giftCardReply,
    },
    'POST /gift-card/redeem': { summary: 'Take value off a card', body: giftCardRedeemRequest, reply: giftCardReply },
  }),
};
