import '@testing-library/jest-dom';
// The app loads reply and form schemas when first needed (lib/api/schema-source.ts); loading the
// contract once here keeps that first load (seconds on a busy machine) out of the tests' timeouts.
import '@/lib/contract';

import { configure } from '@testing-library/react';
// findBy/waitFor wait up to 1 s by default: a timing assertion in disguise on two busy cores
// (CI runs two jest workers beside PGlite). A screen that never shows still fails, 5 s later.
configure({ asyncUtilTimeout: 5000 });
