// Canadian French (fr-CA) names for the demo catalogue in ./demo-catalog: pure data, no runtime
// logic apart from frenchGeneratedName below.
//
// Conventions, so later additions stay consistent:
// - Quebec retail and food-service terms (croustilles, cassonade, poudre à pâte, crème sure,
//   crème à fouetter, fromage à la crème, racinette, bleuets, essuie-tout, sacs à ordures…).
// - Sentence case: only the first word and proper nouns take a capital.
// - A space between a number and its unit ("500 g", "1 L") and before "%" ("35 %"); decimal comma
//   ("1,5 L"); four-digit numbers are written without a thousands space ("1000 unités"), which the
//   Canadian Translation Bureau allows and which keeps "5 500" from reading as five thousand five hundred.
// - Counts: "ct" becomes "unités", "Bags" "sachets", "Rolls" "rouleaux", "pcs" "morceaux"; pack
//   dimensions use "x" as in English, with "po" (pouce) and "pi" (pied); oz, lb and gallon stay.
// - Plain ASCII apostrophe (') everywhere, as in the English data ("Sirop d'érable").

import type { DemoNameParts } from "./demo-catalog";

/**
 * French category names. Keys: a parent's English name exactly as in DEMO_CATEGORIES, or
 * "Parent/Sub" (English parent name, a slash, English subcategory name).
 */
export const DEMO_CATEGORY_NAMES_FR: Record<string, string> = {
  "Rice & Grains": "Riz et grains",
  "Rice & Grains/Basmati & Jasmine Rice": "Riz basmati et jasmin",
  "Rice & Grains/Long & Short Grain Rice": "Riz à grains longs et courts",
  "Rice & Grains/Pasta & Noodles": "Pâtes et nouilles",
  "Rice & Grains/Ancient Grains & Cereals": "Grains anciens et céréales",

  "Flour & Baking": "Farine et pâtisserie",
  "Flour & Baking/Flour": "Farine",
  "Flour & Baking/Sugar & Sweeteners": "Sucre et édulcorants",
  "Flour & Baking/Baking Essentials": "Ingrédients de pâtisserie",
  "Flour & Baking/Maple & Table Syrups": "Sirops d'érable et de table",

  "Oils & Vinegars": "Huiles et vinaigres",
  "Oils & Vinegars/Cooking Oils": "Huiles de cuisson",
  "Oils & Vinegars/Olive Oils": "Huiles d'olive",
  "Oils & Vinegars/Vinegars": "Vinaigres",
  "Oils & Vinegars/Shortening & Frying Fats": "Graisses végétales et graisses à friture",

  "Canned & Jarred": "Conserves et bocaux",
  "Canned & Jarred/Tomatoes": "Tomates",
  "Canned & Jarred/Beans & Legumes": "Haricots et légumineuses",
  "Canned & Jarred/Soups & Broths": "Soupes et bouillons",
  "Canned & Jarred/Pickles & Preserves": "Marinades et confitures",
  "Canned & Jarred/Fish & Meat": "Poissons et viandes",

  "Spices & Seasonings": "Épices et assaisonnements",
  "Spices & Seasonings/Whole Spices & Herbs": "Épices entières et fines herbes",
  "Spices & Seasonings/Ground Spices": "Épices moulues",
  "Spices & Seasonings/Salt & Pepper": "Sel et poivre",
  "Spices & Seasonings/Sauces & Condiments": "Sauces et condiments",
  "Spices & Seasonings/Seasoning Blends": "Mélanges d'assaisonnements",

  "Snacks & Confectionery": "Grignotines et confiseries",
  "Snacks & Confectionery/Chips & Crisps": "Croustilles et grignotines salées",
  "Snacks & Confectionery/Chocolate & Candy": "Chocolat et bonbons",
  "Snacks & Confectionery/Cookies & Crackers": "Biscuits et craquelins",
  "Snacks & Confectionery/Nuts & Dried Fruit": "Noix et fruits séchés",
  "Snacks & Confectionery/Bars & Gum": "Barres et gomme à mâcher",

  "Beverages": "Boissons",
  "Beverages/Soft Drinks": "Boissons gazeuses",
  "Beverages/Water": "Eau",
  "Beverages/Coffee & Tea": "Café et thé",
  "Beverages/Juices & Drinks": "Jus et boissons",

  "Frozen": "Surgelés",
  "Frozen/Frozen Fruits & Vegetables": "Fruits et légumes surgelés",
  "Frozen/Frozen Meat & Seafood": "Viandes et fruits de mer surgelés",
  "Frozen/Frozen Bakery & Dough": "Boulangerie et pâtes surgelées",
  "Frozen/Frozen Desserts": "Desserts surgelés",
  "Frozen/Frozen Meals": "Plats cuisinés surgelés",

  "Dairy & Eggs": "Produits laitiers et œufs",
  "Dairy & Eggs/Cheese": "Fromages",
  "Dairy & Eggs/Butter & Cream": "Beurre et crème",
  "Dairy & Eggs/Eggs": "Œufs",
  "Dairy & Eggs/Milk & Yogurt": "Lait et yogourt",

  "Paper & Packaging": "Papier et emballages",
  "Paper & Packaging/Napkins & Paper Towels": "Serviettes de table et essuie-tout",
  "Paper & Packaging/Takeout Containers": "Contenants pour emporter",
  "Paper & Packaging/Cups & Cutlery": "Gobelets et ustensiles",
  "Paper & Packaging/Wraps & Bags": "Pellicules et sacs",

  "Cleaning & Sanitation": "Nettoyage et assainissement",
  "Cleaning & Sanitation/Dish & Kitchen": "Vaisselle et cuisine",
  "Cleaning & Sanitation/Surfaces & Floors": "Surfaces et planchers",
  "Cleaning & Sanitation/Gloves & Hand Care": "Gants et soins des mains",
  "Cleaning & Sanitation/Garbage Bags & Liners": "Sacs à ordures et sacs pour poubelles",
};

/** French product names by DEMO_PRODUCTS item code (products in the trash included). */
export const DEMO_PRODUCT_NAMES_FR: Record<string, string> = {
  // Rice & Grains
  "RIC-1001": "Riz basmati à grain extra long 10 kg",
  "RIC-1002": "Riz basmati à grain extra long 4,5 kg",
  "RIC-1003": "Riz basmati sella étuvé 20 kg",
  "RIC-1004": "Riz jasmin thaï Hom Mali 8 kg",
  "RIC-1005": "Riz jasmin parfumé 2 kg",
  "RIC-1006": "Riz blanc à grain long 10 kg",
  "RIC-1007": "Riz étuvé à grain long 8 kg",
  "RIC-1008": "Riz Calrose à grain moyen 6,8 kg",
  "RIC-1009": "Riz arborio pour risotto 1 kg",
  "RIC-1010": "Riz à sushi à grain court 2 kg",
  // "nº 5, 500 g": without the comma, French reads "5 500 g" as 5500 g.
  "RIC-1011": "Spaghetti nº 5, 500 g",
  "RIC-1012": "Penne rigate 4,54 kg",
  "RIC-1013": "Fusilli 900 g",
  "RIC-1014": "Vermicelles de riz 400 g",
  "RIC-1015": "Lasagnes prêtes pour le four 500 g",
  "RIC-1016": "Orge mondé 2 kg",
  "RIC-1017": "Quinoa blanc cultivé en Saskatchewan 2 kg",
  "RIC-1018": "Gros flocons d'avoine 5 kg",
  "RIC-1019": "Couscous moyen 1 kg",
  "RIC-1020": "Riz sauvage des lacs canadiens 1 kg",

  // Flour & Baking
  "FLR-1001": "Farine tout usage 10 kg",
  "FLR-1002": "Farine tout usage 20 kg",
  "FLR-1003": "Farine à pain non blanchie 20 kg",
  "FLR-1004": "Farine de blé entier 10 kg",
  "FLR-1005": "Farine à pâtisserie 10 kg",
  "FLR-1006": "Farine de pois chiches (besan) 2 kg",
  "FLR-1007": "Sucre blanc granulé 20 kg",
  "FLR-1008": "Cassonade dorée 2 kg",
  "FLR-1009": "Sucre à glacer 1 kg",
  "FLR-1010": "Miel liquide de trèfle 3 kg",
  "FLR-1011": "Poudre à pâte 900 g",
  "FLR-1012": "Bicarbonate de soude 2 kg",
  "FLR-1013": "Extrait de vanille pur 500 mL",
  "FLR-1014": "Levure sèche instantanée 450 g",
  "FLR-1015": "Brisures de chocolat mi-sucré 2 kg",
  "FLR-1016": "Sirop d'érable pur ambré 540 mL",
  "FLR-1017": "Sirop d'érable pur de catégorie A ambré 4 L",
  "FLR-1018": "Sirop de table pour crêpes 1,5 L",
  "FLR-1019": "Cacao en poudre alcalinisé 1 kg",

  // Oils & Vinegars
  "OIL-1001": "Huile de canola en cruche 4 L",
  "OIL-1002": "Huile de canola en cubitainer 16 L",
  "OIL-1003": "Mélange d'huiles végétales 16 L",
  "OIL-1004": "Huile de tournesol 3 L",
  "OIL-1005": "Huile de sésame grillé 500 mL",
  "OIL-1006": "Huile d'olive extra vierge en bidon 3 L",
  "OIL-1007": "Huile d'olive extra vierge 1 L",
  "OIL-1008": "Huile d'olive pure 3 L",
  "OIL-1009": "Huile de grignons d'olive 4 L",
  "OIL-1010": "Vinaigre blanc 5 % 4 L",
  "OIL-1011": "Vinaigre de cidre de pomme 4 L",
  "OIL-1012": "Vinaigre balsamique de Modène 500 mL",
  "OIL-1013": "Vinaigre de vin rouge 1 L",
  "OIL-1014": "Vinaigre de riz assaisonné 1 L",
  "OIL-1015": "Graisse végétale en seau 20 kg",
  "OIL-1016": "Graisse à friture liquide 16 L",
  "OIL-1017": "Enduit à cuisson au canola 400 g",

  // Canned & Jarred
  "CAN-1001": "Tomates entières pelées 796 mL",
  "CAN-1002": "Tomates en dés 796 mL",
  "CAN-1003": "Pâte de tomates 156 mL",
  "CAN-1004": "Tomates broyées 2,84 L",
  "CAN-1005": "Tomates San Marzano DOP 796 mL",
  "CAN-1006": "Pois chiches 540 mL",
  "CAN-1007": "Haricots rouges 540 mL",
  "CAN-1008": "Haricots noirs 540 mL",
  // Beans in tomato sauce, no pork: not "fèves au lard".
  "CAN-1009": "Fèves à la sauce tomate 398 mL",
  "CAN-1010": "Bouillon de poulet faible en sodium 900 mL",
  "CAN-1011": "Soupe aux pois jaunes 796 mL",
  "CAN-1012": "Lait de coco 400 mL",
  "CAN-1013": "Cornichons à l'aneth entiers 2 L",
  "CAN-1014": "Confiture de fraises 1 L",
  "CAN-1015": "Jalapeños marinés tranchés 3,78 L",
  "CAN-1016": "Olives noires dénoyautées 398 mL",
  "CAN-1017": "Pâté de campagne 125 g",
  "CAN-1018": "Thon pâle en morceaux dans l'eau 170 g",
  "CAN-1019": "Saumon rose sauvage du Pacifique 213 g",
  "CAN-1020": "Sardines à l'huile d'olive 120 g",

  // Spices & Seasonings
  "SPC-1001": "Graines de cumin entières 400 g",
  "SPC-1002": "Gousses de cardamome verte 200 g",
  "SPC-1003": "Clous de girofle entiers 200 g",
  "SPC-1004": "Feuilles d'origan séchées 250 g",
  "SPC-1005": "Curcuma moulu 400 g",
  "SPC-1006": "Paprika doux hongrois 500 g",
  "SPC-1007": "Paprika fumé 400 g",
  "SPC-1008": "Cannelle moulue 500 g",
  "SPC-1009": "Piment broyé 500 g",
  "SPC-1010": "Poivre noir en grains 500 g",
  "SPC-1011": "Poivre noir moulu 1 kg",
  "SPC-1012": "Sel de mer fin 1 kg",
  "SPC-1013": "Gros sel casher 1,36 kg",
  "SPC-1014": "Sauce soya brassée naturellement 1,89 L",
  "SPC-1015": "Sauce piquante sriracha 740 mL",
  "SPC-1016": "Moutarde jaune préparée 4 L",
  // "Fancy": the Canadian grade name, "de fantaisie" in French.
  "SPC-1017": "Ketchup aux tomates de fantaisie 4 L",
  "SPC-1018": "Épices à steak de Montréal 1 kg",
  "SPC-1019": "Garam masala 400 g",
  "SPC-1020": "Mélange pour sauce poutine 2 kg",
  "SPC-1021": "Base de soupe au poulet 1 kg",

  // Snacks & Confectionery
  "SNK-1001": "Croustilles au ketchup 40 g",
  "SNK-1002": "Croustilles toute garnie 40 g",
  "SNK-1003": "Croustilles cuites à la marmite au sel de mer 220 g",
  "SNK-1004": "Croustilles de maïs style restaurant 1 kg",
  "SNK-1005": "Soufflés au fromage 255 g",
  "SNK-1006": "Bretzels torsadés 350 g",
  "SNK-1007": "Maïs soufflé au caramel 200 g",
  "SNK-1008": "Barre de chocolat au lait 45 g",
  "SNK-1009": "Barre de gaufrettes au caramel 52 g",
  "SNK-1010": "Coupes au beurre d'arachide 46 g",
  "SNK-1011": "Chocolat noir 70 % cacao 100 g",
  "SNK-1012": "Bonbons à l'érable 150 g",
  "SNK-1013": "Vers jujubes acidulés 1,5 kg",
  "SNK-1014": "Torsades de réglisse rouge 1 kg",
  "SNK-1015": "Bonbons haricots gourmets 1 kg",
  "SNK-1016": "Pastilles à la menthe poivrée en boîte 40 g",
  "SNK-1017": "Biscuits aux brisures de chocolat 300 g",
  "SNK-1018": "Biscuits digestifs 400 g",
  "SNK-1019": "Craquelins soda salés 450 g",
  "SNK-1020": "Arachides grillées salées 1 kg",
  "SNK-1021": "Noix de cajou grillées salées 1 kg",
  "SNK-1022": "Mélange montagnard de luxe 1 kg",
  "SNK-1023": "Amandes entières crues 1 kg",
  "SNK-1024": "Raisins secs Thompson sans pépins 1 kg",
  "SNK-1025": "Barres granola tendres 6 x 26 g",
  "SNK-1026": "Gomme à mâcher à la menthe verte 12 morceaux",
  "SNK-1027": "Barre protéinée chocolat et arachides 60 g",

  // Beverages
  "BEV-1001": "Cola en canette 355 mL",
  "BEV-1002": "Soda gingembre en canette 355 mL",
  "BEV-1003": "Crème soda en canette 355 mL",
  "BEV-1004": "Racinette en canette 355 mL",
  "BEV-1005": "Soda à l'orange en canette 355 mL",
  "BEV-1006": "Boisson gazeuse citron-lime 2 L",
  "BEV-1007": "Bière d'épinette 355 mL",
  "BEV-1008": "Eau de source naturelle 500 mL",
  "BEV-1009": "Eau minérale pétillante 500 mL",
  "BEV-1010": "Eau de source naturelle 4 L",
  "BEV-1011": "Café moulu torréfaction foncée 930 g",
  "BEV-1012": "Café espresso en grains 1 kg",
  "BEV-1013": "Thé orange pekoe 144 sachets",
  "BEV-1014": "Thé vert 100 sachets",
  "BEV-1015": "Mélange pour chocolat chaud 2 kg",
  "BEV-1016": "Jus de pomme non sucré 1,89 L",
  "BEV-1017": "Jus d'orange fait de concentré 1,75 L",
  "BEV-1018": "Punch aux fruits en boîte à boire 200 mL",
  "BEV-1019": "Thé glacé au citron en canette 341 mL",
  "BEV-1020": "Boisson pour sportifs bleue 710 mL",
  "BEV-1021": "Boisson énergisante en canette 473 mL",

  // Frozen
  "FRZ-1001": "Frites coupe droite 3/8 po 2,27 kg",
  "FRZ-1002": "Frites de patates douces 2,27 kg",
  "FRZ-1003": "Légumes mélangés 2 kg",
  "FRZ-1004": "Pois verts 2 kg",
  "FRZ-1005": "Bleuets sauvages 2 kg",
  "FRZ-1006": "Poitrines de poulet désossées sans peau surgelées individuellement 2 kg",
  "FRZ-1007": "Ailes de poulet coupées 2 kg",
  "FRZ-1008": "Galettes de bœuf pour hamburger 4 oz 48 unités",
  "FRZ-1009": "Crevettes crues décortiquées 31/40 907 g",
  "FRZ-1010": "Filets de morue sauvage du Pacifique 2,27 kg",
  "FRZ-1011": "Portions de saumon de l'Atlantique 1,36 kg",
  "FRZ-1012": "Croissants au beurre à cuire 24 unités",
  "FRZ-1013": "Boules de pâte à pizza 250 g 20 unités",
  "FRZ-1014": "Crème glacée à la vanille en seau 4 L",
  "FRZ-1015": "Sandwich à la crème glacée au chocolat 120 mL",
  "FRZ-1016": "Crème brûlée 4 x 100 g",
  "FRZ-1017": "Tartelettes au beurre, paquet de 6",
  "FRZ-1018": "Tourtière québécoise 1 kg",
  "FRZ-1019": "Pérogies pommes de terre et cheddar 2 kg",
  "FRZ-1020": "Rouleaux printaniers aux légumes 50 unités",

  // Dairy & Eggs
  "DRY-1001": "Fromage cheddar fort en bloc 2,27 kg",
  "DRY-1002": "Mozzarella râpée 2,5 kg",
  "DRY-1003": "Fromage en grains frais 2 kg",
  "DRY-1004": "Brie double crème 1 kg",
  "DRY-1005": "Feta en saumure 2 kg",
  "DRY-1006": "Parmesan râpé 1 kg",
  "DRY-1007": "Fromage à la crème en brique 1,36 kg",
  "DRY-1008": "Beurre salé 454 g",
  "DRY-1009": "Beurre non salé 454 g",
  "DRY-1010": "Crème à fouetter 35 % 2 L",
  "DRY-1011": "Crème fraîche 250 mL",
  "DRY-1012": "Gros œufs blancs de catégorie A, plateau de 30",
  "DRY-1013": "Gros œufs bruns de catégorie A 12 unités",
  "DRY-1014": "Œufs entiers liquides pasteurisés 1 kg",
  "DRY-1015": "Lait partiellement écrémé 2 % en sacs 4 L",
  "DRY-1016": "Yogourt grec nature 0 % 750 g",
  "DRY-1017": "Yogourt à la vanille 650 g",
  "DRY-1018": "Fromage cheddar frais du Québec 500 g",

  // Paper & Packaging
  // Lunch and dinner napkins are sizes, not meals ("dîner" is lunch in Quebec): petit / grand format.
  "PAP-1001": "Serviettes de table petit format 1 pli 6000 unités",
  "PAP-1002": "Serviettes de table grand format 2 plis effet lin 1000 unités",
  "PAP-1003": "Essuie-mains multiplis 4000 unités",
  "PAP-1004": "Essuie-mains en rouleau 6 x 600 pi",
  "PAP-1005": "Papier hygiénique 2 plis 48 rouleaux",
  "PAP-1006": "Contenants à charnière compostables 9 x 9 po 200 unités",
  "PAP-1007": "Boîtes pour emporter kraft nº 2, 200 unités",
  "PAP-1008": "Contenants en aluminium 2,25 lb avec couvercles 250 unités",
  "PAP-1009": "Contenants pour traiteur 16 oz avec couvercles 240 unités",
  "PAP-1010": "Gobelets en papier pour boissons chaudes 12 oz 1000 unités",
  "PAP-1011": "Couvercles pour gobelets à boissons chaudes 12 oz 1000 unités",
  "PAP-1012": "Fourchettes en bois 1000 unités",
  "PAP-1013": "Pailles en papier emballées individuellement 500 unités",
  "PAP-1014": "Godets à portion en papier 2 oz 2500 unités",
  "PAP-1015": "Ensembles d'ustensiles en bois 250 unités",
  "PAP-1016": "Rouleau de papier d'aluminium 18 po x 500 pi",
  "PAP-1017": "Pellicule plastique 18 po x 2000 pi",
  "PAP-1018": "Sacs d'emplettes kraft avec poignées 250 unités",
  "PAP-1019": "Feuilles de papier parchemin pour demi-plaque 1000 unités",
  "PAP-1020": "Sacs de congélation 1 gallon 250 unités",
  "PAP-1021": "Rouleau de papier de boucherie 18 po x 1000 pi",

  // Cleaning & Sanitation
  "CLN-1001": "Détergent à vaisselle concentré 4 L",
  "CLN-1002": "Nettoyant pour four et gril 4 L",
  "CLN-1003": "Détergent pour lave-vaisselle commercial 20 L",
  "CLN-1004": "Agent de rinçage pour lave-vaisselle 4 L",
  "CLN-1005": "Tampons à récurer verts 20 unités",
  "CLN-1006": "Tampons à récurer en acier inoxydable 12 unités",
  "CLN-1007": "Dégraissant à usage intensif 4 L",
  "CLN-1008": "Assainisseur concentré à l'ammonium quaternaire 4 L",
  "CLN-1009": "Nettoyant à vitres 950 mL",
  "CLN-1010": "Eau de Javel 6 % 3,6 L",
  "CLN-1011": "Nettoyant neutre pour planchers 4 L",
  "CLN-1012": "Lingettes désinfectantes 80 unités",
  "CLN-1013": "Gants en nitrile sans poudre taille G 100 unités",
  "CLN-1014": "Recharge de savon moussant pour les mains 1 L",
  "CLN-1015": "Gants en vinyle taille M 100 unités",
  "CLN-1016": "Filets à cheveux jetables 100 unités",
  "CLN-1017": "Sacs à ordures noirs 35 x 50 po 100 unités",
  "CLN-1018": "Sacs de recyclage transparents 30 x 38 po 200 unités",
  "CLN-1019": "Sacs compostables pour matières organiques 24 x 32 po 100 unités",
};

/**
 * French counterpart of DEMO_NAME_PARTS: every list has the same length and order as the English
 * one (index i means the same thing in both), and the record keys stay the English category names.
 *
 * The English "adjectives" go before the noun ("Smoked Paprika"); in French they go after it
 * (see frenchGeneratedName), where a real adjective would have to agree with the noun's gender and
 * number ("fumé", "fumée", "fumés"…), which a random pairing cannot know. So each entry is either a
 * brand or product-line name, which stays invariable (Golden, Maple Leaf, Sélection, Doré…), or an
 * invariable phrase: a place of origin ("du Québec", "des Rocheuses"), a qualifier built on a noun
 * ("saveur fumée", "goût grillé", "format économique"), or a word that does not agree ("bio",
 * "maison"). Entries start in lower case unless they are proper nouns, because they follow the noun.
 */
export const DEMO_NAME_PARTS_FR: DemoNameParts = {
  adjectives: [
    "Golden", // Golden
    "des Prairies", // Prairie
    "du Pacifique", // Pacific
    "du Nord", // Northern
    "Maple Leaf", // Maple Leaf
    "des Laurentides", // Laurentian
    "Moisson", // Harvest
    "à l'ancienne", // Heritage
    "Sélection", // Select
    "haut de gamme", // Premium
    "Classique", // Classic
    "bio", // Organic
    "style artisanal", // Artisan
    "de la côte", // Coastal
    "des Rocheuses", // Rocky Mountain
    "du Fraser", // Fraser
    "de l'Okanagan", // Okanagan
    "de Muskoka", // Muskoka
    "du Niagara", // Niagara
    "d'Acadie", // Acadian
    "de Fundy", // Fundy
    "Choix du chef", // Chef's Choice
    "de la ferme", // Farmhouse
    "maison", // Homestyle
    "format économique", // Value Pack
    "du Québec", // Québec
    "de Gaspé", // Gaspé
    "à la crème", // Crème
    "Doré", // Doré
    "aux épices", // Épicé
    "goût fumé", // Fumé
    "saveur sucrée", // Sucré
    "petit format", // Petit
    "Grand Nord", // Grand Nord
    "Café", // Café
    "au jalapeño", // Jalapeño
    "saveur fumée", // Smoked
    "goût grillé", // Roasted
    "saveur piquante", // Spicy
    "goût doux", // Mild
    "extra de fantaisie", // Extra Fancy (Canadian grade name)
    "marque Sans nom", // No Name Brand
  ],
  sizes: [
    "100 g", "250 g", "500 g", "750 g", "1 kg", "2 kg", "2,27 kg", "4,5 kg", "10 kg", "20 kg",
    "250 mL", "355 mL", "500 mL", "796 mL", "1 L", "1,89 L", "4 L", "16 L", "12 unités", "24 unités",
    "100 unités", "500 unités", "1000 unités",
  ],
  sizesByCategory: {
    "Rice & Grains": [
      "500 g", "900 g", "1 kg", "2 kg", "4,5 kg", "8 kg", "10 kg", "20 kg",
    ],
    "Flour & Baking": [
      "450 g", "900 g", "1 kg", "2 kg", "10 kg", "20 kg", "540 mL", "1 L", "4 L",
    ],
    "Oils & Vinegars": [
      "500 mL", "1 L", "3 L", "4 L", "16 L", "20 kg",
    ],
    "Canned & Jarred": [
      "156 mL", "284 mL", "398 mL", "540 mL", "796 mL", "2,84 L", "125 g", "170 g",
    ],
    "Spices & Seasonings": [
      "200 g", "400 g", "500 g", "1 kg", "740 mL", "1,89 L", "4 L",
    ],
    "Snacks & Confectionery": [
      "40 g", "45 g", "100 g", "220 g", "300 g", "1 kg", "1,5 kg",
    ],
    "Beverages": [
      "200 mL", "341 mL", "355 mL", "500 mL", "710 mL", "1,89 L", "2 L", "930 g", "100 sachets",
    ],
    "Frozen": [
      "907 g", "1 kg", "2 kg", "2,27 kg", "4 L", "24 unités", "50 unités",
    ],
    "Dairy & Eggs": [
      "250 mL", "454 g", "500 g", "1 kg", "2 L", "2,5 kg", "4 L", "12 unités", "30 unités",
    ],
    "Paper & Packaging": [
      "100 unités", "200 unités", "250 unités", "500 unités", "1000 unités", "2500 unités", "18 po x 500 pi",
    ],
    "Cleaning & Sanitation": [
      "950 mL", "1 L", "3,6 L", "4 L", "20 L", "20 unités", "100 unités",
    ],
  },
  nounsByCategory: {
    "Rice & Grains": [
      "Riz basmati", "Riz jasmin", "Riz à grain long", "Riz brun", "Riz sauvage", "Riz arborio",
      "Spaghetti", "Penne", "Linguine", "Fusilli", "Macaroni", "Nouilles aux œufs", "Vermicelles de riz",
      "Quinoa", "Orge perlé", "Flocons d'avoine", "Couscous", "Boulghour", "Farro",
    ],
    "Flour & Baking": [
      "Farine tout usage", "Farine à pain", "Farine de blé entier", "Farine à pâtisserie", "Farine de seigle",
      "Semoule de maïs", "Sucre granulé", "Cassonade", "Sucre à glacer", "Miel liquide", "Sirop d'érable",
      // "Maple Syrup": the same product as the French "Sirop d'érable" just before it.
      "Sirop d'érable", "Poudre à pâte", "Extrait de vanille", "Brisures de chocolat", "Cacao en poudre",
      "Mélange pour crème brûlée", "Sucre d'érable",
    ],
    "Oils & Vinegars": [
      "Huile de canola", "Huile végétale", "Huile de tournesol", "Huile de sésame", "Huile d'olive",
      "Huile d'olive extra vierge", "Huile d'avocat", "Vinaigre blanc", "Vinaigre de cidre", "Vinaigre balsamique",
      "Vinaigre de vin rouge", "Vinaigre de riz", "Graisse à friture", "Huile de canola",
    ],
    "Canned & Jarred": [
      "Tomates entières", "Tomates en dés", "Pâte de tomates", "Pois chiches", "Haricots rouges", "Haricots noirs",
      "Fèves au lard", "Bouillon de poulet", "Soupe aux pois", "Cornichons à l'aneth", "Confiture de fraises",
      "Jalapeños tranchés", "Olives noires", "Pâté de campagne", "Pâté de foie", "Cretons",
      "Morceaux de thon", "Saumon rose", "Sardines", "Lait de coco",
    ],
    "Spices & Seasonings": [
      "Graines de cumin", "Gousses de cardamome", "Clous de girofle", "Origan", "Curcuma", "Paprika", "Cannelle",
      "Piment broyé", "Poivre noir", "Sel de mer", "Sel casher", "Sauce soya", "Sauce piquante", "Moutarde",
      "Ketchup", "Épices à steak", "Garam masala", "Sauce poutine", "Assaisonnement au jalapeño",
      "Herbes de Provence",
    ],
    "Snacks & Confectionery": [
      "Croustilles", "Croustilles cuites à la marmite", "Croustilles de maïs", "Soufflés au fromage", "Bretzels",
      "Maïs soufflé", "Barre de chocolat au lait", "Chocolat noir", "Barre de gaufrettes", "Oursons jujubes",
      "Réglisse", "Bonbons haricots", "Bonbons à l'érable", "Biscuits", "Craquelins", "Arachides salées",
      "Noix de cajou", "Mélange montagnard", "Barres granola", "Sucre à la crème au caramel",
    ],
    "Beverages": [
      "Cola", "Soda gingembre", "Racinette", "Crème soda", "Boisson gazeuse citron-lime", "Bière d'épinette",
      "Eau de source", "Eau pétillante", "Café moulu", "Café espresso en grains", "Mélange pour café au lait",
      "Thé orange pekoe", "Thé vert", "Chocolat chaud", "Jus de pomme", "Jus d'orange", "Punch aux fruits",
      "Thé glacé", "Boisson énergisante",
    ],
    "Frozen": [
      "Frites", "Frites de patates douces", "Légumes mélangés", "Pois verts", "Bleuets sauvages",
      "Poitrines de poulet", "Ailes de poulet", "Galettes pour hamburger", "Crevettes", "Filets de morue",
      "Portions de saumon", "Croissants", "Pâte à pizza", "Crème glacée", "Crème brûlée", "Tartelettes au beurre",
      "Tourtière", "Pérogies", "Rouleaux printaniers", "Pouding chômeur",
    ],
    "Dairy & Eggs": [
      "Fromage cheddar", "Mozzarella", "Fromage en grains", "Brie", "Camembert", "Feta", "Parmesan",
      "Fromage à la crème", "Beurre salé", "Crème à fouetter", "Crème fraîche", "Crème sure", "Gros œufs",
      "Œufs liquides", "Lait", "Yogourt grec", "Yogourt", "Fromage à raclette",
    ],
    "Paper & Packaging": [
      "Serviettes de table", "Essuie-tout", "Papier hygiénique", "Contenants à charnière", "Boîtes pour emporter",
      "Contenants en aluminium", "Contenants pour traiteur", "Gobelets pour boissons chaudes",
      "Couvercles pour gobelets", "Fourchettes en bois", "Pailles en papier", "Godets à portion",
      "Papier d'aluminium", "Pellicule plastique", "Sacs kraft", "Feuilles de papier parchemin",
      "Sacs de congélation", "Boîtes à pâtisserie",
    ],
    "Cleaning & Sanitation": [
      "Détergent à vaisselle", "Détergent pour lave-vaisselle", "Agent de rinçage", "Tampons à récurer",
      "Dégraissant", "Assainisseur", "Nettoyant à vitres", "Eau de Javel", "Nettoyant à planchers",
      "Lingettes désinfectantes", "Gants en nitrile", "Gants en vinyle", "Savon à mains", "Filets à cheveux",
      "Sacs à ordures", "Sacs de recyclage", "Nettoyant dégraissant",
    ],
  },
};

/**
 * The French counterpart of the name large-catalog.ts builds. The English is
 * `${adjective} ${noun} ${size}` ("Smoked Paprika 400 g"); French puts the qualifier after the
 * noun: `${noun} ${adjective} ${size}` ("Paprika saveur fumée 400 g", "Fromage en grains du
 * Québec 500 g"). Pass the French entries at the same indices the English name drew.
 */
export function frenchGeneratedName(adjective: string, noun: string, size: string): string {
  return `${noun} ${adjective} ${size}`;
}
