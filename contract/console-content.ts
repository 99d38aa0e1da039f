// The console's content area (/admin/api/content…): the home page as the team edits it, as a
// draft shared by the team, previewed and then published to the shoppers.

import type { Picture } from './catalogue';
import type { Popup } from './content';

export const HOME_BLOCK_TYPES = ['banner', 'rail', 'waterfall', 'story'] as const;
export type HomeBlockType = (typeof HOME_BLOCK_TYPES)[number];
export const CONTENT_LANGS = ['cn', 'en'] as const;
export type ContentLang = (typeof CONTENT_LANGS)[number];

/** A picture as the shop stores it: its path in the media store and its size. */
export interface StoredPicture {
  path: string;
  width: number;
  height: number;
}

/** The words of a block or of one of its slides, in one language. */
export interface HomeWords {
  title: string;
  subtitle: string;
  text: string;
  button: string;
}

/** One slide of a banner, or one tile of a waterfall. */
export interface HomeBlockItem {
  picture: StoredPicture;
  /** A banner's picture for phones; none: the wide one. */
  mobile_picture: StoredPicture | null;
  link: string;
  words: Record<ContentLang, HomeWords>;
}

/** One template of the home page as the team edits it. */
export interface HomeBlock {
  /** The published template's number; null for a block added in the draft. */
  id: number | null;
  type: HomeBlockType;
  enabled: boolean;
  /** Where a rail's title or a story's button leads. */
  link: string;
  /** A rail's featured pieces, by their style numbers, in order. */
  goods_sns: string[];
  /** A story's picture. */
  picture: StoredPicture | null;
  words: Record<ContentLang, HomeWords>;
  items: HomeBlockItem[];
}

/** The home page in the editor: the draft if there is one, else what the shoppers see. */
export interface HomeEditor {
  /** The draft's version (its saves); 0 when there is no draft. */
  version: number;
  draft: boolean;
  /** Who saved the draft last and when (epoch ms); null without a draft. */
  updated_by: string | null;
  /** That staff member's name as the console shows it. */
  updated_by_name: string | null;
  updated_at: number | null;
  blocks: HomeBlock[];
}

/** Saving the draft: the version it was read at, and the whole page. */
export interface HomeDraftBody {
  version: number;
  blocks: HomeBlock[];
}

/** Publishing or discarding the draft read at this version. */
export interface HomeVersionBody {
  version: number;
}

/** The shop's home page opened in the preview mode: the draft, for staff only. */
export const HOME_PREVIEW_SEARCH = 'preview=home';

/** The pages that show activity popups, by the keyword the shop's pages ask with. */
export const POPUP_KEYWORDS = ['home'] as const;

/** An activity popup as the team edits it. */
export interface PopupFields {
  /** The page it shows on (one of POPUP_KEYWORDS for the console's new ones). */
  keyword: string;
  link: string;
  /** Epoch ms; null: from now on / until further notice. */
  starts_at: number | null;
  ends_at: number | null;
  enabled: boolean;
  words: Record<ContentLang, { title: string; body: string; button: string }>;
  /** Its picture, at its own size; none: the words alone. */
  picture: StoredPicture | null;
}

export interface ConsolePopup extends PopupFields {
  id: number;
  version: number;
}

/** Saving a popup: the version it was read at (none for a new one) and its fields. */
export interface PopupBody extends PopupFields {
  version?: number;
}

/** Deleting the popup read at this version. */
export interface PopupDeleteBody {
  version: number;
}

/** The shop's home page opened to preview a popup the console left in the tab's session. */
export const POPUP_PREVIEW_SEARCH = 'preview=popup';

/** Where the console leaves a popup's preview, in one language, for the shop's page. */
export const popupPreviewKey = (lang: ContentLang) => `popup-preview.${lang}`;

/** A popup as the shoppers will see it, in each language (checked and drawn by the server). */
export type PopupPreview = Record<ContentLang, Popup>;

/** The largest picture file the console takes. */
export const CONTENT_PICTURE_MAX_BYTES = 10 * 1024 * 1024;
/** The widest or tallest picture the console takes, in pixels. */
export const CONTENT_PICTURE_MAX_SIDE = 8_000;
/** The smallest side of a picture the console takes: anything smaller shows blurred. */
export const CONTENT_PICTURE_MIN_SIDE = 200;

/** A picture uploaded for the shop's content: a JPEG, PNG or WebP file, sent as base64. */
export interface ContentPictureUpload {
  file_name: string;
  base64: string;
}

/** An uploaded picture: where it is stored, its size, and how the console shows it. */
export interface UploadedPicture extends StoredPicture {
  picture: Picture;
}
