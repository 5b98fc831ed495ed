import type { DemoMenu } from "./demo-types";

export const demoMenu: DemoMenu = {
  sections: [
    // ───────────────────────────── Kitchen ─────────────────────────────
    {
      section: "kitchen",
      type: "products",
      name: { ru: "Кухня", en: "Kitchen", zh: "厨房" },
      icon: "kitchen",
      categories: [
        {
          name: { ru: "Завтраки", en: "Breakfasts", zh: "早餐" },
          icon: "breakfast",
          schedule: { enabled: true, days: [1, 2, 3, 4, 5, 6, 7], start: "08:00", end: "12:00" },
          items: [
            {
              title: { ru: "Сырники со сметаной", en: "Syrniki with sour cream", zh: "奶渣煎饼配酸奶油" },
              description: {
                ru: "Нежные творожные сырники с золотистой корочкой.\nПодаём со сметаной и ягодным соусом.",
                en: "Tender cottage cheese pancakes with a golden crust.\nServed with sour cream and berry sauce.",
                zh: "外皮金黄、口感细腻的奶渣煎饼。\n配酸奶油和浆果酱。",
              },
              portions: [{ weight: "220", unit: "g", price: "12.50" }],
            },
            {
              title: { ru: "Омлет с лососем", en: "Omelette with salmon", zh: "三文鱼欧姆蛋" },
              description: {
                ru: "Пышный омлет со слабосолёным лососем, сливочным сыром и зеленью.",
                en: "Fluffy omelette with lightly salted salmon, cream cheese and fresh herbs.",
                zh: "松软的欧姆蛋，搭配轻腌三文鱼、奶油奶酪和新鲜香草。",
              },
              portions: [{ weight: "250", unit: "g", price: "16.90" }],
            },
            {
              title: { ru: "Английский завтрак", en: "Full English breakfast", zh: "英式全套早餐" },
              description: {
                ru: "Яичница, бекон, колбаски, фасоль в томате, грибы и тост — **всё, чтобы день начался правильно**.",
                en: "Fried eggs, bacon, sausages, baked beans, mushrooms and toast — **everything for a proper start**.",
                zh: "煎蛋、培根、香肠、茄汁焗豆、蘑菇和吐司——**开启美好一天的完美组合**。",
              },
              portions: [{ weight: "350", unit: "g", price: "19.50" }],
            },
            {
              title: { ru: "Гранола с йогуртом", en: "Granola with yogurt", zh: "燕麦脆配酸奶" },
              description: {
                ru: "Домашняя гранола с греческим йогуртом, мёдом и свежими ягодами.",
                en: "House-made granola with Greek yogurt, honey and fresh berries.",
                zh: "自制燕麦脆搭配希腊酸奶、蜂蜜和新鲜浆果。",
              },
              portions: [{ weight: "250", unit: "g", price: "10.90" }],
            },
          ],
        },
        {
          name: { ru: "Салаты", en: "Salads", zh: "沙拉" },
          icon: "salad",
          items: [
            {
              title: { ru: "Цезарь с курицей", en: "Chicken Caesar salad", zh: "鸡肉凯撒沙拉" },
              description: {
                ru: "Романо, куриное филе гриль, пармезан, хрустящие гренки и фирменный соус.",
                en: "Romaine, grilled chicken breast, parmesan, crispy croutons and our signature dressing.",
                zh: "罗马生菜、烤鸡胸肉、帕尔马干酪、香脆面包丁，配招牌酱汁。",
              },
              portions: [
                { weight: "250", unit: "g", price: "15.90" },
                { weight: "350", unit: "g", price: "21.50" },
              ],
            },
            {
              title: { ru: "Тёплый салат с говядиной", en: "Warm beef salad", zh: "温拌牛肉沙拉" },
              description: {
                ru: "Обжаренная говяжья вырезка, микс салатов, черри и кунжутная заправка.",
                en: "Seared beef tenderloin, mixed leaves, cherry tomatoes and sesame dressing.",
                zh: "香煎牛里脊、混合生菜、樱桃番茄，淋芝麻酱汁。",
              },
              portions: [{ weight: "260", unit: "g", price: "19.90" }],
            },
            {
              title: { ru: "Греческий салат", en: "Greek salad", zh: "希腊沙拉" },
              description: {
                ru: "Свежие овощи, маслины, красный лук и сыр фета с орегано.",
                en: "Fresh vegetables, olives, red onion and feta cheese with oregano.",
                zh: "新鲜蔬菜、橄榄、红洋葱和菲达奶酪，撒上牛至。",
              },
              portions: [{ weight: "250", unit: "g", price: "13.50" }],
            },
            {
              title: { ru: "Салат с креветками и авокадо", en: "Shrimp and avocado salad", zh: "鲜虾牛油果沙拉" },
              description: {
                ru: "Тигровые креветки, спелое авокадо, руккола и цитрусовая заправка.",
                en: "Tiger prawns, ripe avocado, rocket and a citrus dressing.",
                zh: "虎虾、熟牛油果、芝麻菜，配柑橘酱汁。",
              },
              portions: [{ weight: "230", unit: "g", price: "22.90" }],
            },
          ],
        },
        {
          name: { ru: "Супы", en: "Soups", zh: "汤品" },
          icon: "soup",
          items: [
            {
              title: { ru: "Борщ с пампушками", en: "Borscht with garlic buns", zh: "罗宋汤配蒜香小面包" },
              description: {
                ru: "Наваристый борщ с говядиной, сметаной и чесночными пампушками.",
                en: "Rich beetroot soup with beef, sour cream and garlic buns.",
                zh: "浓郁的牛肉红菜汤，配酸奶油和蒜香小面包。",
              },
              portions: [{ weight: "300", unit: "g", price: "9.90" }],
            },
            {
              title: { ru: "Том ям с креветками", en: "Tom yum with prawns", zh: "冬阴功虾汤" },
              description: {
                ru: "Острый тайский суп на кокосовом молоке с креветками и грибами. **Подаётся с рисом.**",
                en: "Spicy Thai coconut soup with prawns and mushrooms. **Served with rice.**",
                zh: "以椰奶为汤底的泰式酸辣汤，加入鲜虾和蘑菇。**配米饭。**",
              },
              portions: [{ weight: "350", unit: "g", price: "18.50" }],
            },
            {
              title: { ru: "Крем-суп из тыквы", en: "Pumpkin cream soup", zh: "南瓜奶油浓汤" },
              description: {
                ru: "Сезонный бархатный суп из печёной тыквы со сливками и тыквенными семечками.",
                en: "A seasonal velvety soup of roasted pumpkin with cream and pumpkin seeds.",
                zh: "季节限定：烤南瓜加奶油熬制的丝滑浓汤，撒上南瓜籽。",
              },
              portions: [{ weight: "300", unit: "g", price: "10.50" }],
              hidden: true,
            },
            {
              title: { ru: "Куриный суп с лапшой", en: "Chicken noodle soup", zh: "鸡汤面" },
              description: {
                ru: "Прозрачный куриный бульон с домашней лапшой и зеленью.",
                en: "Clear chicken broth with homemade noodles and fresh herbs.",
                zh: "清澈的鸡汤，配手工面条和香草。",
              },
              portions: [{ weight: "300", unit: "g", price: "8.50" }],
            },
          ],
        },
        {
          name: { ru: "Горячие блюда", en: "Hot dishes", zh: "热菜" },
          icon: "hot",
          children: [
            {
              name: { ru: "Мясо", en: "Meat", zh: "肉类" },
              icon: "meat",
              items: [
                {
                  title: { ru: "Стейк рибай", en: "Ribeye steak", zh: "肉眼牛排" },
                  description: {
                    ru: "Мраморная говядина зернового откорма, приготовленная на гриле до нужной вам прожарки.",
                    en: "Grain-fed marbled beef, grilled to your preferred doneness.",
                    zh: "谷饲雪花牛肉，按您喜欢的熟度炭烤。",
                  },
                  portions: [
                    { weight: "250", unit: "g", price: "49.00" },
                    { weight: "350", unit: "g", price: "66.00" },
                  ],
                },
                {
                  title: { ru: "Драники с телятиной", en: "Potato pancakes with veal", zh: "土豆煎饼配小牛肉" },
                  description: {
                    ru: "Хрустящие белорусские драники с тушёной телятиной в сливочно-грибном соусе.",
                    en: "Crispy Belarusian potato pancakes with braised veal in a creamy mushroom sauce.",
                    zh: "香脆的白俄罗斯土豆煎饼，搭配奶油蘑菇酱炖小牛肉。",
                  },
                  portions: [{ weight: "300", unit: "g", price: "17.90" }],
                },
                {
                  title: { ru: "Свиные рёбрышки BBQ", en: "BBQ pork ribs", zh: "烧烤猪肋排" },
                  description: {
                    ru: "Томлёные рёбрышки в соусе барбекю с картофелем по-деревенски.",
                    en: "Slow-cooked ribs glazed with barbecue sauce, served with country-style potatoes.",
                    zh: "慢火炖烤的猪肋排，刷上烧烤酱，配乡村风味土豆。",
                  },
                  portions: [
                    { weight: "400", unit: "g", price: "27.50" },
                    { weight: "600", unit: "g", price: "38.90" },
                  ],
                },
                {
                  title: { ru: "Курица с овощами гриль", en: "Chicken with grilled vegetables", zh: "鸡胸肉配烤蔬菜" },
                  description: {
                    ru: "Сочное куриное филе с цукини, перцем и баклажаном на гриле.",
                    en: "Juicy chicken breast with grilled courgette, peppers and aubergine.",
                    zh: "多汁鸡胸肉，配烤西葫芦、甜椒和茄子。",
                  },
                  portions: [{ weight: "320", unit: "g", price: "18.50" }],
                },
              ],
            },
            {
              name: { ru: "Рыба", en: "Fish", zh: "鱼类" },
              icon: "fish",
              items: [
                {
                  title: { ru: "Стейк из лосося", en: "Salmon steak", zh: "三文鱼排" },
                  description: {
                    ru: "Лосось на гриле со спаржей и соусом бёр блан.",
                    en: "Grilled salmon with asparagus and beurre blanc sauce.",
                    zh: "香烤三文鱼，配芦笋和白黄油酱。",
                  },
                  portions: [{ weight: "280", unit: "g", price: "34.90" }],
                },
                {
                  title: { ru: "Дорадо на гриле", en: "Grilled dorado", zh: "香烤金头鲷" },
                  description: {
                    ru: "Целая рыба с лимоном, розмарином и печёными овощами.",
                    en: "Whole fish with lemon, rosemary and roasted vegetables.",
                    zh: "整条烤制，配柠檬、迷迭香和烤蔬菜。",
                  },
                  portions: [{ weight: "350", unit: "g", price: "36.50" }],
                },
                {
                  title: { ru: "Судак с картофельным пюре", en: "Pike-perch with mashed potatoes", zh: "梭鲈配土豆泥" },
                  description: {
                    ru: "Филе судака с хрустящей кожей, нежным пюре и сливочным соусом.",
                    en: "Crispy-skinned pike-perch fillet with smooth mashed potatoes and cream sauce.",
                    zh: "脆皮梭鲈鱼柳，配细滑土豆泥和奶油酱。",
                  },
                  portions: [{ weight: "320", unit: "g", price: "24.90" }],
                },
              ],
            },
          ],
        },
        {
          name: { ru: "Пицца", en: "Pizza", zh: "披萨" },
          icon: "pizza",
          items: [
            {
              title: { ru: "Маргарита", en: "Margherita", zh: "玛格丽特披萨" },
              description: {
                ru: "Томатный соус, моцарелла и свежий базилик на тонком тесте.",
                en: "Tomato sauce, mozzarella and fresh basil on a thin crust.",
                zh: "薄饼底，番茄酱、马苏里拉奶酪和新鲜罗勒。",
              },
              portions: [
                { weight: "450", unit: "g", price: "16.90" },
                { weight: "700", unit: "g", price: "23.90" },
              ],
            },
            {
              title: { ru: "Пепперони", en: "Pepperoni", zh: "意式辣香肠披萨" },
              description: {
                ru: "Пикантная пепперони, моцарелла и томатный соус.",
                en: "Spicy pepperoni, mozzarella and tomato sauce.",
                zh: "香辣意式腊肠、马苏里拉奶酪和番茄酱。",
              },
              portions: [
                { weight: "480", unit: "g", price: "19.50" },
                { weight: "750", unit: "g", price: "27.50" },
              ],
            },
            {
              title: { ru: "Четыре сыра", en: "Quattro formaggi", zh: "四重奶酪披萨" },
              description: {
                ru: "Моцарелла, горгонзола, пармезан и чеддер на сливочной основе.",
                en: "Mozzarella, gorgonzola, parmesan and cheddar on a cream base.",
                zh: "奶油酱底，搭配马苏里拉、戈贡佐拉、帕尔马和切达四种奶酪。",
              },
              portions: [
                { weight: "460", unit: "g", price: "20.90" },
                { weight: "720", unit: "g", price: "28.90" },
              ],
            },
            {
              title: { ru: "С грушей и горгонзолой", en: "Pear and gorgonzola", zh: "香梨戈贡佐拉披萨" },
              description: {
                ru: "Сочная груша, горгонзола, грецкий орех и капля мёда.",
                en: "Juicy pear, gorgonzola, walnuts and a drizzle of honey.",
                zh: "多汁香梨、戈贡佐拉奶酪、核桃，淋少许蜂蜜。",
              },
              portions: [
                { weight: "450", unit: "g", price: "21.50" },
                { weight: "700", unit: "g", price: "29.50" },
              ],
            },
          ],
        },
        {
          name: { ru: "Десерты", en: "Desserts", zh: "甜品" },
          icon: "dessert",
          items: [
            {
              title: { ru: "Чизкейк Нью-Йорк", en: "New York cheesecake", zh: "纽约芝士蛋糕" },
              description: {
                ru: "Классический сливочный чизкейк с ягодным соусом.",
                en: "Classic creamy cheesecake with berry sauce.",
                zh: "经典浓郁芝士蛋糕，配浆果酱。",
              },
              portions: [{ weight: "150", unit: "g", price: "10.90" }],
            },
            {
              title: { ru: "Тирамису", en: "Tiramisu", zh: "提拉米苏" },
              description: {
                ru: "Маскарпоне, савоярди и эспрессо — по классическому итальянскому рецепту.",
                en: "Mascarpone, savoiardi and espresso, made to the classic Italian recipe.",
                zh: "马斯卡彭奶酪、手指饼干和意式浓缩咖啡，遵循经典意大利配方。",
              },
              portions: [{ weight: "160", unit: "g", price: "11.50" }],
            },
            {
              title: { ru: "Шоколадный фондан", en: "Chocolate fondant", zh: "熔岩巧克力蛋糕" },
              description: {
                ru: "Горячий кекс с жидким шоколадным центром и шариком ванильного мороженого.",
                en: "Warm cake with a molten chocolate centre and a scoop of vanilla ice cream.",
                zh: "温热的蛋糕内含流心巧克力，配一球香草冰淇淋。",
              },
              portions: [{ weight: "180", unit: "g", price: "12.90" }],
            },
            {
              title: { ru: "Медовик", en: "Honey cake", zh: "蜂蜜千层蛋糕" },
              description: {
                ru: "Тонкие медовые коржи со сметанным кремом — как у бабушки.",
                en: "Thin honey layers with sour cream frosting, just like grandma used to make.",
                zh: "薄薄的蜂蜜饼层夹酸奶油霜，外婆的味道。",
              },
              portions: [{ weight: "150", unit: "g", price: "9.50" }],
            },
          ],
        },
      ],
    },

    // ───────────────────────────── Drinks ─────────────────────────────
    {
      section: "drinks",
      type: "products",
      name: { ru: "Напитки", en: "Drinks", zh: "饮品" },
      icon: "drinks",
      categories: [
        {
          name: { ru: "Кофе", en: "Coffee", zh: "咖啡" },
          icon: "coffee",
          items: [
            {
              title: { ru: "Эспрессо", en: "Espresso", zh: "意式浓缩咖啡" },
              description: {
                ru: "Насыщенный эспрессо из зёрен свежей обжарки.",
                en: "A rich espresso from freshly roasted beans.",
                zh: "采用新鲜烘焙咖啡豆制作的浓郁意式浓缩。",
              },
              portions: [
                { weight: "30", unit: "ml", price: "4.50" },
                { weight: "60", unit: "ml", price: "6.50" },
              ],
            },
            {
              title: { ru: "Капучино", en: "Cappuccino", zh: "卡布奇诺" },
              description: {
                ru: "Эспрессо с бархатной молочной пеной.",
                en: "Espresso topped with velvety milk foam.",
                zh: "意式浓缩搭配丝滑奶泡。",
              },
              portions: [
                { weight: "200", unit: "ml", price: "6.50" },
                { weight: "300", unit: "ml", price: "8.50" },
              ],
            },
            {
              title: { ru: "Флэт уайт", en: "Flat white", zh: "澳白" },
              description: {
                ru: "Двойной ристретто и тонкий слой взбитого молока.",
                en: "A double ristretto with a thin layer of steamed milk.",
                zh: "双份芮斯崔朵，覆以薄薄一层绵密热牛奶。",
              },
              portions: [{ weight: "200", unit: "ml", price: "7.50" }],
            },
            {
              title: { ru: "Лавандовый раф", en: "Lavender raf", zh: "薰衣草拉夫咖啡" },
              description: {
                ru: "Нежный кофе со сливками и лавандовым сиропом.",
                en: "Smooth coffee whipped with cream and lavender syrup.",
                zh: "咖啡与奶油、薰衣草糖浆一同打发，口感柔滑。",
              },
              portions: [
                { weight: "300", unit: "ml", price: "9.50" },
                { weight: "400", unit: "ml", price: "11.50" },
              ],
            },
          ],
        },
        {
          name: { ru: "Чай", en: "Tea", zh: "茶" },
          icon: "tea",
          items: [
            {
              title: { ru: "Шу пуэр", en: "Shu pu-erh", zh: "熟普洱" },
              description: {
                ru: "Выдержанный китайский чай с глубоким землистым вкусом. Подаётся в чайнике.",
                en: "Aged Chinese tea with a deep, earthy taste. Served in a teapot.",
                zh: "陈年中国茶，滋味醇厚。以茶壶奉上。",
              },
              portions: [{ weight: "600", unit: "ml", price: "12.00" }],
            },
            {
              title: { ru: "Молочный улун", en: "Milk oolong", zh: "奶香乌龙" },
              description: {
                ru: "Мягкий улун со сливочным ароматом. Подаётся в чайнике.",
                en: "A mellow oolong with a creamy aroma. Served in a teapot.",
                zh: "口感柔和、带有奶香的乌龙茶。以茶壶奉上。",
              },
              portions: [{ weight: "600", unit: "ml", price: "12.00" }],
            },
            {
              title: { ru: "Облепиховый чай", en: "Sea buckthorn tea", zh: "沙棘茶" },
              description: {
                ru: "Согревающий чай из облепихи с апельсином и мёдом.",
                en: "A warming sea buckthorn tea with orange and honey.",
                zh: "暖身沙棘茶，加入橙子和蜂蜜。",
              },
              portions: [
                { weight: "400", unit: "ml", price: "9.50" },
                { weight: "800", unit: "ml", price: "14.50" },
              ],
            },
            {
              title: { ru: "Масала чай", en: "Masala chai", zh: "印度香料奶茶" },
              description: {
                ru: "Чёрный чай с молоком, имбирём, кардамоном и корицей.",
                en: "Black tea with milk, ginger, cardamom and cinnamon.",
                zh: "红茶加牛奶，配以姜、豆蔻和肉桂。",
              },
              portions: [{ weight: "300", unit: "ml", price: "8.50" }],
            },
          ],
        },
        {
          name: { ru: "Лимонады", en: "Lemonades", zh: "柠檬水" },
          icon: "lemonade",
          items: [
            {
              title: { ru: "Классический лимонад", en: "Classic lemonade", zh: "经典柠檬水" },
              description: {
                ru: "Свежевыжатый лимон, мята и газированная вода.",
                en: "Freshly squeezed lemon, mint and sparkling water.",
                zh: "鲜榨柠檬、薄荷与气泡水。",
              },
              portions: [
                { weight: "400", unit: "ml", price: "8.50" },
                { weight: "1", unit: "l", price: "17.90" },
              ],
            },
            {
              title: { ru: "Маракуйя и манго", en: "Passion fruit and mango", zh: "百香果芒果柠檬水" },
              description: {
                ru: "Тропический лимонад с пюре маракуйи и спелого манго.",
                en: "A tropical lemonade with passion fruit and ripe mango purée.",
                zh: "加入百香果和熟芒果果泥的热带风味柠檬水。",
              },
              portions: [
                { weight: "400", unit: "ml", price: "9.50" },
                { weight: "1", unit: "l", price: "19.90" },
              ],
            },
            {
              title: { ru: "Клубника и базилик", en: "Strawberry and basil", zh: "草莓罗勒柠檬水" },
              description: {
                ru: "Сладкая клубника с пряной ноткой базилика.",
                en: "Sweet strawberries with a hint of aromatic basil.",
                zh: "香甜草莓，点缀一丝罗勒清香。",
              },
              portions: [
                { weight: "400", unit: "ml", price: "9.50" },
                { weight: "1", unit: "l", price: "19.90" },
              ],
            },
            {
              title: { ru: "Тархун", en: "Tarragon lemonade", zh: "龙蒿柠檬水" },
              description: {
                ru: "Освежающий лимонад из свежего тархуна с лаймом.",
                en: "A refreshing lemonade of fresh tarragon and lime.",
                zh: "以新鲜龙蒿和青柠调制的清爽柠檬水。",
              },
              portions: [
                { weight: "400", unit: "ml", price: "8.50" },
                { weight: "1", unit: "l", price: "17.90" },
              ],
            },
          ],
        },
        {
          name: { ru: "Коктейли", en: "Cocktails", zh: "鸡尾酒" },
          icon: "cocktail",
          ageRestricted: true,
          schedule: { enabled: true, days: [5, 6], start: "18:00", end: "02:00" },
          items: [
            {
              title: { ru: "Апероль шприц", en: "Aperol Spritz", zh: "阿佩罗气泡鸡尾酒" },
              description: {
                ru: "Апероль, просекко и содовая с долькой апельсина.",
                en: "Aperol, prosecco and soda with an orange slice.",
                zh: "阿佩罗、普罗塞克起泡酒和苏打水，配一片橙子。",
              },
              portions: [{ weight: "300", unit: "ml", price: "17.50" }],
            },
            {
              title: { ru: "Негрони", en: "Negroni", zh: "尼格罗尼" },
              description: {
                ru: "Джин, кампари и красный вермут — горько-сладкая классика.",
                en: "Gin, Campari and red vermouth, a bittersweet classic.",
                zh: "金酒、金巴利和红味美思，苦中带甜的经典之作。",
              },
              portions: [{ weight: "100", unit: "ml", price: "18.90" }],
            },
            {
              title: { ru: "Мохито", en: "Mojito", zh: "莫吉托" },
              description: {
                ru: "Белый ром, лайм, свежая мята и содовая.",
                en: "White rum, lime, fresh mint and soda.",
                zh: "白朗姆酒、青柠、新鲜薄荷和苏打水。",
              },
              portions: [{ weight: "300", unit: "ml", price: "16.50" }],
            },
            {
              title: { ru: "Эспрессо мартини", en: "Espresso Martini", zh: "浓缩咖啡马天尼" },
              description: {
                ru: "Водка, кофейный ликёр и свежий эспрессо.\n**Бодрит и расслабляет одновременно.**",
                en: "Vodka, coffee liqueur and fresh espresso.\n**Energising and relaxing at once.**",
                zh: "伏特加、咖啡利口酒和新鲜意式浓缩。\n**提神又放松。**",
              },
              portions: [{ weight: "120", unit: "ml", price: "18.50" }],
            },
            {
              title: { ru: "Глинтвейн", en: "Mulled wine", zh: "热红酒" },
              description: {
                ru: "Зимний хит: горячее красное вино с пряностями и цитрусами.",
                en: "A winter favourite: hot red wine with spices and citrus.",
                zh: "冬季人气之选：加入香料和柑橘的热红酒。",
              },
              portions: [{ weight: "250", unit: "ml", price: "12.90" }],
              hidden: true,
            },
          ],
        },
        {
          name: { ru: "Пиво", en: "Beer", zh: "啤酒" },
          icon: "beer",
          ageRestricted: true,
          children: [
            {
              name: { ru: "Разливное", en: "Draft", zh: "生啤" },
              icon: "beer",
              ageRestricted: true,
              items: [
                {
                  title: { ru: "Светлый лагер", en: "Pale lager", zh: "淡色拉格" },
                  description: {
                    ru: "Лёгкое освежающее пиво с мягкой хмелевой горчинкой.",
                    en: "A light, refreshing beer with a gentle hop bitterness.",
                    zh: "清爽易饮，带有柔和的酒花苦味。",
                  },
                  portions: [
                    { weight: "0.5", unit: "l", price: "6.90" },
                    { weight: "1", unit: "l", price: "12.90" },
                  ],
                },
                {
                  title: { ru: "Пшеничное нефильтрованное", en: "Unfiltered wheat beer", zh: "未过滤小麦啤酒" },
                  description: {
                    ru: "Мягкое пиво с нотами банана и гвоздики.",
                    en: "A smooth beer with notes of banana and clove.",
                    zh: "口感顺滑，带有香蕉和丁香的风味。",
                  },
                  portions: [
                    { weight: "0.5", unit: "l", price: "7.90" },
                    { weight: "1", unit: "l", price: "14.50" },
                  ],
                },
                {
                  title: { ru: "IPA", en: "IPA", zh: "印度淡色艾尔" },
                  description: {
                    ru: "Яркий индийский пейл-эль с цитрусовым и хвойным ароматом.",
                    en: "A bold India pale ale with citrus and pine aromas.",
                    zh: "风味浓烈的印度淡色艾尔，散发柑橘与松木香气。",
                  },
                  portions: [
                    { weight: "0.5", unit: "l", price: "9.50" },
                    { weight: "1", unit: "l", price: "17.90" },
                  ],
                },
                {
                  title: { ru: "Ирландский стаут", en: "Irish stout", zh: "爱尔兰世涛" },
                  description: {
                    ru: "Тёмное пиво с нотами кофе и горького шоколада.",
                    en: "A dark beer with notes of coffee and dark chocolate.",
                    zh: "深色啤酒，带有咖啡和黑巧克力的风味。",
                  },
                  portions: [
                    { weight: "0.5", unit: "l", price: "8.90" },
                    { weight: "1", unit: "l", price: "16.50" },
                  ],
                },
              ],
            },
            {
              name: { ru: "Бутылочное", en: "Bottled", zh: "瓶装啤酒" },
              icon: "beer",
              ageRestricted: true,
              items: [
                {
                  title: { ru: "Бельгийский дуббель", en: "Belgian dubbel", zh: "比利时双料啤酒" },
                  description: {
                    ru: "Аббатское пиво с нотами сухофруктов и карамели.",
                    en: "An abbey-style ale with notes of dried fruit and caramel.",
                    zh: "修道院风格艾尔，带有果干和焦糖风味。",
                  },
                  portions: [{ weight: "0.33", unit: "l", price: "12.50" }],
                },
                {
                  title: { ru: "Чешский пилснер", en: "Czech pilsner", zh: "捷克皮尔森" },
                  description: {
                    ru: "Золотистое пиво с благородной хмелевой горчинкой.",
                    en: "A golden beer with a noble hop bitterness.",
                    zh: "金黄色啤酒，带有贵族酒花的优雅苦味。",
                  },
                  portions: [{ weight: "0.5", unit: "l", price: "8.50" }],
                },
                {
                  title: { ru: "Яблочный сидр", en: "Apple cider", zh: "苹果酒" },
                  description: {
                    ru: "Сухой игристый сидр из кислых сортов яблок.",
                    en: "A dry sparkling cider made from tart apples.",
                    zh: "以酸味苹果酿制的干型起泡苹果酒。",
                  },
                  portions: [{ weight: "0.33", unit: "l", price: "9.50" }],
                },
              ],
            },
          ],
        },
      ],
    },

    // ───────────────────────────── Hookah ─────────────────────────────
    {
      section: "hookah",
      type: "hookahs",
      name: { ru: "Кальяны", en: "Hookah", zh: "水烟" },
      icon: "hookah",
      categories: [
        {
          name: { ru: "Классические кальяны", en: "Classic hookahs", zh: "经典水烟" },
          icon: "hookah",
          ageRestricted: true,
          items: [
            {
              title: { ru: "Классический на чаше", en: "Classic bowl", zh: "经典烟碗水烟" },
              description: {
                ru: "Любой вкус из нашей табачной карты на глиняной чаше.",
                en: "Any flavour from our tobacco list in a clay bowl.",
                zh: "烟草单中任选一种口味，使用陶土烟碗。",
              },
              portions: [{ weight: "1", unit: "pcs", price: "39.00" }],
            },
            {
              title: { ru: "Фруктовый микс", en: "Fruit mix", zh: "水果混合口味" },
              description: {
                ru: "Сочное сочетание ягод, персика и дыни.",
                en: "A juicy blend of berries, peach and melon.",
                zh: "浆果、桃子与蜜瓜的多汁组合。",
              },
              portions: [{ weight: "1", unit: "pcs", price: "42.00" }],
            },
            {
              title: { ru: "Мятная свежесть", en: "Mint freshness", zh: "清爽薄荷" },
              description: {
                ru: "Холодная мята с лёгкой ноткой лайма.",
                en: "Cool mint with a light touch of lime.",
                zh: "冰凉薄荷，带一丝青柠清香。",
              },
              portions: [{ weight: "1", unit: "pcs", price: "39.00" }],
            },
          ],
        },
        {
          name: { ru: "Премиальные кальяны", en: "Premium hookahs", zh: "高级水烟" },
          icon: "hookah",
          ageRestricted: true,
          items: [
            {
              title: { ru: "На грейпфруте", en: "Grapefruit bowl", zh: "西柚果碗水烟" },
              description: {
                ru: "Кальян на свежем грейпфруте — яркий цитрусовый вкус и мягкий дым.",
                en: "A hookah on a fresh grapefruit: vivid citrus flavour and smooth smoke.",
                zh: "以新鲜西柚作烟碗，柑橘风味鲜明，烟雾柔和。",
              },
              portions: [{ weight: "1", unit: "pcs", price: "65.00" }],
            },
            {
              title: { ru: "На ананасе", en: "Pineapple bowl", zh: "菠萝果碗水烟" },
              description: {
                ru: "Эффектная подача на целом ананасе с тропическим миксом.\n**Идеально для компании.**",
                en: "A striking whole-pineapple bowl with a tropical blend.\n**Perfect for a group.**",
                zh: "以整颗菠萝作烟碗，搭配热带水果混合口味。\n**最适合朋友聚会。**",
              },
              portions: [{ weight: "1", unit: "pcs", price: "75.00" }],
            },
            {
              title: { ru: "Авторский от мастера", en: "Master's signature", zh: "水烟师招牌特调" },
              description: {
                ru: "Мастер подберёт уникальный микс под ваше настроение.",
                en: "Our hookah master will create a unique blend to suit your mood.",
                zh: "水烟师将根据您的心情调配独一无二的口味。",
              },
              portions: [{ weight: "1", unit: "pcs", price: "70.00" }],
            },
            {
              title: { ru: "На молоке", en: "Milk base", zh: "牛奶瓶底水烟" },
              description: {
                ru: "Колба с молоком делает дым особенно мягким и густым.",
                en: "Milk in the base makes the smoke especially smooth and dense.",
                zh: "水瓶中加入牛奶，烟雾格外柔顺浓密。",
              },
              portions: [{ weight: "1", unit: "pcs", price: "59.00" }],
            },
          ],
        },
      ],
    },

    // ───────────────────────────── Games ─────────────────────────────
    {
      section: "games",
      type: "entertainment",
      name: { ru: "Игры", en: "Games", zh: "游戏" },
      icon: "game",
      categories: [
        {
          name: { ru: "Настольные игры", en: "Board games", zh: "桌游" },
          icon: "game",
          items: [
            {
              title: { ru: "Каркассон", en: "Carcassonne", zh: "卡卡颂" },
              description: {
                ru: "Стройте средневековые города и дороги. Цена **за час** игры.",
                en: "Build medieval cities and roads. Price **per hour** of play.",
                zh: "建造中世纪城市与道路。价格为**每小时**。",
              },
              portions: [{ weight: "1", unit: "pcs", price: "8.00" }],
            },
            {
              title: { ru: "Диксит", en: "Dixit", zh: "妙语说书人" },
              description: {
                ru: "Игра ассоциаций с красивыми иллюстрациями. Цена **за час** игры.",
                en: "A game of associations with beautiful illustrations. Price **per hour** of play.",
                zh: "以精美插画进行联想的游戏。价格为**每小时**。",
              },
              portions: [{ weight: "1", unit: "pcs", price: "8.00" }],
            },
            {
              title: { ru: "Кодовые имена", en: "Codenames", zh: "行动代号" },
              description: {
                ru: "Командная игра в слова для весёлой компании. Цена **за час** игры.",
                en: "A team word game for a fun crowd. Price **per hour** of play.",
                zh: "适合欢乐聚会的团队猜词游戏。价格为**每小时**。",
              },
              portions: [{ weight: "1", unit: "pcs", price: "7.00" }],
            },
            {
              title: { ru: "Дженга", en: "Jenga", zh: "叠叠乐" },
              description: {
                ru: "Вытаскивайте бруски, пока башня не рухнет. Цена **за час** игры.",
                en: "Pull out blocks until the tower falls. Price **per hour** of play.",
                zh: "抽出木块，直到木塔倒下。价格为**每小时**。",
              },
              portions: [{ weight: "1", unit: "pcs", price: "5.00" }],
            },
          ],
        },
        {
          name: { ru: "Консоли", en: "Consoles", zh: "游戏机" },
          icon: "console",
          items: [
            {
              title: { ru: "PlayStation 5", en: "PlayStation 5", zh: "PlayStation 5" },
              description: {
                ru: "Два геймпада и свежие хиты: FIFA, Mortal Kombat и другие. Цена **за час**.",
                en: "Two controllers and the latest hits: FIFA, Mortal Kombat and more. Price **per hour**.",
                zh: "两个手柄和热门新作：FIFA、真人快打等。价格为**每小时**。",
              },
              portions: [{ weight: "1", unit: "pcs", price: "20.00" }],
            },
            {
              title: { ru: "Xbox Series X", en: "Xbox Series X", zh: "Xbox Series X" },
              description: {
                ru: "Большой экран и доступ к сотням игр. Цена **за час**.",
                en: "A big screen and access to hundreds of games. Price **per hour**.",
                zh: "大屏幕，畅玩数百款游戏。价格为**每小时**。",
              },
              portions: [{ weight: "1", unit: "pcs", price: "18.00" }],
            },
            {
              title: { ru: "Nintendo Switch", en: "Nintendo Switch", zh: "任天堂 Switch" },
              description: {
                ru: "Mario Kart и party-игры для всей компании. Цена **за час**.",
                en: "Mario Kart and party games for the whole group. Price **per hour**.",
                zh: "马力欧卡丁车和派对游戏，大家一起玩。价格为**每小时**。",
              },
              portions: [{ weight: "1", unit: "pcs", price: "15.00" }],
            },
          ],
        },
      ],
    },
  ],

  promotionCategories: [
    {
      name: { ru: "Счастливые часы", en: "Happy hours", zh: "欢乐时光" },
      promotions: [
        {
          title: { ru: "−30% на разливное пиво", en: "30% off draft beer", zh: "生啤七折" },
          description: {
            ru: "С понедельника по четверг с 16:00 до 19:00 всё разливное пиво со скидкой 30%.",
            en: "Monday to Thursday from 16:00 to 19:00, all draft beer is 30% off.",
            zh: "周一至周四 16:00–19:00，所有生啤享七折优惠。",
          },
        },
        {
          title: { ru: "Второй коктейль за полцены", en: "Second cocktail half price", zh: "第二杯鸡尾酒半价" },
          description: {
            ru: "В пятницу и субботу с 18:00 до 20:00 второй коктейль — **за полцены**.",
            en: "On Fridays and Saturdays from 18:00 to 20:00, your second cocktail is **half price**.",
            zh: "每周五、周六 18:00–20:00，第二杯鸡尾酒**半价**。",
          },
        },
      ],
    },
    {
      name: { ru: "Предложения недели", en: "Weekly offers", zh: "每周优惠" },
      promotions: [
        {
          title: { ru: "Бизнес-ланч", en: "Business lunch", zh: "商务午餐" },
          description: {
            ru: "По будням с 12:00 до 16:00: салат, суп и горячее всего за 19.90 BYN.",
            en: "Weekdays from 12:00 to 16:00: salad, soup and a main course for just 19.90 BYN.",
            zh: "工作日 12:00–16:00：沙拉、汤和主菜，仅需 19.90 白俄罗斯卢布。",
          },
        },
        {
          title: { ru: "Игровой вторник", en: "Game night Tuesday", zh: "周二游戏夜" },
          description: {
            ru: "Каждый вторник настольные игры бесплатно при заказе любого кальяна.",
            en: "Every Tuesday, board games are free with any hookah order.",
            zh: "每周二点任意水烟，即可免费畅玩桌游。",
          },
        },
      ],
    },
  ],
};
