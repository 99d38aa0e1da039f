import { ACCESSORIES } from './accessories';
import { BAGS } from './bags';
import { MEN } from './men';
import { SHOES } from './shoes';
import type { Department } from './types';
import { WOMEN } from './women';

/** The departments in menu order. */
export const DEPARTMENTS: Department[] = [WOMEN, MEN, BAGS, ACCESSORIES, SHOES];
