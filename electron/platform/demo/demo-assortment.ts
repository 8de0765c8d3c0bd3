// What the demo retailer sells: departments with their category paths, size runs, colours, materials,
// names and price ranges. Pure tables; demo-catalog.ts turns them into products with a seeded generator.

export interface SizeRun {
  /** Sizes in the order a shopper reads them; every variant of a group has a different one. */
  sizes: string[];
  gender: 'womens' | 'mens' | 'kids' | 'unisex';
  type: string;
  system: string;
}

export interface Colour {
  name: string;
  code: string;
  hex: string;
}

/** One family of styles: everything a product of that family shares. */
export interface StyleFamily {
  /** Three letters starting every style code of the family (`WSN-1042`). */
  prefix: string;
  /** Main category path, levels separated by ' > '. */
  category: string;
  /** Names of the kind of item (`Court Sneaker`); a style is an adjective plus one of these. */
  nouns: string[];
  adjectives: string[];
  materials: string[];
  sizeRun: SizeRun;
  colours: Colour[];
  /** Whole-dollar bounds of the regular price. */
  priceDollars: [number, number];
  /** Larger sizes cost more (bedding). */
  pricedBySize?: boolean;
  taxClass: 'clothing' | 'footwear' | 'accessories' | 'home';
  /** Portrait (apparel on a model) or square (shoes, home). */
  imageShape: 'portrait' | 'square';
  fits?: string[];
  care: string;
}

export const DEMO_BRANDS = ['Northwind', 'Northwind Studio', 'Harbor & Pine', 'Fieldnote'];

const C = (name: string, code: string, hex: string): Colour => ({ name, code, hex });

const NEUTRALS = [
  C('Black', 'BLK', '#1c1c1c'),
  C('White', 'WHT', '#f4f4f1'),
  C('Navy', 'NVY', '#1f2a44'),
  C('Heather Grey', 'HGR', '#9ea3a8'),
  C('Charcoal', 'CHR', '#36393d'),
  C('Cream', 'CRM', '#efe6d2'),
];
const EARTH = [
  C('Olive', 'OLV', '#5b6236'),
  C('Camel', 'CML', '#c19a6b'),
  C('Rust', 'RST', '#b7472a'),
  C('Sand', 'SND', '#d8c3a5'),
  C('Forest Green', 'FGN', '#2f4f3a'),
  C('Chocolate', 'CHC', '#4e3629'),
];
const BRIGHTS = [
  C('Burgundy', 'BRG', '#6d1f2a'),
  C('Sage', 'SGE', '#9caf88'),
  C('Blush', 'BLS', '#e8b4b8'),
  C('Sky Blue', 'SKY', '#8ec5e6'),
  C('Mustard', 'MUS', '#d4a017'),
  C('Cobalt', 'CBT', '#1f4fa3'),
  C('Terracotta', 'TRC', '#c8643b'),
];
const DENIM = [
  C('Rinse', 'RNS', '#1d2b4a'),
  C('Mid Wash', 'MID', '#4a6a96'),
  C('Light Wash', 'LTW', '#8fa9c9'),
  C('Black Denim', 'BKD', '#232427'),
];
const LEATHER = [
  C('Black Leather', 'BKL', '#141414'),
  C('Cognac', 'COG', '#9a4e1c'),
  C('Tan', 'TAN', '#b98a5a'),
  C('Dark Brown', 'DBR', '#3f2a1e'),
];

const WOMENS_ALPHA: SizeRun = {
  sizes: ['XS', 'S', 'M', 'L', 'XL'],
  gender: 'womens',
  type: 'regular',
  system: 'US',
};
const MENS_ALPHA: SizeRun = {
  sizes: ['S', 'M', 'L', 'XL', 'XXL'],
  gender: 'mens',
  type: 'regular',
  system: 'US',
};
const WOMENS_WAIST: SizeRun = {
  sizes: ['24', '25', '26', '27', '28', '29', '30', '31', '32'],
  gender: 'womens',
  type: 'waist',
  system: 'US',
};
const MENS_WAIST: SizeRun = {
  sizes: ['28', '30', '32', '34', '36', '38'],
  gender: 'mens',
  type: 'waist',
  system: 'US',
};
const WOMENS_SHOES: SizeRun = {
  sizes: ['6', '6.5', '7', '7.5', '8', '8.5', '9', '9.5', '10'],
  gender: 'womens',
  type: 'regular',
  system: 'US',
};
const MENS_SHOES: SizeRun = {
  sizes: ['7', '8', '8.5', '9', '9.5', '10', '10.5', '11', '12'],
  gender: 'mens',
  type: 'regular',
  system: 'US',
};
const KIDS_ALPHA: SizeRun = {
  sizes: ['4', '5', '6', '7', '8', '10', '12'],
  gender: 'kids',
  type: 'regular',
  system: 'US',
};
const KIDS_SHOES: SizeRun = {
  sizes: ['10C', '11C', '12C', '13C', '1Y', '2Y', '3Y'],
  gender: 'kids',
  type: 'regular',
  system: 'US',
};
const BED: SizeRun = {
  sizes: ['Twin', 'Full', 'Queen', 'King'],
  gender: 'unisex',
  type: 'bed',
  system: 'US',
};
const TOWEL: SizeRun = {
  sizes: ['Washcloth', 'Hand Towel', 'Bath Towel', 'Bath Sheet'],
  gender: 'unisex',
  type: 'towel',
  system: 'US',
};
const ONE_SIZE: SizeRun = { sizes: ['One Size'], gender: 'unisex', type: 'one_size', system: 'US' };
const ACCESSORY_SIZE: SizeRun = { sizes: ['S/M', 'M/L'], gender: 'unisex', type: 'regular', system: 'US' };

const CARE_WASH = 'Machine wash cold, tumble dry low.';
const CARE_DRY_CLEAN = 'Dry clean only.';
const CARE_SHOES = 'Wipe clean with a damp cloth.';

export const STYLE_FAMILIES: StyleFamily[] = [
  {
    prefix: 'WTP',
    category: 'Women > Clothing > Tops',
    nouns: ['Crew Tee', 'V-Neck Tee', 'Tank', 'Button-Down Shirt', 'Wrap Blouse', 'Boxy Tee', 'Henley'],
    adjectives: ['Everyday', 'Relaxed', 'Classic', 'Essential', 'Soft', 'Cropped', 'Weekend'],
    materials: ['100% organic cotton', '100% pima cotton', '55% linen, 45% cotton', '95% modal, 5% elastane'],
    sizeRun: WOMENS_ALPHA,
    colours: [...NEUTRALS, ...BRIGHTS],
    priceDollars: [18, 58],
    taxClass: 'clothing',
    imageShape: 'portrait',
    fits: ['Relaxed', 'Regular', 'Slim'],
    care: CARE_WASH,
  },
  {
    prefix: 'WDR',
    category: 'Women > Clothing > Dresses',
    nouns: ['Midi Dress', 'Shirt Dress', 'Slip Dress', 'Wrap Dress', 'Sweater Dress', 'Maxi Dress'],
    adjectives: ['Flowy', 'Tiered', 'Tailored', 'Pleated', 'Belted', 'Easy'],
    materials: ['100% linen', '100% viscose', '100% recycled polyester satin', '70% cotton, 30% wool'],
    sizeRun: WOMENS_ALPHA,
    colours: [...NEUTRALS.slice(0, 3), ...EARTH, ...BRIGHTS],
    priceDollars: [68, 168],
    taxClass: 'clothing',
    imageShape: 'portrait',
    fits: ['Relaxed', 'Regular'],
    care: CARE_DRY_CLEAN,
  },
  {
    prefix: 'WJN',
    category: 'Women > Clothing > Jeans',
    nouns: ['Straight Jean', 'Skinny Jean', 'Wide-Leg Jean', 'Mom Jean', 'Bootcut Jean'],
    adjectives: ['High-Rise', 'Mid-Rise', 'Stretch', 'Vintage', 'Ankle'],
    materials: ['98% cotton, 2% elastane', '100% cotton denim', '92% cotton, 6% polyester, 2% elastane'],
    sizeRun: WOMENS_WAIST,
    colours: DENIM,
    priceDollars: [69, 128],
    taxClass: 'clothing',
    imageShape: 'portrait',
    fits: ['Straight', 'Skinny', 'Wide'],
    care: CARE_WASH,
  },
  {
    prefix: 'WOW',
    category: 'Women > Clothing > Jackets & Coats',
    nouns: ['Trench Coat', 'Puffer Jacket', 'Wool Coat', 'Denim Jacket', 'Rain Shell', 'Quilted Vest'],
    adjectives: ['Double-Breasted', 'Packable', 'Longline', 'Cropped', 'Hooded', 'Recycled'],
    materials: [
      '100% recycled nylon',
      '80% wool, 20% polyamide',
      '100% cotton gabardine',
      '100% cotton denim',
    ],
    sizeRun: WOMENS_ALPHA,
    colours: [...NEUTRALS.slice(0, 3), ...EARTH.slice(0, 4)],
    priceDollars: [98, 298],
    taxClass: 'clothing',
    imageShape: 'portrait',
    care: CARE_DRY_CLEAN,
  },
  {
    prefix: 'WSW',
    category: 'Women > Clothing > Sweaters',
    nouns: ['Crewneck Sweater', 'Cardigan', 'Turtleneck', 'Cable-Knit Sweater', 'Quarter-Zip'],
    adjectives: ['Cozy', 'Oversized', 'Chunky', 'Fine-Gauge', 'Cropped'],
    materials: ['100% cashmere', '100% merino wool', '60% cotton, 40% alpaca', '70% cotton, 30% wool'],
    sizeRun: WOMENS_ALPHA,
    colours: [...NEUTRALS, ...EARTH, ...BRIGHTS.slice(0, 3)],
    priceDollars: [58, 198],
    taxClass: 'clothing',
    imageShape: 'portrait',
    fits: ['Relaxed', 'Regular'],
    care: 'Hand wash cold, lay flat to dry.',
  },
  {
    prefix: 'WSN',
    category: 'Women > Shoes > Sneakers',
    nouns: ['Court Sneaker', 'Runner', 'Slip-On Sneaker', 'High-Top Sneaker', 'Trail Runner'],
    adjectives: ['Everyday', 'Lightweight', 'Classic', 'Retro', 'Cloud', 'Platform'],
    materials: [
      'Leather upper, rubber sole',
      'Organic cotton canvas upper, natural rubber sole',
      'Recycled knit upper, EVA sole',
    ],
    sizeRun: WOMENS_SHOES,
    colours: [NEUTRALS[0]!, NEUTRALS[1]!, NEUTRALS[2]!, BRIGHTS[2]!, EARTH[3]!],
    priceDollars: [68, 148],
    taxClass: 'footwear',
    imageShape: 'square',
    care: CARE_SHOES,
  },
  {
    prefix: 'WBT',
    category: 'Women > Shoes > Boots',
    nouns: ['Chelsea Boot', 'Ankle Boot', 'Knee-High Boot', 'Combat Boot', 'Hiking Boot'],
    adjectives: ['Heeled', 'Classic', 'Lug-Sole', 'All-Weather', 'Block-Heel'],
    materials: [
      'Suede upper, rubber lug sole',
      'Full-grain leather upper, leather sole',
      'Waterproof leather upper, Vibram sole',
    ],
    sizeRun: WOMENS_SHOES,
    colours: LEATHER,
    priceDollars: [128, 268],
    taxClass: 'footwear',
    imageShape: 'square',
    care: CARE_SHOES,
  },
  {
    prefix: 'WSD',
    category: 'Women > Shoes > Sandals',
    nouns: ['Slide Sandal', 'Strappy Sandal', 'Espadrille', 'Sport Sandal'],
    adjectives: ['Everyday', 'Ankle-Strap', 'Cushioned', 'Minimal'],
    materials: ['Leather straps, cork footbed', 'Jute sole, cotton upper', 'Recycled webbing, EVA sole'],
    sizeRun: WOMENS_SHOES,
    colours: [...LEATHER.slice(0, 3), NEUTRALS[1]!],
    priceDollars: [48, 118],
    taxClass: 'footwear',
    imageShape: 'square',
    care: CARE_SHOES,
  },
  {
    prefix: 'WBG',
    category: 'Women > Accessories > Bags',
    nouns: ['Tote', 'Crossbody Bag', 'Bucket Bag', 'Backpack', 'Belt Bag'],
    adjectives: ['Structured', 'Slouchy', 'Mini', 'Weekend', 'Everyday'],
    materials: ['Pebbled leather', 'Waxed cotton canvas, leather trim', 'Recycled nylon'],
    sizeRun: ONE_SIZE,
    colours: [...LEATHER, NEUTRALS[5]!, EARTH[0]!],
    priceDollars: [48, 248],
    taxClass: 'accessories',
    imageShape: 'square',
    care: 'Spot clean only.',
  },
  {
    prefix: 'WHT',
    category: 'Women > Accessories > Hats & Scarves',
    nouns: ['Beanie', 'Wool Scarf', 'Bucket Hat', 'Felt Fedora', 'Silk Scarf'],
    adjectives: ['Ribbed', 'Oversized', 'Brushed', 'Printed'],
    materials: ['100% merino wool', '100% silk', '100% cotton twill', '100% wool felt'],
    sizeRun: ACCESSORY_SIZE,
    colours: [...NEUTRALS.slice(0, 4), ...BRIGHTS.slice(0, 4)],
    priceDollars: [24, 88],
    taxClass: 'accessories',
    imageShape: 'square',
    care: 'Hand wash cold.',
  },
  {
    prefix: 'MSH',
    category: 'Men > Clothing > Shirts',
    nouns: [
      'Oxford Shirt',
      'Flannel Shirt',
      'Chambray Shirt',
      'Dress Shirt',
      'Camp-Collar Shirt',
      'Overshirt',
    ],
    adjectives: ['Classic', 'Brushed', 'Washed', 'Slim', 'Stretch', 'Heavyweight'],
    materials: ['100% cotton oxford', '100% brushed cotton flannel', '100% linen', '97% cotton, 3% elastane'],
    sizeRun: MENS_ALPHA,
    colours: [NEUTRALS[1]!, NEUTRALS[2]!, BRIGHTS[3]!, EARTH[0]!, BRIGHTS[0]!, EARTH[4]!],
    priceDollars: [48, 118],
    taxClass: 'clothing',
    imageShape: 'portrait',
    fits: ['Slim', 'Regular', 'Relaxed'],
    care: CARE_WASH,
  },
  {
    prefix: 'MTS',
    category: 'Men > Clothing > T-Shirts',
    nouns: ['Crew Tee', 'Pocket Tee', 'Long-Sleeve Tee', 'Henley', 'Polo'],
    adjectives: ['Everyday', 'Heavyweight', 'Garment-Dyed', 'Slub', 'Performance'],
    materials: [
      '100% organic cotton',
      '60% cotton, 40% polyester',
      '100% pima cotton',
      '88% polyester, 12% elastane',
    ],
    sizeRun: MENS_ALPHA,
    colours: [...NEUTRALS, ...EARTH.slice(0, 3), BRIGHTS[5]!],
    priceDollars: [18, 58],
    taxClass: 'clothing',
    imageShape: 'portrait',
    fits: ['Slim', 'Regular'],
    care: CARE_WASH,
  },
  {
    prefix: 'MJN',
    category: 'Men > Clothing > Jeans',
    nouns: ['Slim Jean', 'Straight Jean', 'Athletic Taper Jean', 'Relaxed Jean'],
    adjectives: ['Dark', 'Everyday', 'Classic', 'Vintage'],
    materials: ['100% cotton selvedge denim', '99% cotton, 1% elastane', '100% cotton denim'],
    sizeRun: MENS_WAIST,
    colours: DENIM,
    priceDollars: [69, 148],
    taxClass: 'clothing',
    imageShape: 'portrait',
    fits: ['Slim', 'Straight', 'Relaxed'],
    care: CARE_WASH,
  },
  {
    prefix: 'MOW',
    category: 'Men > Clothing > Jackets & Coats',
    nouns: ['Field Jacket', 'Topcoat', 'Down Parka', 'Bomber Jacket', 'Chore Coat', 'Rain Jacket'],
    adjectives: ['Heritage', 'Lightweight', 'Insulated', 'Packable', 'Utility'],
    materials: [
      '100% waxed cotton',
      '75% wool, 25% nylon',
      '100% recycled nylon, 700-fill down',
      '100% cotton canvas',
    ],
    sizeRun: MENS_ALPHA,
    colours: [NEUTRALS[0]!, NEUTRALS[2]!, ...EARTH.slice(0, 5)],
    priceDollars: [128, 348],
    taxClass: 'clothing',
    imageShape: 'portrait',
    care: CARE_DRY_CLEAN,
  },
  {
    prefix: 'MSW',
    category: 'Men > Clothing > Sweaters',
    nouns: ['Crewneck Sweater', 'Shawl Cardigan', 'Quarter-Zip', 'Fisherman Sweater', 'Hoodie'],
    adjectives: ['Classic', 'Chunky', 'Everyday', 'Textured', 'Cozy'],
    materials: [
      '100% merino wool',
      '100% lambswool',
      '100% cotton',
      '100% cashmere',
      '80% cotton, 20% polyester fleece',
    ],
    sizeRun: MENS_ALPHA,
    colours: [...NEUTRALS, ...EARTH.slice(0, 4)],
    priceDollars: [58, 198],
    taxClass: 'clothing',
    imageShape: 'portrait',
    care: 'Hand wash cold, lay flat to dry.',
  },
  {
    prefix: 'MSN',
    category: 'Men > Shoes > Sneakers',
    nouns: ['Court Sneaker', 'Runner', 'High-Top Sneaker', 'Trail Runner', 'Skate Shoe'],
    adjectives: ['Classic', 'Everyday', 'Lightweight', 'Retro', 'All-Terrain'],
    materials: [
      'Leather upper, rubber sole',
      'Suede upper, gum rubber sole',
      'Recycled knit upper, EVA sole',
    ],
    sizeRun: MENS_SHOES,
    colours: [NEUTRALS[0]!, NEUTRALS[1]!, NEUTRALS[3]!, NEUTRALS[2]!, EARTH[0]!],
    priceDollars: [68, 158],
    taxClass: 'footwear',
    imageShape: 'square',
    care: CARE_SHOES,
  },
  {
    prefix: 'MBT',
    category: 'Men > Shoes > Boots',
    nouns: ['Chelsea Boot', 'Work Boot', 'Chukka Boot', 'Hiking Boot', 'Moc-Toe Boot'],
    adjectives: ['Classic', 'Rugged', 'All-Weather', 'Lug-Sole', 'Heritage'],
    materials: [
      'Full-grain leather upper, Goodyear-welted sole',
      'Suede upper, crepe sole',
      'Waterproof leather upper, Vibram sole',
    ],
    sizeRun: MENS_SHOES,
    colours: LEATHER,
    priceDollars: [148, 298],
    taxClass: 'footwear',
    imageShape: 'square',
    care: CARE_SHOES,
  },
  {
    prefix: 'MDS',
    category: 'Men > Shoes > Dress Shoes',
    nouns: ['Oxford', 'Derby', 'Loafer', 'Monk Strap'],
    adjectives: ['Cap-Toe', 'Penny', 'Wingtip', 'Plain-Toe'],
    materials: ['Calfskin leather upper, leather sole', 'Suede upper, leather sole'],
    sizeRun: MENS_SHOES,
    colours: LEATHER,
    priceDollars: [128, 248],
    taxClass: 'footwear',
    imageShape: 'square',
    care: 'Polish regularly; use shoe trees.',
  },
  {
    prefix: 'KCL',
    category: 'Kids > Clothing > Tops & Tees',
    nouns: ['Graphic Tee', 'Hoodie', 'Polo', 'Sweatshirt', 'Rash Guard'],
    adjectives: ['Everyday', 'Cozy', 'Play', 'Striped', 'Comfy'],
    materials: [
      '100% organic cotton',
      '80% cotton, 20% polyester fleece',
      '82% recycled polyester, 18% elastane',
    ],
    sizeRun: KIDS_ALPHA,
    colours: [...BRIGHTS, NEUTRALS[2]!, NEUTRALS[3]!],
    priceDollars: [14, 44],
    taxClass: 'clothing',
    imageShape: 'portrait',
    care: CARE_WASH,
  },
  {
    prefix: 'KBT',
    category: 'Kids > Clothing > Bottoms',
    nouns: ['Jogger', 'Pull-On Jean', 'Cargo Short', 'Legging'],
    adjectives: ['Everyday', 'Reinforced-Knee', 'Stretch', 'Play'],
    materials: ['100% cotton', '98% cotton, 2% elastane', '92% cotton, 8% elastane'],
    sizeRun: KIDS_ALPHA,
    colours: [NEUTRALS[2]!, NEUTRALS[3]!, ...DENIM.slice(0, 2), EARTH[0]!],
    priceDollars: [16, 42],
    taxClass: 'clothing',
    imageShape: 'portrait',
    care: CARE_WASH,
  },
  {
    prefix: 'KSN',
    category: 'Kids > Shoes > Sneakers',
    nouns: ['Hook-and-Loop Sneaker', 'Runner', 'Light-Up Sneaker', 'Slip-On'],
    adjectives: ['Play', 'Sturdy', 'Bright', 'Easy-On'],
    materials: ['Canvas upper, rubber sole', 'Mesh upper, EVA sole'],
    sizeRun: KIDS_SHOES,
    colours: [NEUTRALS[1]!, BRIGHTS[3]!, BRIGHTS[5]!, BRIGHTS[2]!, NEUTRALS[0]!],
    priceDollars: [34, 68],
    taxClass: 'footwear',
    imageShape: 'square',
    care: CARE_SHOES,
  },
  {
    prefix: 'HBS',
    category: 'Home > Bedding > Sheet Sets',
    nouns: ['Sheet Set', 'Fitted Sheet', 'Flat Sheet'],
    adjectives: ['Classic', 'Hotel', 'Washed', 'Crisp', 'Cozy'],
    materials: [
      '100% long-staple cotton percale',
      '100% cotton sateen, 400 thread count',
      '100% European flax linen',
      '100% cotton flannel',
    ],
    sizeRun: BED,
    colours: [NEUTRALS[1]!, NEUTRALS[5]!, NEUTRALS[3]!, BRIGHTS[1]!, EARTH[3]!, BRIGHTS[3]!],
    priceDollars: [59, 219],
    pricedBySize: true,
    taxClass: 'home',
    imageShape: 'square',
    care: 'Machine wash warm, tumble dry low.',
  },
  {
    prefix: 'HBD',
    category: 'Home > Bedding > Duvet Covers',
    nouns: ['Duvet Cover', 'Duvet Cover Set', 'Quilt', 'Coverlet'],
    adjectives: ['Relaxed', 'Textured', 'Classic', 'Airy', 'Soft'],
    materials: [
      '100% European flax linen',
      '100% cotton waffle weave',
      '100% cotton percale',
      '100% cotton gauze',
    ],
    sizeRun: { ...BED, sizes: ['Twin', 'Full/Queen', 'King'] },
    colours: [NEUTRALS[1]!, NEUTRALS[5]!, BRIGHTS[1]!, EARTH[2]!, NEUTRALS[4]!],
    priceDollars: [89, 289],
    pricedBySize: true,
    taxClass: 'home',
    imageShape: 'square',
    care: 'Machine wash warm, tumble dry low.',
  },
  {
    prefix: 'HBT',
    category: 'Home > Bath > Towels',
    nouns: ['Towel', 'Ribbed Towel', 'Waffle Towel', 'Turkish Towel'],
    adjectives: ['Plush', 'Soft', 'Quick-Dry', 'Classic'],
    materials: ['100% Turkish cotton, 700 GSM', '100% organic cotton', '100% cotton waffle weave'],
    sizeRun: TOWEL,
    colours: [NEUTRALS[1]!, NEUTRALS[3]!, BRIGHTS[1]!, BRIGHTS[3]!, EARTH[3]!, NEUTRALS[4]!],
    priceDollars: [12, 48],
    pricedBySize: true,
    taxClass: 'home',
    imageShape: 'square',
    care: 'Machine wash warm, tumble dry medium.',
  },
  {
    prefix: 'HKT',
    category: 'Home > Kitchen > Tableware',
    nouns: ['Dinner Plate Set', 'Stoneware Mug', 'Serving Bowl', 'Pasta Bowl Set', 'Tumbler Set'],
    adjectives: ['Everyday', 'Speckled', 'Reactive-Glaze', 'Handmade', 'Artisan'],
    materials: ['Stoneware', 'Porcelain', 'Recycled glass'],
    sizeRun: ONE_SIZE,
    colours: [NEUTRALS[1]!, NEUTRALS[5]!, BRIGHTS[1]!, EARTH[2]!, NEUTRALS[4]!, BRIGHTS[5]!],
    priceDollars: [16, 98],
    taxClass: 'home',
    imageShape: 'square',
    care: 'Dishwasher and microwave safe.',
  },
  {
    prefix: 'HKL',
    category: 'Home > Kitchen > Table Linens',
    nouns: ['Napkin Set', 'Tablecloth', 'Table Runner', 'Tea Towel Set'],
    adjectives: ['Classic', 'Striped', 'Washed', 'Gingham'],
    materials: ['100% linen', '100% cotton', '55% linen, 45% cotton'],
    sizeRun: ONE_SIZE,
    colours: [NEUTRALS[1]!, NEUTRALS[5]!, BRIGHTS[1]!, BRIGHTS[3]!, EARTH[2]!],
    priceDollars: [18, 78],
    taxClass: 'home',
    imageShape: 'square',
    care: 'Machine wash cold, line dry.',
  },
  {
    prefix: 'HDC',
    category: 'Home > Decor > Throws & Pillows',
    nouns: ['Throw Blanket', 'Pillow Cover', 'Knit Throw', 'Lumbar Pillow'],
    adjectives: ['Chunky', 'Woven', 'Textured', 'Cozy', 'Fringed'],
    materials: ['100% cotton', '70% wool, 30% cashmere', '100% recycled polyester boucle', '100% linen'],
    sizeRun: ONE_SIZE,
    colours: [...NEUTRALS.slice(3), ...EARTH, BRIGHTS[0]!],
    priceDollars: [29, 149],
    taxClass: 'home',
    imageShape: 'square',
    care: 'Dry clean recommended.',
  },
  {
    prefix: 'HDL',
    category: 'Home > Decor > Candles',
    nouns: ['Scented Candle', 'Three-Wick Candle', 'Taper Candle Set', 'Travel Candle'],
    adjectives: ['Cedar & Sage', 'Fig Leaf', 'Sea Salt', 'Amber', 'Fireside'],
    materials: ['Coconut-soy wax, cotton wick', 'Beeswax'],
    sizeRun: ONE_SIZE,
    colours: [NEUTRALS[1]!, NEUTRALS[0]!, EARTH[1]!, BRIGHTS[1]!],
    priceDollars: [14, 58],
    taxClass: 'home',
    imageShape: 'square',
    care: 'Trim the wick to 1/4 inch before each use.',
  },
];
