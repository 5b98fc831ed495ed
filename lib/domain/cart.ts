import { addDecimals, formatDecimal, multiplyDecimal, parseDecimal, ZERO, type Decimal } from "./decimal";

export interface CartPortion {
  id: number;
  weight: string | null;
  unit: string;
  price?: string | null;
  /** the venue has run out of it (the item or this portion), as the page showed it */
  soldOut?: boolean;
}

export interface CartProduct {
  id: number;
  title: string;
  portions: CartPortion[];
}

/** A product in the cart in one chosen portion. */
export interface CartLine extends CartProduct {
  selectedPortionId: number;
  quantity: number;
}

const isLine = (productId: number, portionId: number) => (line: CartLine) =>
  line.id === productId && line.selectedPortionId === portionId;

const isCount = (value: number) => Number.isInteger(value) && value >= 1;

const offered = (product: CartProduct, portionId: number) => product.portions.some((portion) => portion.id === portionId && !portion.soldOut);

/** Raises the line of the same product and portion by `amount`, else appends a new line; a sold-out portion is not added. */
export function add(lines: CartLine[], product: CartProduct, portionId: number, amount = 1): CartLine[] {
  if (!isCount(amount) || !offered(product, portionId)) return lines;
  const index = lines.findIndex(isLine(product.id, portionId));
  if (index < 0) return [...lines, { ...product, selectedPortionId: portionId, quantity: amount }];
  return lines.map((line, at) => (at === index ? { ...line, quantity: line.quantity + amount } : line));
}

export function remove(lines: CartLine[], productId: number, portionId: number): CartLine[] {
  return lines.filter((line) => !isLine(productId, portionId)(line));
}

/** Sets a line's quantity; a quantity below one removes the line, and a sold-out line can only go down. */
export function setQuantity(lines: CartLine[], productId: number, portionId: number, quantity: number): CartLine[] {
  if (!Number.isFinite(quantity) || Math.floor(quantity) < 1) return remove(lines, productId, portionId);
  const matches = isLine(productId, portionId);
  return lines.map((line) => (matches(line) && (!isSoldOut(line) || quantity < line.quantity) ? { ...line, quantity: Math.floor(quantity) } : line));
}

/** Switches a line to another portion, merging it into the product's line already in that portion; never to a sold-out one. */
export function changePortion(lines: CartLine[], productId: number, fromPortionId: number, toPortionId: number): CartLine[] {
  const source = lines.find(isLine(productId, fromPortionId));
  if (!source || fromPortionId === toPortionId || !offered(source, toPortionId)) return lines;
  const target = lines.find(isLine(productId, toPortionId));
  if (!target) return lines.map((line) => (line === source ? { ...line, selectedPortionId: toPortionId } : line));
  return lines
    .filter((line) => line !== source)
    .map((line) => (line === target ? { ...line, quantity: line.quantity + source.quantity } : line));
}

export function clear(): CartLine[] {
  return [];
}

export function selectedPortion(line: CartLine): CartPortion | undefined {
  return line.portions.find((portion) => portion.id === line.selectedPortionId);
}

/** The line's item or portion has sold out since it was added: it stays listed but counts for nothing. */
export function isSoldOut(line: CartLine): boolean {
  return Boolean(selectedPortion(line)?.soldOut);
}

function lineAmount(line: CartLine): Decimal {
  return isSoldOut(line) ? ZERO : multiplyDecimal(parseDecimal(selectedPortion(line)?.price), line.quantity);
}

export function lineTotal(line: CartLine): string {
  return formatDecimal(lineAmount(line));
}

/** Sum of portion price × quantity, exact to the prices' own decimals; a missing price or a sold-out line counts 0. */
export function total(lines: CartLine[]): string {
  return formatDecimal(lines.reduce((sum, line) => addDecimals(sum, lineAmount(line)), ZERO));
}

export function quantityOf(lines: CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** Replaces the stored copy of each product with the page's current one (language, prices) while it still has the chosen portion. */
export function refresh(lines: CartLine[], catalog: ReadonlyMap<number, CartProduct>): CartLine[] {
  return lines.map((line) => {
    const product = catalog.get(line.id);
    if (!product?.portions.some((portion) => portion.id === line.selectedPortionId)) return line;
    return { ...product, selectedPortionId: line.selectedPortionId, quantity: line.quantity };
  });
}
