// The Canadian shop's French (fr-CA) texts for the Home department: titles, captions, descriptions,
// categories, materials, colours, sizes and care, written as a Québec retailer labels them. The other
// departments have no French file, so a French workstation shows them in the shop's default locale
// (en-CA): the French catalog and the locale fallback can both be seen in the demo.
import type { ProductItem } from '../../../shared/contract/products-file';

type Gender = 'm' | 'f';
/** An adjective's masculine and feminine forms (one form when both are the same). */
type Adjective = readonly [string, string?];

const NOUNS: Record<string, readonly [string, Gender]> = {
  'Sheet Set': ['Ensemble de draps', 'm'],
  'Fitted Sheet': ['Drap-housse', 'm'],
  'Flat Sheet': ['Drap plat', 'm'],
  'Duvet Cover': ['Housse de couette', 'f'],
  'Duvet Cover Set': ['Ensemble housse de couette', 'm'],
  Quilt: ['Courtepointe', 'f'],
  Coverlet: ['Couvre-lit', 'm'],
  Towel: ['Serviette', 'f'],
  'Ribbed Towel': ['Serviette côtelée', 'f'],
  'Waffle Towel': ['Serviette gaufrée', 'f'],
  'Turkish Towel': ['Serviette turque', 'f'],
  'Dinner Plate Set': ['Ensemble d’assiettes', 'm'],
  'Stoneware Mug': ['Tasse en grès', 'f'],
  'Serving Bowl': ['Saladier', 'm'],
  'Pasta Bowl Set': ['Ensemble de bols à pâtes', 'm'],
  'Tumbler Set': ['Ensemble de verres', 'm'],
  'Napkin Set': ['Ensemble de serviettes de table', 'm'],
  Tablecloth: ['Nappe', 'f'],
  'Table Runner': ['Chemin de table', 'm'],
  'Tea Towel Set': ['Ensemble de linges à vaisselle', 'm'],
  'Throw Blanket': ['Jeté', 'm'],
  'Pillow Cover': ['Housse de coussin', 'f'],
  'Knit Throw': ['Jeté en tricot', 'm'],
  'Lumbar Pillow': ['Coussin lombaire', 'm'],
  'Scented Candle': ['Bougie parfumée', 'f'],
  'Three-Wick Candle': ['Bougie à trois mèches', 'f'],
  'Taper Candle Set': ['Ensemble de chandelles', 'm'],
  'Travel Candle': ['Bougie de voyage', 'f'],
};

const ADJECTIVES: Record<string, Adjective> = {
  Classic: ['classique'],
  Hotel: ['style hôtel'],
  Washed: ['lavé', 'lavée'],
  Crisp: ['frais', 'fraîche'],
  Cozy: ['douillet', 'douillette'],
  Relaxed: ['décontracté', 'décontractée'],
  Textured: ['texturé', 'texturée'],
  Airy: ['aérien', 'aérienne'],
  Soft: ['doux', 'douce'],
  Plush: ['moelleux', 'moelleuse'],
  'Quick-Dry': ['à séchage rapide'],
  Everyday: ['du quotidien'],
  Speckled: ['moucheté', 'mouchetée'],
  'Reactive-Glaze': ['à glaçure réactive'],
  Handmade: ['fait main', 'faite main'],
  Artisan: ['artisanal', 'artisanale'],
  Striped: ['rayé', 'rayée'],
  Gingham: ['vichy'],
  Chunky: ['en grosse maille'],
  Woven: ['tissé', 'tissée'],
  Fringed: ['à franges'],
  'Cedar & Sage': ['cèdre et sauge'],
  'Fig Leaf': ['feuille de figuier'],
  'Sea Salt': ['sel de mer'],
  Amber: ['ambre'],
  Fireside: ['coin du feu'],
};

const CATEGORIES: Record<string, string> = {
  Home: 'Maison',
  Bedding: 'Literie',
  'Sheet Sets': 'Ensembles de draps',
  'Duvet Covers': 'Housses de couette',
  Bath: 'Bain',
  Towels: 'Serviettes',
  Kitchen: 'Cuisine',
  Tableware: 'Vaisselle',
  'Table Linens': 'Linge de table',
  Decor: 'Déco',
  'Throws & Pillows': 'Jetés et coussins',
  Candles: 'Bougies',
  'New Arrivals': 'Nouveautés',
};

const MATERIALS: Record<string, string> = {
  '100% long-staple cotton percale': 'Percale 100 % coton à fibres longues',
  '100% cotton sateen, 400 thread count': 'Satin 100 % coton, 400 fils',
  '100% European flax linen': '100 % lin européen',
  '100% cotton flannel': 'Flanelle 100 % coton',
  '100% cotton waffle weave': 'Tissage gaufré 100 % coton',
  '100% cotton percale': 'Percale 100 % coton',
  '100% cotton gauze': 'Gaze 100 % coton',
  '100% Turkish cotton, 700 GSM': '100 % coton turc, 700 g/m²',
  '100% organic cotton': '100 % coton biologique',
  Stoneware: 'Grès',
  Porcelain: 'Porcelaine',
  'Recycled glass': 'Verre recyclé',
  '100% linen': '100 % lin',
  '100% cotton': '100 % coton',
  '55% linen, 45% cotton': '55 % lin, 45 % coton',
  '70% wool, 30% cashmere': '70 % laine, 30 % cachemire',
  '100% recycled polyester boucle': 'Bouclette 100 % polyester recyclé',
  'Coconut-soy wax, cotton wick': 'Cire de coco et de soya, mèche en coton',
  Beeswax: 'Cire d’abeille',
};

const COLOURS: Record<string, string> = {
  Black: 'Noir',
  White: 'Blanc',
  Navy: 'Marine',
  'Heather Grey': 'Gris chiné',
  Charcoal: 'Anthracite',
  Cream: 'Crème',
  Olive: 'Olive',
  Camel: 'Camel',
  Rust: 'Rouille',
  Sand: 'Sable',
  'Forest Green': 'Vert forêt',
  Chocolate: 'Chocolat',
  Burgundy: 'Bordeaux',
  Sage: 'Sauge',
  Blush: 'Rose poudré',
  'Sky Blue': 'Bleu ciel',
  Mustard: 'Moutarde',
  Cobalt: 'Cobalt',
  Terracotta: 'Terracotta',
};

const SIZES: Record<string, string> = {
  'One Size': 'Taille unique',
  Twin: 'Une place',
  Full: 'Double',
  'Full/Queen': 'Double/Grand',
  Queen: 'Grand',
  King: 'Très grand',
  Washcloth: 'Débarbouillette',
  'Hand Towel': 'Essuie-mains',
  'Bath Towel': 'Serviette de bain',
  'Bath Sheet': 'Drap de bain',
};

const CARE: Record<string, string> = {
  'Machine wash warm, tumble dry low.':
    'Laver à la machine à l’eau tiède, sécher par culbutage à basse température.',
  'Machine wash warm, tumble dry medium.':
    'Laver à la machine à l’eau tiède, sécher par culbutage à température moyenne.',
  'Dishwasher and microwave safe.': 'Va au lave-vaisselle et au four à micro-ondes.',
  'Machine wash cold, line dry.': 'Laver à la machine à l’eau froide, sécher sur une corde.',
  'Dry clean recommended.': 'Nettoyage à sec recommandé.',
  'Trim the wick to 1/4 inch before each use.': 'Couper la mèche à 6 mm avant chaque utilisation.',
};

/** "Scented Candle" of the title "Cedar & Sage Scented Candle" in French: noun first, adjective agreed. */
function frenchTitle(title: string): string | undefined {
  const noun = Object.keys(NOUNS)
    .filter((candidate) => title.endsWith(` ${candidate}`))
    .sort((a, b) => b.length - a.length)[0];
  if (noun === undefined) return undefined;
  const adjective = ADJECTIVES[title.slice(0, -noun.length - 1)];
  const [nounText, gender] = NOUNS[noun]!;
  if (adjective === undefined) return undefined;
  const agreed = gender === 'f' ? (adjective[1] ?? adjective[0]) : adjective[0];
  return `${nounText} ${agreed}`;
}

const frenchPath = (path: string): string | undefined => {
  const parts = path.split(' > ').map((part) => CATEGORIES[part]);
  return parts.every((part) => part !== undefined) ? parts.join(' > ') : undefined;
};

/** The product in Canadian French, or undefined when it is not of the translated Home department. */
export function frenchProduct(product: ProductItem): ProductItem | undefined {
  const title = frenchTitle(product.title);
  const material = MATERIALS[product.material ?? ''];
  const colour = COLOURS[product.variation_color_value ?? ''];
  const care = product.extended_attributes?.find((attribute) => attribute.name === 'care')?.value;
  const careText = CARE[care ?? ''];
  const categories = product.categories?.map((category) => ({
    ...category,
    path: frenchPath(category.path),
  }));
  if (
    title === undefined ||
    material === undefined ||
    colour === undefined ||
    careText === undefined ||
    categories?.some((category) => category.path === undefined)
  ) {
    return undefined;
  }
  const brand = product.extended_attributes?.find((attribute) => attribute.name === 'brand')?.value ?? '';
  const size = product.variation_size_value ?? '';
  return {
    ...product,
    title,
    caption: `${colour} · ${material}`,
    description: `${title} ${brand}, coloris ${colour.toLowerCase()}. ${material}. ${careText}`,
    categories: categories as NonNullable<ProductItem['categories']>,
    material,
    variation_color_value: colour,
    variation_size_value: SIZES[size] ?? size,
    extended_attributes: product.extended_attributes?.map((attribute) =>
      attribute.name === 'care' ? { ...attribute, value: careText } : attribute,
    ),
  };
}

/** The French file of the Canadian shop: every product of the catalog that has French texts. */
export function frenchCatalog(products: readonly ProductItem[]): ProductItem[] {
  return products.flatMap((product) => frenchProduct(product) ?? []);
}
