import { defineMatrixPart } from './authz/matrix.ts';

// The authorization matrix (every route × role × column), part 1 of MATRIX_PARTS, with the checks on the whole
// matrix: a case for every route, and docs/authz-matrix.md generated from it. The cells live in authz/matrix.ts.
defineMatrixPart(1);
