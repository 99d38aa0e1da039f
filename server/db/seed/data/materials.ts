import type { Material } from './types';

const METALS = ['gold', 'silver'];

export const MATERIALS: Record<string, Material> = {
  'silk-satin': {
    name: { cn: '丝质缎面', en: 'Silk Satin' },
    composition: { cn: '100% 桑蚕丝', en: '100% mulberry silk' },
    about: {
      cn: '选用顺滑的真丝缎面，光泽柔和如水，随身形自然流动。',
      en: 'Cut from fluid silk satin with a soft, liquid sheen that moves with the body.',
    },
    care: 'silk',
    premium: 1.05,
  },
  'silk-crepe': {
    name: { cn: '真丝双绉', en: 'Silk Crêpe de Chine' },
    composition: { cn: '100% 桑蚕丝', en: '100% mulberry silk' },
    about: {
      cn: '真丝双绉质地细腻，带有哑光微颗粒感，垂坠自然且不易起皱。',
      en: 'The crêpe de chine has a fine matte grain and an easy drape that resists creasing.',
    },
    care: 'silk',
  },
  'silk-twill': {
    name: { cn: '真丝斜纹', en: 'Silk Twill' },
    composition: { cn: '100% 桑蚕丝', en: '100% mulberry silk' },
    about: {
      cn: '真丝斜纹由里昂合作工坊织造与丝网印制，色彩饱满，手感挺括而柔软。',
      en: 'Woven and screen-printed by a partner mill in Lyon, the silk twill holds colour beautifully and feels crisp yet soft.',
    },
    care: 'silk',
  },
  'silk-chiffon': {
    name: { cn: '真丝雪纺', en: 'Silk Chiffon' },
    composition: { cn: '100% 桑蚕丝', en: '100% mulberry silk' },
    about: {
      cn: '轻透的真丝雪纺层层叠叠，举手投足间飘逸灵动。',
      en: 'Layers of sheer silk chiffon float and sway with every step.',
    },
    care: 'silk',
    premium: 1.1,
  },
  'cotton-poplin': {
    name: { cn: '棉质府绸', en: 'Cotton Poplin' },
    composition: { cn: '100% 棉', en: '100% cotton' },
    about: {
      cn: '高支棉府绸紧密挺括，带有清爽的微光。',
      en: 'The fine, tightly woven cotton poplin is crisp to the touch with a clean, subtle lustre.',
    },
    care: 'cotton',
    premium: 0.9,
  },
  linen: {
    name: { cn: '亚麻', en: 'Linen' },
    composition: { cn: '100% 亚麻', en: '100% linen' },
    about: {
      cn: '诺曼底亚麻透气清凉，随着每一次穿着愈发柔软。',
      en: 'Breathable Normandy linen that grows softer with every wear.',
    },
    care: 'cotton',
    premium: 0.95,
  },
  'cotton-jersey': {
    name: { cn: '棉质', en: 'Cotton' },
    composition: { cn: '100% 棉', en: '100% cotton' },
    about: {
      cn: '精梳棉平纹针织柔软顺滑，洗后依然保持挺括有型。',
      en: 'Combed cotton jersey, smooth against the skin and true to its shape wash after wash.',
    },
    care: 'cotton',
    premium: 0.85,
  },
  denim: {
    name: { cn: '日本丹宁', en: 'Japanese Denim' },
    composition: { cn: '100% 棉', en: '100% cotton' },
    about: {
      cn: '日本冈山丹宁以传统梭织机织造，色泽深邃均匀。',
      en: 'Okayama denim woven on traditional shuttle looms for a deep, even tone.',
    },
    care: 'cotton',
    palette: ['navy', 'black', 'sky', 'ivory'],
  },
  'wool-crepe': {
    name: { cn: '羊毛绉纱', en: 'Wool Crêpe' },
    composition: { cn: '100% 初剪羊毛', en: '100% virgin wool' },
    about: {
      cn: '羊毛绉纱细腻而富有弹性，线条利落，四季皆宜。',
      en: 'Springy wool crêpe gives a clean, precise line in every season.',
    },
    care: 'wool',
  },
  'virgin-wool': {
    name: { cn: '初剪羊毛', en: 'Virgin Wool' },
    composition: { cn: '100% 初剪羊毛', en: '100% virgin wool' },
    about: {
      cn: '意大利比耶拉出产的初剪羊毛紧密厚实，保暖而不失轻盈。',
      en: 'Dense virgin wool from Biella, warm without weight.',
    },
    care: 'wool',
  },
  'double-face': {
    name: { cn: '双面羊毛', en: 'Double-Face Wool' },
    composition: { cn: '90% 初剪羊毛，10% 羊绒', en: '90% virgin wool, 10% cashmere' },
    about: {
      cn: '双面羊毛的边缘由匠人手工缝合，无衬里设计，内外同样精致。',
      en: 'Double-face wool, hand-stitched at the edges and left unlined, as refined inside as out.',
    },
    care: 'wool',
    premium: 1.1,
  },
  'cashmere-blend': {
    name: { cn: '羊绒混纺', en: 'Cashmere-Blend' },
    composition: { cn: '70% 初剪羊毛，30% 羊绒', en: '70% virgin wool, 30% cashmere' },
    about: {
      cn: '羊毛与羊绒混纺，柔软温暖，表面带有细腻的绒感。',
      en: 'A blend of wool and cashmere, soft and warm with a gently brushed finish.',
    },
    care: 'wool',
  },
  cashmere: {
    name: { cn: '羊绒', en: 'Cashmere' },
    composition: { cn: '100% 羊绒', en: '100% cashmere' },
    about: {
      cn: '选用内蒙古长绒山羊绒，纱线纤细，触感轻柔如云。',
      en: 'Long-fibre cashmere from Inner Mongolia, spun fine for a cloud-soft hand.',
    },
    care: 'knit',
    premium: 1.25,
  },
  merino: {
    name: { cn: '美丽诺羊毛', en: 'Merino Wool' },
    composition: { cn: '100% 美丽诺羊毛', en: '100% merino wool' },
    about: {
      cn: '超细美丽诺羊毛轻盈透气，适合贴身穿着。',
      en: 'Extra-fine merino, light and breathable enough to wear next to the skin.',
    },
    care: 'knit',
    premium: 0.85,
  },
  mohair: {
    name: { cn: '马海毛混纺', en: 'Mohair-Blend' },
    composition: {
      cn: '60% 马海毛，30% 羊毛，10% 聚酰胺',
      en: '60% mohair, 30% wool, 10% polyamide',
    },
    about: {
      cn: '马海毛混纺蓬松轻盈，泛着柔和的光晕。',
      en: 'An airy mohair blend with a soft, luminous halo.',
    },
    care: 'knit',
  },
  tweed: {
    name: { cn: '粗花呢', en: 'Tweed' },
    composition: { cn: '85% 羊毛，15% 真丝', en: '85% wool, 15% silk' },
    about: {
      cn: '粗花呢以多色纱线交织而成，肌理丰富，别具手工质感。',
      en: 'The tweed is woven from multi-tonal yarns for a rich, hand-crafted texture.',
    },
    care: 'wool',
  },
  gabardine: {
    name: { cn: '棉质华达呢', en: 'Cotton Gabardine' },
    composition: { cn: '100% 棉', en: '100% cotton' },
    about: {
      cn: '防泼水棉质华达呢紧密耐穿，从容应对多变天气。',
      en: 'Water-repellent cotton gabardine, tightly woven for changeable weather.',
    },
    care: 'cotton',
  },
  lambskin: {
    name: { cn: '小羊皮', en: 'Lambskin' },
    composition: { cn: '100% 小羊皮', en: '100% lambskin' },
    about: {
      cn: '小羊皮柔软轻薄，会随着时间沉淀出独特光泽。',
      en: 'Supple, featherlight lambskin that develops its own patina over time.',
    },
    care: 'leather',
    premium: 1.2,
  },
  suede: {
    name: { cn: '绒面革', en: 'Suede' },
    composition: { cn: '100% 小牛绒面革', en: '100% calf suede' },
    about: {
      cn: '绒面小牛皮触感细腻如丝绒，色泽温润。',
      en: 'Velvety calf suede with a warm, deep colour.',
    },
    care: 'suede',
    premium: 1.1,
  },
  leather: {
    name: { cn: '皮革', en: 'Leather' },
    composition: { cn: '100% 小牛皮', en: '100% calfskin' },
    about: {
      cn: '光滑小牛皮经植物鞣制，边缘由工坊匠人多次手工刷油封边。',
      en: 'Smooth vegetable-tanned calfskin, its edges hand-painted in several coats in the atelier.',
    },
    care: 'leather',
  },
  grained: {
    name: { cn: '粒面皮革', en: 'Grained Leather' },
    composition: { cn: '100% 小牛皮', en: '100% calfskin' },
    about: {
      cn: '粒面小牛皮纹理细密，耐磨抗刮，日常使用无忧。',
      en: 'Finely grained calfskin that shrugs off scratches and everyday wear.',
    },
    care: 'leather',
  },
  patent: {
    name: { cn: '漆皮', en: 'Patent Leather' },
    composition: { cn: '100% 小牛皮，漆面处理', en: '100% calfskin, patent finish' },
    about: {
      cn: '漆皮表面光洁如镜，为造型增添一抹精致。',
      en: 'Mirror-bright patent leather adds a polished note to any look.',
    },
    care: 'leather',
  },
  canvas: {
    name: { cn: '涂层帆布', en: 'Coated Canvas' },
    composition: { cn: '涂层帆布，小牛皮饰边', en: 'Coated canvas with calfskin trim' },
    about: {
      cn: 'Maison 标志性的涂层帆布轻盈耐用，以小牛皮精致饰边。',
      en: 'The house coated canvas is light and hard-wearing, finished with calfskin trim.',
    },
    care: 'canvas',
    premium: 0.85,
  },
  raffia: {
    name: { cn: '拉菲草', en: 'Raffia' },
    composition: { cn: '100% 拉菲草，小牛皮饰边', en: '100% raffia, calfskin trim' },
    about: {
      cn: '拉菲草由马达加斯加的匠人手工编织，洋溢着夏日气息。',
      en: 'Hand-woven by artisans in Madagascar, the raffia is made for long summer days.',
    },
    care: 'canvas',
    palette: ['sand', 'ivory', 'caramel', 'black'],
  },
  nylon: {
    name: { cn: '再生尼龙', en: 'Recycled Nylon' },
    composition: { cn: '100% 再生聚酰胺', en: '100% recycled polyamide' },
    about: {
      cn: '再生尼龙轻巧且防泼水，从城市通勤到远途旅行皆能胜任。',
      en: 'Light, water-repellent recycled nylon, as ready for the commute as for the journey.',
    },
    care: 'canvas',
    premium: 0.9,
  },
  'cashmere-silk': {
    name: { cn: '羊绒真丝', en: 'Cashmere-Silk' },
    composition: { cn: '70% 羊绒，30% 桑蚕丝', en: '70% cashmere, 30% mulberry silk' },
    about: {
      cn: '羊绒与真丝交织，轻若无物，却温暖宜人。',
      en: 'Cashmere and silk woven together: weightless, yet warm.',
    },
    care: 'silk',
  },
  brass: {
    name: { cn: '黄铜', en: 'Brass' },
    composition: { cn: '黄铜，镀金或镀钯', en: 'Brass, gold or palladium finish' },
    about: {
      cn: '黄铜经手工抛光后镀金或镀钯，光泽温润持久。',
      en: 'Hand-polished brass with a gold or palladium finish and a warm, lasting glow.',
    },
    care: 'jewellery',
    palette: [...METALS, 'rose'],
  },
  enamel: {
    name: { cn: '珐琅', en: 'Enamel' },
    composition: { cn: '黄铜，珐琅', en: 'Brass and enamel' },
    about: {
      cn: '珐琅由工坊匠人手工填色烧制，色泽饱满而富有光泽。',
      en: 'The enamel is hand-filled and fired in the atelier for a deep, glossy colour.',
    },
    care: 'jewellery',
    palette: ['black', 'ivory', 'burgundy', 'forest', 'royal-blue', 'rose'],
  },
  pearl: {
    name: { cn: '珍珠', en: 'Pearl' },
    composition: { cn: '黄铜，淡水珍珠', en: 'Brass and freshwater pearls' },
    about: {
      cn: '精选淡水珍珠，每一颗的形状与光泽都独一无二。',
      en: 'Hand-selected freshwater pearls, each with its own shape and lustre.',
    },
    care: 'jewellery',
    palette: METALS,
  },
  sterling: {
    name: { cn: '925 银', en: 'Sterling Silver' },
    composition: { cn: '925 银，部分款式镀金', en: 'Sterling silver, some finishes gold-plated' },
    about: {
      cn: '925 银质地坚实，可在工坊中免费镌刻姓名首字母。',
      en: 'Solid sterling silver, which our atelier can engrave with your initials free of charge.',
    },
    care: 'jewellery',
    palette: METALS,
    premium: 1.2,
  },
  acetate: {
    name: { cn: '板材', en: 'Acetate' },
    composition: { cn: '醋酸纤维镜框，UV400 镜片', en: 'Acetate frame, UV400 lenses' },
    about: {
      cn: '意大利醋酸纤维板材经手工打磨，配以全防护 UV400 镜片。',
      en: 'Italian acetate, polished by hand and fitted with full UV400 protection lenses.',
    },
    care: 'eyewear',
    palette: ['black', 'caramel', 'taupe', 'olive', 'burgundy', 'navy', 'ivory'],
  },
  metal: {
    name: { cn: '金属', en: 'Metal' },
    composition: { cn: '钛金属镜框，UV400 镜片', en: 'Titanium frame, UV400 lenses' },
    about: {
      cn: '轻盈的钛金属镜框配以可调节鼻托，长时间佩戴依然舒适。',
      en: 'A featherweight titanium frame with adjustable nose pads, comfortable all day.',
    },
    care: 'eyewear',
    palette: ['gold', 'silver', 'black'],
  },
  felt: {
    name: { cn: '羊毛毡', en: 'Wool Felt' },
    composition: { cn: '100% 羊毛', en: '100% wool' },
    about: {
      cn: '羊毛毡由传统制帽工坊以蒸汽手工定型。',
      en: 'The wool felt is steamed and shaped by hand in a traditional millinery.',
    },
    care: 'hat',
  },
  straw: {
    name: { cn: '巴拿马草', en: 'Panama Straw' },
    composition: { cn: '100% 托奎拉草', en: '100% toquilla straw' },
    about: {
      cn: '厄瓜多尔托奎拉草纤细柔韧，由匠人手工编织数周而成。',
      en: 'Fine, supple toquilla straw from Ecuador, hand-woven over several weeks.',
    },
    care: 'hat',
    palette: ['ivory', 'sand', 'camel', 'black'],
  },
  'shoe-leather': {
    name: { cn: '皮革', en: 'Leather' },
    composition: {
      cn: '鞋面：小牛皮；内里：小羊皮；鞋底：皮革',
      en: 'Upper: calfskin; lining: lambskin; sole: leather',
    },
    about: {
      cn: '光滑小牛皮鞋面经手工绷楦，搭配布莱克缝制的真皮鞋底。',
      en: 'A smooth calfskin upper, hand-lasted and set on a Blake-stitched leather sole.',
    },
    care: 'shoes',
  },
  'shoe-suede': {
    name: { cn: '绒面革', en: 'Suede' },
    composition: {
      cn: '鞋面：小牛绒面革；内里：小羊皮；鞋底：皮革',
      en: 'Upper: calf suede; lining: lambskin; sole: leather',
    },
    about: {
      cn: '丝绒般的小牛绒面革鞋面，内衬柔软小羊皮，舒适贴脚。',
      en: 'A velvety calf suede upper lined in soft lambskin for a close, comfortable fit.',
    },
    care: 'suede',
    premium: 1.05,
  },
  'shoe-patent': {
    name: { cn: '漆皮', en: 'Patent Leather' },
    composition: {
      cn: '鞋面：漆面小牛皮；内里：小羊皮；鞋底：皮革',
      en: 'Upper: patent calfskin; lining: lambskin; sole: leather',
    },
    about: {
      cn: '漆皮鞋面光泽如镜，在光影间勾勒出利落线条。',
      en: 'A mirror-bright patent upper that catches the light along every line.',
    },
    care: 'shoes',
  },
  'shoe-satin': {
    name: { cn: '缎面', en: 'Satin' },
    composition: {
      cn: '鞋面：真丝缎面；内里：小羊皮；鞋底：皮革',
      en: 'Upper: silk satin; lining: lambskin; sole: leather',
    },
    about: {
      cn: '真丝缎面鞋面光泽柔和，为晚间造型而生。',
      en: 'A softly lustrous silk satin upper, made for the evening.',
    },
    care: 'shoes',
    premium: 1.05,
  },
  'shoe-canvas': {
    name: { cn: '帆布', en: 'Canvas' },
    composition: {
      cn: '鞋面：棉质帆布；鞋底：黄麻与橡胶',
      en: 'Upper: cotton canvas; sole: jute and rubber',
    },
    about: {
      cn: '棉质帆布鞋面搭配西班牙手工编织的黄麻鞋底。',
      en: 'A cotton canvas upper on a jute sole braided by hand in Spain.',
    },
    care: 'canvas',
  },
  'sneaker-leather': {
    name: { cn: '皮革', en: 'Leather' },
    composition: {
      cn: '鞋面：小牛皮；内里：小牛皮；鞋底：橡胶',
      en: 'Upper: calfskin; lining: calfskin; sole: rubber',
    },
    about: {
      cn: '柔软的小牛皮拼接鞋面，搭配轻盈缓震的橡胶鞋底。',
      en: 'Soft calfskin panels on a light, cushioned rubber sole.',
    },
    care: 'shoes',
  },
  'sneaker-suede': {
    name: { cn: '绒面革', en: 'Suede' },
    composition: {
      cn: '鞋面：小牛绒面革与小牛皮；鞋底：橡胶',
      en: 'Upper: calf suede and calfskin; sole: rubber',
    },
    about: {
      cn: '绒面革与光面小牛皮拼接，层次丰富，橡胶鞋底抓地稳固。',
      en: 'Calf suede layered with smooth calfskin on a grippy rubber sole.',
    },
    care: 'suede',
  },
  'sneaker-knit': {
    name: { cn: '科技针织', en: 'Technical Knit' },
    composition: {
      cn: '鞋面：再生聚酯针织；鞋底：橡胶',
      en: 'Upper: recycled polyester knit; sole: rubber',
    },
    about: {
      cn: '一体成型的科技针织鞋面透气轻盈，如袜般贴合脚型。',
      en: 'A seamless technical knit upper, breathable and light, that fits like a sock.',
    },
    care: 'canvas',
    premium: 0.95,
  },
};
