import { CARDS } from "./fixture";

export function Cards() {
  return (
    <main>
      <h1>Products</h1>
      <ul>
        {CARDS.map((c) => (
          <li key={c.id}>
            <article>
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img src={c.image} alt={c.name} width={214} height={214} />
              <h3>{c.name}</h3>
              <p>Case of {c.box_quantity}</p>
              <p>
                ${c.discounted_price} <del>${c.price}</del>
              </p>
              {!c.stock && <p>Temporary out of stock</p>}
            </article>
          </li>
        ))}
      </ul>
    </main>
  );
}
