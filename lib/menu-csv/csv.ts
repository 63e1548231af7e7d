/** The CSV reader and writer live in lib/contract so that the reference API reads files the same way (DoorDash invoices). */
export * from '../contract/plain/csv';
