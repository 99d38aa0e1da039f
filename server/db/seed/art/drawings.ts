import type { ArtKind } from '../data/types';
import { drawCrossbody, drawTote, drawWallet } from './bags-soft';
import { drawShoulderBag, drawTopHandle } from './bags';
import { drawSkirt, drawTrousers } from './bottoms';
import { drawCoat } from './coat';
import { drawDress } from './dress';
import { drawJewellery } from './jewellery';
import { drawKnit } from './knit';
import { drawScarf } from './scarf';
import { drawShirt } from './shirt';
import { drawFlat, drawLoafer, drawPump } from './shoes';
import { drawBoot, drawSneaker } from './shoes-tall';
import type { Draw } from './svg';
import { drawBelt, drawHat, drawSunglasses } from './wear';

/** One drawing function per product type. */
export const DRAWINGS: Record<ArtKind, Draw> = {
  dress: drawDress,
  coat: drawCoat,
  knit: drawKnit,
  shirt: drawShirt,
  skirt: drawSkirt,
  trousers: drawTrousers,
  'top-handle': drawTopHandle,
  'shoulder-bag': drawShoulderBag,
  crossbody: drawCrossbody,
  tote: drawTote,
  wallet: drawWallet,
  scarf: drawScarf,
  belt: drawBelt,
  jewellery: drawJewellery,
  sunglasses: drawSunglasses,
  hat: drawHat,
  pump: drawPump,
  flat: drawFlat,
  sneaker: drawSneaker,
  boot: drawBoot,
  loafer: drawLoafer,
};
