import '@testing-library/jest-dom';
// The app loads reply and form schemas when first needed (lib/api/schema-source.ts); loading the
// contract once here keeps that first load (seconds on a busy machine) out of the tests' timeouts.
import '@/lib/contract';
