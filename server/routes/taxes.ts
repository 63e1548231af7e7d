import { Hono } from 'hono';
import type { AppEnv } from '../types';

/** Placeholder: filled in by the menu issue. */
export const taxesRoutes = new Hono<AppEnv>();
