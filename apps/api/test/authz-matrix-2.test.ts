import { defineMatrixPart } from './authz/matrix.ts';

// Part 2 of the authorization matrix (see authz-matrix.test.ts).
defineMatrixPart(2);
