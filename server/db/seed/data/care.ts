import type { CareKey, Words } from './types';

export const CARE: Record<CareKey, Words> = {
  silk: {
    cn: '建议专业干洗。避免阳光直射，请勿直接喷洒香水，远离尖锐物品。',
    en: 'Professional dry clean only. Keep away from direct sunlight, perfume and sharp objects.',
  },
  wool: {
    cn: '建议专业干洗。使用软毛刷顺纹理整理，穿着间隙请让衣物静置休息，悬挂于宽肩衣架上。',
    en: 'Dry clean only. Brush gently along the grain, let the garment rest between wears and hang it on a broad-shouldered hanger.',
  },
  knit: {
    cn: '30°C 以下冷水手洗，请勿拧干，平铺阴干。建议折叠存放，避免悬挂变形。',
    en: 'Hand wash cold below 30°C and do not wring. Dry flat in the shade; store folded rather than hung.',
  },
  cotton: {
    cn: '30°C 以下反面轻柔机洗，不可漂白，中温熨烫。',
    en: 'Machine wash gently inside out below 30°C. Do not bleach; iron at medium heat.',
  },
  leather: {
    cn: '请存放于附带的防尘袋或防尘罩中，避免受潮、重压与阳光直射；以柔软干布轻拭表面。',
    en: 'Store in the dust bag or cover provided, away from humidity, pressure and direct sunlight. Wipe with a soft dry cloth.',
  },
  suede: {
    cn: '使用麂皮专用刷顺同一方向轻刷，避免接触水与油脂，存放于附带的防尘袋或防尘罩中。',
    en: 'Brush gently in one direction with a suede brush. Avoid water and grease, and store in the dust bag or cover provided.',
  },
  canvas: {
    cn: '以微湿软布轻拭，自然阴干。请以填充物保持包型，存放于防尘袋中。',
    en: 'Wipe with a soft, slightly damp cloth and let dry naturally. Keep it stuffed to hold its shape and store in its dust bag.',
  },
  jewellery: {
    cn: '避免接触香水、乳液与水。佩戴后以柔软布料擦拭，并单独存放于附带的首饰袋中。',
    en: 'Avoid contact with perfume, lotion and water. Wipe with a soft cloth after wearing and store separately in its pouch.',
  },
  eyewear: {
    cn: '请使用附带的超细纤维布清洁镜片，不佩戴时存放于硬质眼镜盒中。',
    en: 'Clean the lenses with the microfibre cloth provided and keep in the hard case when not worn.',
  },
  hat: {
    cn: '请勿折叠或挤压，以软刷清洁，避免淋雨，存放于附带的帽盒中。',
    en: 'Do not fold or crush. Clean with a soft brush, avoid rain and keep in the hat box provided.',
  },
  shoes: {
    cn: '请配合鞋撑存放于附带的鞋袋中，避免雨天穿着；皮革部分请定期以同色护理膏滋养。',
    en: 'Store in the shoe bags with shoe trees and avoid wearing in the rain; nourish leather parts regularly with a matching cream.',
  },
};
