import { Hono } from 'hono';
import type { AppEnv } from '../types';

/** Placeholder: filled in by the menu issue. */
export const integrationRoutes = new Hono<AppEnv>();
