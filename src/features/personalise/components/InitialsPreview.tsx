import { useLingui } from '@lingui/react/macro';
import type { Picture as PictureData } from '../../../../contract/catalogue';
import type { CustomColor, CustomPosition } from '../../../../contract/personalise';
import { Picture } from '../../../ui/Picture';
import { placeOf, previewGlyphs } from '../model';
import styles from './InitialsPreview.module.css';

interface InitialsPreviewProps {
  picture: PictureData;
  goodsName: string;
  letters: string;
  position: CustomPosition | undefined;
  letterColor: CustomColor | undefined;
  numberColor: CustomColor | undefined;
}

/** The piece's picture with the initials drawn where they will sit, as the shopper types. */
export function InitialsPreview({
  picture,
  goodsName,
  letters,
  position,
  letterColor,
  numberColor,
}: InitialsPreviewProps) {
  const { t } = useLingui();
  const { width, height } = picture;
  const glyphs = previewGlyphs(letters, letterColor, numberColor);
  const place = position ? placeOf(position, width, height) : null;
  const where = position?.name ?? '';
  const colour = letterColor?.name ?? '';
  const label = letters
    ? t`Preview of ${goodsName} with the initials ${letters}, ${colour}, ${where}`
    : t`Preview of ${goodsName}: type your initials to see them here`;
  return (
    <figure className={styles.preview}>
      <div className={styles.stage} role="img" aria-label={label}>
        <Picture picture={picture} alt="" sizes="(min-width: 770px) 50vw, 100vw" eager />
        {place && glyphs.length > 0 && (
          <svg
            className={styles.overlay}
            viewBox={`0 0 ${width} ${height}`}
            preserveAspectRatio="xMidYMid meet"
            aria-hidden="true"
            data-testid="initials-preview"
          >
            <defs>
              <filter id="initials-relief" x="-10%" y="-10%" width="120%" height="120%">
                <feDropShadow
                  dx="0"
                  dy="1.5"
                  stdDeviation="0.6"
                  floodColor="#fff"
                  floodOpacity="0.35"
                />
              </filter>
            </defs>
            <text
              x={place.x}
              y={place.y}
              fontSize={place.fontSize}
              textAnchor="middle"
              dominantBaseline="central"
              className={styles.text}
              letterSpacing={place.fontSize * 0.14}
            >
              {glyphs.map((glyph, index) => (
                <tspan
                  key={index}
                  fill={glyph.fill}
                  filter={glyph.blind ? 'url(#initials-relief)' : undefined}
                >
                  {glyph.char}
                </tspan>
              ))}
            </text>
          </svg>
        )}
      </div>
      <figcaption className={styles.caption}>
        {letters
          ? t`A guide: each piece is finished by hand.`
          : t`Your initials appear here as you type.`}
      </figcaption>
    </figure>
  );
}
