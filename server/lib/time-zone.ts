/**
 * The location's wall clock lives in lib/contract/time-zone.ts, where the "open at" rule (shared by
 * the reference API and the portal) reads it too; server code keeps importing it from here.
 */
export { offsetMs, wallClock, zonedTime, type WallClock } from '../../lib/contract/time-zone';
