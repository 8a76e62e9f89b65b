import { defineMatrixPart } from './authz/matrix.ts';

// Part 4 of the authorization matrix (see authz-matrix.test.ts).
defineMatrixPart(4);
