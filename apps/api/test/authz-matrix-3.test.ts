import { defineMatrixPart } from './authz/matrix.ts';

// Part 3 of the authorization matrix (see authz-matrix.test.ts).
defineMatrixPart(3);
