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
import { created, csv, op, tagged, withBody, withQuery } from './openapi-types';

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
    'GET /dashboard': withQuery("The location's figures over 7 or 30 days", dashboardQuery, dashboardReply),
    'GET /order/test': op('Whether a test order can be placed (orderable items)', testOrderMenuReply),
    'POST /order/test': withBody('Place a test order at the location', testOrderRequest, orderReply, created),
    'GET /order/history': withQuery('Order history, paged and filtered', orderHistoryQuery, orderHistoryReply),
    'GET /order/history/export': withQuery(
      'The filtered order history as CSV',
      orderHistoryQuery,
      csv('Orders of the range, one line each (streamed)'),
    ),
    'POST /order/future_order': withBody('Scheduled orders still to come', futureOrdersRequest, ordersReply),
    'GET /order': op("The location's live order board", orderBoardReply),
    'GET /order/stream': withQuery(
      "Server-sent events of the location's order changes (resumes after Last-Event-ID)",
      orderStreamQuery,
      {
        media: 'text/event-stream',
        description: 'Events `order` with an id; each data line is the JSON below',
        event: orderStreamEvent,
      },
    ),
    'GET /order/:id': op('One order (marks it seen)', orderDetailReply),
    'PUT /order/:id/status': withBody("Change an order's status", orderStatusRequest, orderReply),
    'GET /order/:id/cancel': op('Cancel an order (a GET in SPEC §7)', orderReply),
    'POST /order/:id/address': withBody('Change the delivery address', orderAddressRequest, orderReply),
    'POST /order/:id/date-time': withBody('Change the scheduled time', orderDateTimeRequest, orderReply),
    'GET /order/:id/create-driver': op('Request a delivery driver', orderReply),
    'GET /order/:id/cancel-driver': op('Cancel the delivery driver', orderReply),
  }),
  ...tagged('Reports', {
    'GET /order/sales_summary': withQuery("Sales summary of the location's days", salesSummaryQuery, salesSummaryReply),
    'GET /timesheet/report': withQuery('Hours worked per staff member', timesheetReportQuery, timesheetReportReply),
    'GET /staff/delivery/report': withQuery('Deliveries per driver', driverReportQuery, driverReportReply),
    'GET /order/doordash/report': withQuery(
      'DoorDash orders and invoice reconciliation',
      doordashReportQuery,
      doordashReportReply,
    ),
    'POST /order/doordash/invoice': withBody(
      'Import a DoorDash invoice (CSV text)',
      doordashInvoiceRequest,
      doordashInvoiceReply,
      created,
    ),
    'DELETE /order/doordash/invoice/:id': op('Delete an imported invoice', doordashInvoiceDeleteReply),
  }),
  ...tagged('Customers and coupons', {
    'GET /customer/list': withQuery('Customers, paged and filtered', customerListQuery, customersReply),
    'GET /customer/export': withQuery(
      'The filtered customers as CSV',
      customerListQuery,
      csv('Customers, one line each'),
    ),
    'GET /customer/:id/orders': op("A customer's orders", customerOrdersReply),
    'GET /customer/:id/block': op('Block or unblock a customer (a GET in SPEC §7)', customerReply),
    'DELETE /customer/:id': op('Delete a customer', messageReply),
    'GET /coupon': op('Coupons of the business', couponsReply),
    'POST /coupon': withBody('Create a coupon', couponRequest, couponReply, created),
    'GET /coupon/results': withQuery('What coupons brought in a range', couponResultsQuery, couponResultsReply),
    'POST /coupon/apply': withBody('Check a code against a cart', couponApplyRequest, couponApplyReply),
    'PUT /coupon/:id': withBody('Change a coupon', couponRequest, couponReply),
    'DELETE /coupon/:id': op('Delete a coupon', messageReply),
  }),
  ...tagged('Gift cards', {
    'GET /gift-card': withQuery('Gift cards, searchable', giftCardListQuery, giftCardsReply),
    'GET /gift-card/export': op('Outstanding balances (liability) as CSV', csv('Cards with a balance, and a total')),
    'GET /gift-card/summary/sale': withQuery('Sales of a range', giftCardSummaryQuery, giftCardSummaryReply),
    'GET /gift-card/summary/redeem': withQuery('Redemptions of a range', giftCardSummaryQuery, giftCardSummaryReply),
    'GET /gift-card/:id/transaction': op("A card's history", giftCardHistoryReply),
    'GET /gift-card/digital': op('Set a code aside for the next online sale', giftCardDigitalReply),
    'POST /gift-card': withBody('Sell a card', giftCardIssueRequest, giftCardReply, created),
    'POST /gift-card/import': withBody('Import cards', giftCardImportRequest, giftCardImportReply),
    'POST /gift-card/:id/resend': withBody('Send the card again', giftCardResendRequest, giftCardReply),
    'POST /gift-card/reload-card': withBody('Add value to a card', giftCardReloadRequest, giftCardReply),
    'POST /gift-card/redeem': withBody('Take value off a card', giftCardRedeemRequest, giftCardReply),
  }),
};
